import { AddressListSchema, AddressSchema } from '@shop/contract/addresses';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectSweptAfter, manualClock, places, signIn } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { sweepIdempotencyKeys } from '../idempotency/idempotency-service.ts';
import { idempotencyKeys } from '../idempotency/idempotency-tables.ts';

const time = manualClock();
const { app, db } = await createTestApp({ clock: time.clock });

const { iran, tehran, isfahan, shahriar, kashan, herat } = await places(app, db);

const validAddress = () => ({
  first_name: 'زهرا',
  last_name: 'کریمی',
  mobile_number: '۰۹۱۲۳۴۵۶۷۸۹',
  country: iran.id,
  state: tehran.id,
  city: shahriar.id,
  postal_code: '۱۲۳۴۵۶۷۸۹۰',
  address: 'خیابان ولیعصر، پلاک ۱۲',
});

type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) => {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : null };
};

describe('/api/users/me/addresses', () => {
  it('saves an address and answers it with its places named', async () => {
    const { auth } = await signIn(app);
    const created = await call('POST', '/api/users/me/addresses', auth, validAddress());
    expect(created.status).toBe(201);
    const address = AddressSchema.parse(created.body);
    expect(address).toEqual({
      id: expect.any(Number),
      first_name: 'زهرا',
      last_name: 'کریمی',
      full_name: 'زهرا کریمی',
      mobile_number: '09123456789',
      country: iran.id,
      state: tehran.id,
      city: shahriar.id,
      country_data: { id: iran.id, name: 'ایران' },
      state_data: { id: tehran.id, name: 'تهران' },
      city_data: { id: shahriar.id, name: 'شهریار' },
      postal_code: '1234567890',
      address: 'خیابان ولیعصر، پلاک ۱۲',
    });
    expect((await call('GET', `/api/users/me/addresses/${address.id}`, auth)).body).toEqual(address);
  });

  it('refuses a form with the spec messages', async () => {
    const { auth } = await signIn(app);
    const empty = await call('POST', '/api/users/me/addresses', auth, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      first_name: ['لطفا نام را وارد کنید'],
      last_name: ['لطفا نام خانوادگی را وارد کنید'],
      mobile_number: ['شماره موبایل باید ۱۱ رقم و با ۰۹ شروع شود.'],
      country: ['لطفا کشور را انتخاب کنید'],
      state: ['لطفا استان را انتخاب کنید'],
      city: ['لطفا شهر را انتخاب کنید'],
      postal_code: ['کد پستی باید دقیقا ۱۰ رقم باشد'],
      address: ['لطفا آدرس را وارد کنید'],
    });
    const bad = await call('POST', '/api/users/me/addresses', auth, {
      ...validAddress(),
      mobile_number: '9123456789',
      postal_code: '123456789',
    });
    expect(bad.body).toEqual({
      mobile_number: ['شماره موبایل باید ۱۱ رقم و با ۰۹ شروع شود.'],
      postal_code: ['کد پستی باید دقیقا ۱۰ رقم باشد'],
    });
    expect((await call('GET', '/api/users/me/addresses', auth)).body.count).toBe(0);
  });

  it('refuses a province outside the country and a city outside the province', async () => {
    const { auth } = await signIn(app);
    const outside = await call('POST', '/api/users/me/addresses', auth, {
      ...validAddress(),
      state: herat?.id,
      city: shahriar.id,
    });
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({
      state: ['این استان در کشور انتخاب‌شده نیست.'],
      city: ['این شهر در استان انتخاب‌شده نیست.'],
    });
    const wrongCity = await call('POST', '/api/users/me/addresses', auth, { ...validAddress(), city: kashan.id });
    expect(wrongCity.body).toEqual({ city: ['این شهر در استان انتخاب‌شده نیست.'] });
    const unknown = await call('POST', '/api/users/me/addresses', auth, { ...validAddress(), city: 999_999 });
    expect(unknown.body).toEqual({ city: ['شهر انتخاب‌شده یافت نشد.'] });

    const saved = (await call('POST', '/api/users/me/addresses', auth, validAddress())).body;
    const moved = await call('PATCH', `/api/users/me/addresses/${saved.id}`, auth, { state: isfahan.id });
    expect(moved.body).toEqual({ city: ['این شهر در استان انتخاب‌شده نیست.'] });
    const fixed = await call('PATCH', `/api/users/me/addresses/${saved.id}`, auth, { state: isfahan.id, city: kashan.id });
    expect(fixed.status).toBe(200);
    expect(fixed.body.city_data).toEqual({ id: kashan.id, name: 'کاشان' });
  });

  it('changes part of an address and deletes it', async () => {
    const { auth } = await signIn(app);
    const saved = (await call('POST', '/api/users/me/addresses', auth, validAddress())).body;
    const changed = await call('PATCH', `/api/users/me/addresses/${saved.id}`, auth, {
      postal_code: '1111111111',
      last_name: 'نوری',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...saved, postal_code: '1111111111', last_name: 'نوری', full_name: 'زهرا نوری' });
    expect((await call('PATCH', `/api/users/me/addresses/${saved.id}`, auth, { postal_code: '12' })).status).toBe(400);
    expect((await call('DELETE', `/api/users/me/addresses/${saved.id}`, auth)).status).toBe(204);
    expect((await call('GET', `/api/users/me/addresses/${saved.id}`, auth)).body).toEqual({ detail: 'آدرس یافت نشد.' });
    expect((await call('DELETE', `/api/users/me/addresses/${saved.id}`, auth)).status).toBe(404);
  });

  it('pages 20 at a time, newest first, and searches', async () => {
    const { auth } = await signIn(app);
    for (let index = 1; index <= 23; index++) {
      const created = await call('POST', '/api/users/me/addresses', auth, { ...validAddress(), address: `کوچه ${index}` });
      expect(created.status).toBe(201);
    }
    await call('POST', '/api/users/me/addresses', auth, { ...validAddress(), first_name: 'كاوه', address: 'میدان انقلاب' });
    const first = AddressListSchema.parse((await call('GET', '/api/users/me/addresses', auth)).body);
    expect(first.count).toBe(24);
    expect(first.results).toHaveLength(20);
    expect(first.results[0]?.first_name).toBe('کاوه');
    expect(new URL(first.next ?? '').searchParams.get('offset')).toBe('20');
    const second = (await call('GET', '/api/users/me/addresses?offset=20', auth)).body;
    expect(second.results).toHaveLength(4);
    expect(second.results.at(-1).address).toBe('کوچه 1');
    const found = (await call('GET', `/api/users/me/addresses?search=${encodeURIComponent('کاوه انقلاب')}`, auth)).body;
    expect(found.results.map((address: { address: string }) => address.address)).toEqual(['میدان انقلاب']);
  });

  it("answers 404 for another customer's address, and leaves it alone", async () => {
    const owner = await signIn(app);
    const stranger = await signIn(app);
    const saved = (await call('POST', '/api/users/me/addresses', owner.auth, validAddress())).body;
    const url = `/api/users/me/addresses/${saved.id}`;
    expect((await call('GET', url, stranger.auth)).status).toBe(404);
    expect((await call('PATCH', url, stranger.auth, { first_name: 'دزد' })).status).toBe(404);
    expect((await call('DELETE', url, stranger.auth)).status).toBe(404);
    expect((await call('GET', '/api/users/me/addresses', stranger.auth)).body.count).toBe(0);
    expect((await call('GET', url, owner.auth)).body).toEqual(saved);
  });

  it('needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/me/addresses'],
      ['POST', '/api/users/me/addresses'],
      ['GET', '/api/users/me/addresses/1'],
      ['PATCH', '/api/users/me/addresses/1'],
      ['DELETE', '/api/users/me/addresses/1'],
    ] as const) {
      const response = await call(method, url, {}, method === 'POST' || method === 'PATCH' ? validAddress() : undefined);
      expect(response.status, `${method} ${url}`).toBe(401);
      expect(response.body).toEqual({ detail: 'اطلاعات ورود ارسال نشده است.' });
    }
  });
});

describe('POST /api/users/me/addresses with an Idempotency-Key', () => {
  const create = async (auth: Headers, key: string, payload: object = validAddress()) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/me/addresses',
      headers: { ...auth, 'idempotency-key': key },
      payload,
    });
    return { status: response.statusCode, body: response.json(), replayed: response.headers['idempotent-replayed'] };
  };
  const countOf = async (auth: Headers) => (await call('GET', '/api/users/me/addresses', auth)).body.count;

  it('answers a retry with the first answer and saves the address once', async () => {
    const { auth } = await signIn(app);
    const key = crypto.randomUUID();
    const first = await create(auth, key);
    expect(first).toMatchObject({ status: 201, replayed: undefined });
    const retried = await create(auth, key);
    expect(retried).toEqual({ status: 201, body: first.body, replayed: 'true' });
    expect(await countOf(auth)).toBe(1);
    // Without a key every request is a new address, as before.
    await call('POST', '/api/users/me/addresses', auth, validAddress());
    await call('POST', '/api/users/me/addresses', auth, validAddress());
    expect(await countOf(auth)).toBe(3);
  });

  it('saves one address for ten identical requests at once', async () => {
    const { auth } = await signIn(app);
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(auth, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(9);
    expect(await countOf(auth)).toBe(1);
  });

  it('refuses the same key with another body in Persian, and writes nothing', async () => {
    const { auth } = await signIn(app);
    const key = crypto.randomUUID();
    await create(auth, key);
    const reused = await create(auth, key, { ...validAddress(), address: 'نشانی دیگر' });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      detail: 'این کلید تکرار (Idempotency-Key) پیش‌تر با درخواست دیگری فرستاده شده است؛ برای درخواست تازه کلید تازه بفرستید.',
    });
    expect(await countOf(auth)).toBe(1);
  });

  it('keeps keys per customer, and forgets a request that was refused', async () => {
    const first = await signIn(app);
    const second = await signIn(app);
    const key = crypto.randomUUID();
    expect((await create(first.auth, key)).status).toBe(201);
    expect((await create(second.auth, key)).replayed).toBeUndefined();
    expect(await countOf(second.auth)).toBe(1);

    const refusedKey = crypto.randomUUID();
    expect((await create(first.auth, refusedKey, { ...validAddress(), postal_code: '12' })).status).toBe(400);
    expect((await create(first.auth, refusedKey)).replayed).toBeUndefined();
    expect(await countOf(first.auth)).toBe(2);
  });

  it('forgets a key after 24 hours', async () => {
    const { auth } = await signIn(app);
    const key = crypto.randomUUID();
    await create(auth, key);
    time.advance(24 * 3600 - 1);
    expect((await create(auth, key)).replayed).toBe('true');
    time.advance(2);
    expect((await create(auth, key, { ...validAddress(), address: 'نشانی دیگر' })).status).toBe(201);
    expect(await countOf(auth)).toBe(2);
  });

  it("sweeps a key once past its lifetime, not before: the periodic sweep's", async () => {
    const { auth } = await signIn(app);
    const key = crypto.randomUUID();
    await create(auth, key);
    await expectSweptAfter(
      time,
      24 * 3600,
      (now) => sweepIdempotencyKeys(db, now),
      async () => (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length,
    );
  });

  it('refuses a key longer than 255 characters or with other than visible ASCII, in Persian', async () => {
    const { auth } = await signIn(app);
    for (const key of ['x'.repeat(256), 'two words', 'کلید', '']) {
      const refused = await create(auth, key);
      expect(refused.status, key).toBe(400);
      expect(refused.body, key).toEqual({
        'idempotency-key': ['کلید تکرار (Idempotency-Key) باید از ۱ تا ۲۵۵ نویسهٔ لاتین، رقم یا نشانه و بدون فاصله باشد.'],
      });
    }
    expect(await countOf(auth)).toBe(0);
    expect((await create(auth, `${'x'.repeat(254)}!`)).status).toBe(201);
  });
});
