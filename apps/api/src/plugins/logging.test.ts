import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formData, signIn } from '../test/accounts.ts';
import { createTestApp } from '../test/test-app.ts';

/** Every line the app logs, as an operator's log file would hold it. */
const logged: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});
const { app, db } = await createTestApp({ log: { level: 'trace', stream } });

const personal = {
  first_name: 'نگار',
  last_name: 'کامرانی‌پور',
  email: 'negar.kamrani@example.com',
  birth_date: '1990-05-17',
  national_code: '0499370899',
  postal_code: '1357924680',
  address: 'تهران، خیابان ولیعصر، کوچه یاس، پلاک ۴۲',
};

/** A database that refuses this one national code: a 500 that happens in the middle of saving personal fields. */
await db.execute(
  sql.raw(`alter table users add constraint users_refuse_for_log_test check (national_code <> '${personal.national_code}')`),
);

/** And one that quotes the value it refused, as PostgreSQL's data exceptions do. */
const quotedAddress = 'شیراز، بلوار سرو ناز، پلاک ۷';
await db.execute(
  sql.raw(`create function refuse_for_log_test() returns trigger language plpgsql as $$
    begin
      if new.address = '${quotedAddress}' then perform new.address::integer; end if;
      return new;
    end $$`),
);
await db.execute(
  sql.raw(`create trigger users_refuse_for_log_test before update on users
    for each row execute function refuse_for_log_test()`),
);

function expectNothingPersonal(values: string[]) {
  const text = logged.join('');
  for (const value of values) expect(text, `the log holds «${value}»`).not.toContain(value);
}

describe('the log of a request that fails with personal fields', () => {
  it('records the failure and its cause, and none of the personal fields, the token or the mobile number', async () => {
    const { auth, token, mobileNumber } = await signIn(app);
    logged.length = 0;
    const response = await app.inject({ method: 'PATCH', url: '/api/users/me', headers: auth, payload: personal });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'خطای داخلی سرور' });

    const text = logged.join('');
    expect(text).toContain('request failed');
    expect(text).toContain('users_refuse_for_log_test');
    expectNothingPersonal([...Object.values(personal), token, mobileNumber]);
  });

  it('keeps out the value a database error quotes', async () => {
    const { auth } = await signIn(app);
    logged.length = 0;
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: auth,
      payload: { ...personal, national_code: '', address: quotedAddress },
    });
    expect(response.statusCode).toBe(500);
    const text = logged.join('');
    expect(text).toContain('invalid input syntax for type integer');
    expectNothingPersonal([quotedAddress, personal.first_name, personal.email]);
  });

  it('keeps them out of a multipart form too', async () => {
    const { auth, token } = await signIn(app);
    logged.length = 0;
    const form = await formData(personal);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(500);
    expect(logged.join('')).toContain('request failed');
    expectNothingPersonal([...Object.values(personal), token]);
  });

  it('keeps a query string’s personal values out, and the Authorization header', async () => {
    const { token, mobileNumber } = await signIn(app);
    logged.length = 0;
    const search = encodeURIComponent(personal.last_name);
    await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile_number=${mobileNumber}&limit=1` });
    await app.inject({
      method: 'GET',
      url: `/api/users/me/addresses?search=${search}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const text = logged.join('');
    expect(text).toContain('/api/dev/sms-outbox');
    expectNothingPersonal([mobileNumber, personal.last_name, search, token]);
  });
});
