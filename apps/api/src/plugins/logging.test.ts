import { Writable } from 'node:stream';
import { paths } from '@shop/contract/paths';
import { routeNames } from '@shop/contract/route-names';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formData, signIn } from '../test/accounts.ts';
import { fakeStorefront } from '../test/fake-storefront.ts';
import { createTestApp } from '../test/test-app.ts';

/** Every line the app logs, as an operator's log file would hold it. */
const logged: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});
const storefront = await fakeStorefront({ serverRendered: true });
afterAll(() => storefront.remove());
const { app, db } = await createTestApp({ env: { WEB_DIST_DIR: storefront.dir }, log: { level: 'trace', stream } });

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

/** Every route that takes a capability in its path: an order's key, a payment's authority or token, a link's code. */
const capabilityRoutes = [...routeNames.keys()].filter((route) => /\/:(key|code|authority|token)(\/|$)/.test(route));

describe('the log of a request that carries a capability in its path', () => {
  it('is found for every kind: orders, payments, shared catalogues and signup links', () => {
    const kinds = capabilityRoutes.map((route) => route.split(' ')[1]?.split('/').slice(0, 4).join('/'));
    expect(new Set(kinds)).toEqual(
      new Set(['/api/shop/orders', '/api/shop/payments', '/api/products/catalogs', '/api/users/public']),
    );
  });

  it.each(capabilityRoutes)('keeps the capability of %s out, and says which route was asked', async (route) => {
    const [method = '', pattern = ''] = route.split(' ');
    const secret = `Secret${pattern.length}x${method}`;
    const url = pattern.replace(/:(key|code|authority|token)\b/, secret).replace(/:\w+/g, '1');
    logged.length = 0;
    await app.inject({ method: method as 'GET', url: `${url}?Authority=${secret}`, payload: method === 'GET' ? undefined : {} });
    const text = logged.join('');
    expect(text).toContain(pattern.replace(/:(key|code|authority|token)\b/, '[redacted]'));
    expect(text).not.toContain(secret);
  });

  it('keeps an order’s key out of its tracking page and of the API call that page makes in-process', async () => {
    const secret = 'TrackingKey7Qm2xV9pL4r';
    logged.length = 0;
    const response = await app.inject({ method: 'GET', url: paths.orderTracking(secret) });
    expect(response.statusCode).toBe(200);
    const text = logged.join('');
    expect(text).toContain('/order_tracking?key=[redacted]');
    expect(text).toContain('/api/shop/orders/[redacted]/tracking');
    expect(text).not.toContain(secret);
  });
});
