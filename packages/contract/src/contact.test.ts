import { describe, expect, it } from 'vitest';
import './zod-persian.ts';
import { ContactMessageSchema } from './contact.ts';

const messagesOf = (values: unknown) =>
  Object.fromEntries(
    (ContactMessageSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('contact message', () => {
  it('needs a name, an email and a message, each with its own words', () => {
    expect(messagesOf({ name: ' ', email: '', message: '' })).toEqual({
      name: 'لطفا نام خود را وارد کنید',
      email: 'لطفا ایمیل را وارد کنید',
      message: 'لطفا متن پیام را بنویسید',
    });
  });
  it('refuses a malformed email and takes a good one trimmed', () => {
    expect(messagesOf({ name: 'سارا', email: 'bad-email', message: 'سلام' })).toEqual({ email: 'نشانی ایمیل معتبر نیست.' });
    expect(ContactMessageSchema.parse({ name: ' سارا ', email: ' sara@example.com ', message: 'سلام' })).toEqual({
      name: 'سارا',
      email: 'sara@example.com',
      message: 'سلام',
    });
  });
});
