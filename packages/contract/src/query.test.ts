import { describe, expect, it } from 'vitest';
import './zod-persian.ts';
import { messages } from './messages.ts';
import { IdParamsSchema, id, idList, inQuery, integer } from './query.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('ids', () => {
  it('are plain decimal integers, in any digits', () => {
    expect(id().parse(16)).toBe(16);
    expect(id().parse('16')).toBe(16);
    expect(IdParamsSchema.parse({ id: '۱۶' })).toEqual({ id: 16 });
    expect(IdParamsSchema.parse({ id: '٠١٦' })).toEqual({ id: 16 });
  });
  it('refuse every other way of writing a number, with one message', () => {
    for (const bad of [
      '0x10',
      '1e1',
      '+1',
      ' 1',
      '1 ',
      '1.0',
      '-1',
      '0',
      '',
      '99999999999',
      '1'.repeat(400),
      true,
      1.5,
      -3,
      2 ** 31,
    ]) {
      expect(messagesOf(id().safeParse(bad)), JSON.stringify(bad)).toEqual([messages.invalidId]);
      expect(messagesOf(IdParamsSchema.safeParse({ id: bad })), JSON.stringify(bad)).toEqual([messages.invalidId]);
    }
    expect(messagesOf(id(messages.countryRequired).safeParse('1e1'))).toEqual([messages.countryRequired]);
  });
  it('in a list are refused the same way', () => {
    expect(idList().parse('1,۲,3')).toEqual([1, 2, 3]);
    expect(idList().parse(['1', '2'])).toEqual([1, 2]);
    expect(idList().safeParse('1,0x10').success).toBe(false);
  });
});

describe('whole numbers in a query', () => {
  it('are decimal only', () => {
    const limit = inQuery(integer());
    expect(limit.parse('۲۰')).toBe(20);
    expect(limit.parse('-5')).toBe(-5);
    for (const bad of ['1e1', '0x10', '+1', '1.5', 'abc', '9'.repeat(30)]) {
      expect(messagesOf(limit.safeParse(bad)), bad).toEqual([messages.invalidInteger]);
    }
  });
});
