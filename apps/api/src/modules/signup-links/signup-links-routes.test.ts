import { AddressListSchema } from '@shop/contract/addresses';
import { messages } from '@shop/contract/messages';
import { paths } from '@shop/contract/paths';
import { SignupLinkSchema } from '@shop/contract/signup-links';
import { ProfileSchema } from '@shop/contract/users';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_SIGNUP_CODES } from '../../db/seed/demo-shop.ts';
import { manualClock, newClientAddress, newMobileNumber, places, signIn } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { users } from '../users/users-tables.ts';
import { createSignupLink, type NewSignupLink } from './signup-links-service.ts';

const time = manualClock();
const { app, db } = await createTestApp({ clock: time.clock });
const { iran, tehran, shahriar, isfahan } = await places(app, db);

const notFound = { detail: 'لینک ثبت‌نام نامعتبر است، یا استفاده شده یا منقضی شده است.' };
const newLink = (link: NewSignupLink = {}) => createSignupLink({ db, clock: time.clock }, link);
const url = (code: string) => `/api/users/public/signup_links/${encodeURIComponent(code)}`;

const read = async (code: string) => {
  const response = await app.inject({ method: 'GET', url: url(code) });
  return { status: response.statusCode, body: response.json() };
};

/** Each form from an address of its own, so that only the rate-limit test meets the limit. */
const submit = async (code: string, payload: object, client = newClientAddress()) => {
  const response = await app.inject({ method: 'POST', url: url(code), payload, remoteAddress: client });
  return { status: response.statusCode, body: response.body ? response.json() : null };
};

const form = (mobileNumber = newMobileNumber()) => ({
  first_name: 'سارا',
  last_name: 'محمدی',
  mobile_number: mobileNumber,
  national_code: '۰۰۱۲۳۴۵۶۷۹',
  country: iran.id,
  state: tehran.id,
  city: shahriar.id,
  postal_code: '۱۲۳۴۵۶۷۸۹۰',
  address: 'خیابان آزادی، پلاک ۷',
});

/** The customer's profile and addresses, read as they would see them (signed in, or with their token). */
async function accountOf(mobileNumber: string, auth?: Record<string, string>) {
  auth ??= (await signIn(app, mobileNumber)).auth;
  const [me, addresses] = await Promise.all([
    app.inject({ method: 'GET', url: '/api/users/me', headers: auth }),
    app.inject({ method: 'GET', url: '/api/users/me/addresses', headers: auth }),
  ]);
  return { profile: ProfileSchema.parse(me.json()), addresses: AddressListSchema.parse(addresses.json()).results };
}

describe('GET /api/users/public/signup_links/{code}', () => {
  it('answers what the link pre-fills, places named', async () => {
    const { code } = await newLink({
      prefill: {
        firstName: 'مریم',
        lastName: 'احمدی',
        mobileNumber: '09121112233',
        nationalCode: '0012345679',
        countryId: iran.id,
        stateId: tehran.id,
        cityId: shahriar.id,
        postalCode: '1417613151',
        address: 'خیابان انقلاب',
      },
    });
    expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const answer = await read(code);
    expect(answer.status).toBe(200);
    expect(SignupLinkSchema.parse(answer.body)).toEqual({
      first_name: 'مریم',
      last_name: 'احمدی',
      mobile_number: '09121112233',
      national_code: '0012345679',
      country_data: { id: iran.id, name: 'ایران' },
      state_data: { id: tehran.id, name: 'تهران' },
      city_data: { id: shahriar.id, name: 'شهریار' },
      postal_code: '1417613151',
      address: 'خیابان انقلاب',
    });
  });

  it('answers empty fields and null places for what the store did not know', async () => {
    const { code } = await newLink({ prefill: { firstName: 'علی' } });
    expect((await read(code)).body).toEqual({
      first_name: 'علی',
      last_name: '',
      mobile_number: '',
      national_code: '',
      country_data: null,
      state_data: null,
      city_data: null,
      postal_code: '',
      address: '',
    });
  });

  it('does not find a wrong code', async () => {
    expect(await read('no-such-code')).toEqual({ status: 404, body: notFound });
    expect(await submit('no-such-code', form())).toEqual({ status: 404, body: notFound });
  });

  it('finds the demo shop’s links', async () => {
    expect((await read(DEMO_SIGNUP_CODES.reusable)).body).toMatchObject({ first_name: 'مریم', national_code: '0012345679' });
    expect((await read(DEMO_SIGNUP_CODES.singleUse)).status).toBe(200);
    expect(paths.signupLink(DEMO_SIGNUP_CODES.reusable)).toBe('/signup_links?code=demo');
  });
});

describe('POST /api/users/public/signup_links/{code}', () => {
  it('makes the customer with their address, and the link is then used', async () => {
    const { code } = await newLink();
    const mobileNumber = newMobileNumber();
    expect(await submit(code, { ...form(mobileNumber), code })).toEqual({ status: 204, body: null });

    const { profile, addresses } = await accountOf(mobileNumber);
    expect(profile).toMatchObject({
      first_name: 'سارا',
      last_name: 'محمدی',
      national_code: '0012345679',
      postal_code: '1234567890',
      address: 'خیابان آزادی، پلاک ۷',
      country_data: { id: iran.id, name: 'ایران' },
      state_data: { id: tehran.id, name: 'تهران' },
      city_data: { id: shahriar.id, name: 'شهریار' },
      is_profile_completed: true,
    });
    expect(addresses).toEqual([
      expect.objectContaining({
        first_name: 'سارا',
        last_name: 'محمدی',
        mobile_number: mobileNumber,
        city_data: { id: shahriar.id, name: 'شهریار' },
        postal_code: '1234567890',
        address: 'خیابان آزادی، پلاک ۷',
      }),
    ]);

    expect(await read(code)).toEqual({ status: 404, body: notFound });
    expect(await submit(code, form())).toEqual({ status: 404, body: notFound });
  });

  it('takes as many forms as the link allows', async () => {
    const { code } = await newLink({ maxUses: 2 });
    expect((await submit(code, form())).status).toBe(204);
    expect((await read(code)).status).toBe(200);
    expect((await submit(code, form())).status).toBe(204);
    expect((await submit(code, form())).status).toBe(404);
  });

  it('does not find a link past its expiry, by the shop’s clock', async () => {
    const { code } = await newLink({ expiresAt: new Date(time.clock().getTime() + 3600_000) });
    expect((await read(code)).status).toBe(200);
    time.advance(3600);
    expect(await read(code)).toEqual({ status: 404, body: notFound });
    expect(await submit(code, form())).toEqual({ status: 404, body: notFound });
  });

  it('refuses the form with the spec’s messages and leaves the link unused', async () => {
    const { code } = await newLink();
    expect(await submit(code, {})).toEqual({
      status: 400,
      body: {
        first_name: ['لطفا نام را وارد کنید'],
        last_name: ['لطفا نام خانوادگی را وارد کنید'],
        mobile_number: ['این فیلد الزامی است.'],
        national_code: ['کد ملی باید دقیقا ۱۰ رقم باشد'],
        country: ['لطفا کشور را انتخاب کنید'],
        state: ['لطفا استان را انتخاب کنید'],
        city: ['لطفا شهر را انتخاب کنید'],
        postal_code: ['کد پستی باید دقیقا ۱۰ رقم باشد'],
        address: ['لطفا آدرس را وارد کنید'],
      },
    });
    expect(await submit(code, { ...form(), mobile_number: '0912', national_code: '۱۲۳۴' })).toEqual({
      status: 400,
      body: { mobile_number: ['شماره موبایل نادرست است.'], national_code: ['کد ملی باید دقیقا ۱۰ رقم باشد'] },
    });
    expect((await read(code)).status).toBe(200);
  });

  it('checks the national code’s check digit', async () => {
    const { code } = await newLink();
    expect(await submit(code, { ...form(), national_code: '0012345678' })).toEqual({
      status: 400,
      body: { national_code: ['کد ملی نامعتبر است'] },
    });
    expect(await submit(code, { ...form(), national_code: '1111111111' })).toEqual({
      status: 400,
      body: { national_code: ['کد ملی نامعتبر است'] },
    });
    expect((await read(code)).status).toBe(200);
  });

  it('refuses a city outside the province on its field', async () => {
    const { code } = await newLink();
    expect(await submit(code, { ...form(), state: isfahan.id })).toEqual({
      status: 400,
      body: { city: ['این شهر در استان انتخاب‌شده نیست.'] },
    });
    expect((await read(code)).status).toBe(200);
  });

  it('does not take a form whose code is another link’s', async () => {
    const [first, second] = [await newLink(), await newLink()];
    expect(await submit(first.code, { ...form(), code: second.code })).toEqual({ status: 404, body: notFound });
    expect((await read(first.code)).status).toBe(200);
    expect((await read(second.code)).status).toBe(200);
  });

  it('completes an existing customer: fills what is empty, overwrites nothing, makes no second account', async () => {
    const { auth, mobileNumber } = await signIn(app);
    const named = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: auth,
      payload: { first_name: 'زهرا' },
    });
    expect(named.statusCode).toBe(200);
    // A link the store made for another number cannot touch this account, and stays unused.
    const other = await newLink({ prefill: { mobileNumber: newMobileNumber() } });
    expect(await submit(other.code, form(mobileNumber))).toEqual({
      status: 400,
      body: { mobile_number: [messages.mobileAlreadyRegistered] },
    });
    expect((await accountOf(mobileNumber, auth)).addresses).toEqual([]);
    expect((await read(other.code)).status).toBe(200);

    const { code } = await newLink({ prefill: { mobileNumber } });
    expect((await submit(code, form(mobileNumber))).status).toBe(204);

    const { profile, addresses } = await accountOf(mobileNumber, auth);
    expect(profile).toMatchObject({
      first_name: 'زهرا',
      last_name: 'محمدی',
      national_code: '0012345679',
      postal_code: '1234567890',
      city_data: { id: shahriar.id, name: 'شهریار' },
    });
    // The address is the form's, names included: it is who receives parcels there.
    expect(addresses).toEqual([expect.objectContaining({ first_name: 'سارا', last_name: 'محمدی', mobile_number: mobileNumber })]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.mobileNumber, mobileNumber))).toHaveLength(1);
  });

  it('makes one customer of two forms sent at once on a single-use link', async () => {
    const { code } = await newLink();
    const numbers = [newMobileNumber(), newMobileNumber()];
    const answers = await Promise.all(numbers.map((number) => submit(code, form(number))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 404]);
    expect(await db.select({ id: users.id }).from(users).where(inArray(users.mobileNumber, numbers))).toHaveLength(1);
  });

  it('limits forms from one client address', async () => {
    const { code } = await newLink();
    const client = newClientAddress();
    for (let sent = 0; sent < 10; sent++) expect((await submit(code, {}, client)).status).toBe(400);
    const refused = await submit(code, form(), client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: expect.stringContaining('ثانیه'), retry_after: expect.any(Number) });
    expect((await submit(code, form())).status).toBe(204);
  });
});
