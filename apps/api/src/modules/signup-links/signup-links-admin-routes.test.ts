import { messages } from '@shop/contract/messages';
import {
  AdminSignupLinkListSchema,
  AdminSignupLinkSchema,
  SignupLinkSchema,
  signupLinkMessages,
  signupLinkMessageWith,
} from '@shop/contract/signup-links';
import { describe, expect, it } from 'vitest';
import { manualClock, newClientAddress, newMobileNumber, places, quickStaff } from '../../test/accounts.ts';
import { caller } from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';

// 27 October 2026, 10:30 in Tehran (5 Aban 1405).
const time = manualClock(Date.parse('2026-10-27T07:00:00Z'));
const { app, db } = await createTestApp({ clock: time.clock });
const call = caller(app);
const { iran, tehran, shahriar, isfahan } = await places(app, db);
const [staff] = await quickStaff(db, 1);
if (!staff) throw new Error('no staff');

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(method, `/api/admin${url}`, staff.auth, payload);

async function make(payload: object = {}) {
  const answer = await admin('POST', '/signup-links', payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return AdminSignupLinkSchema.parse(answer.body);
}

const publicLink = (code: string) => `/api/users/public/signup_links/${encodeURIComponent(code)}`;

/** The signup form a new customer sends from the link's page. */
const submit = async (code: string, mobileNumber = newMobileNumber()) => {
  const response = await app.inject({
    method: 'POST',
    url: publicLink(code),
    remoteAddress: newClientAddress(),
    payload: {
      first_name: 'سارا',
      last_name: 'محمدی',
      mobile_number: mobileNumber,
      national_code: '0012345679',
      country: iran.id,
      state: tehran.id,
      city: shahriar.id,
      postal_code: '1234567890',
      address: 'خیابان آزادی، پلاک ۷',
    },
  });
  return response.statusCode;
};

const journal = async (id: number) =>
  (await admin('GET', `/audit?entity=signup_link&entity_id=${id}`)).body.results as {
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

describe('POST /api/admin/signup-links', () => {
  it('makes a pre-filled link whose public page works at once, journalled', async () => {
    const link = await make({
      first_name: 'مريم',
      last_name: 'احمدی',
      mobile_number: '۰۹۱۲۱۱۱۲۲۳۳',
      national_code: '۰۰۱۲۳۴۵۶۷۹',
      country: iran.id,
      state: tehran.id,
      city: shahriar.id,
      postal_code: '1417613151',
      address: 'خیابان انقلاب',
      expires_on: '2026-11-10',
      max_uses: 2,
    });
    expect(link).toMatchObject({
      first_name: 'مریم',
      mobile_number: '09121112233',
      national_code: '0012345679',
      state_data: { id: tehran.id, name: 'تهران' },
      city_data: { id: shahriar.id, name: 'شهریار' },
      // The end of 10 November in Tehran.
      expires_at: '2026-11-10T20:29:59.999Z',
      expires_on: '2026-11-10',
      max_uses: 2,
      uses: 0,
      last_used_at: null,
      is_usable: true,
    });
    expect(link.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.web_client_url).toMatch(new RegExp(`^http://localhost(:80)?/signup_links\\?code=${link.code}$`));

    const page = await call('GET', publicLink(link.code));
    expect(page.status).toBe(200);
    expect(SignupLinkSchema.parse(page.body)).toMatchObject({ first_name: 'مریم', mobile_number: '09121112233' });

    expect(await journal(link.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        before: null,
        after: expect.objectContaining({ code: link.code, first_name: 'مریم', max_uses: 2, uses: 0 }),
      }),
    ]);
  });

  it('counts the forms sent from its page, and the link is used up after its last', async () => {
    const link = await make({ max_uses: 2 });
    expect(link).toMatchObject({ first_name: '', country: null, max_uses: 2 });
    // Thirty days from today, to the end of that day in Tehran.
    expect(link.expires_on).toBe('2026-11-26');

    expect(await submit(link.code)).toBe(204);
    time.advance(60);
    expect(await submit(link.code)).toBe(204);
    const used = AdminSignupLinkSchema.parse((await admin('GET', `/signup-links/${link.id}`)).body);
    expect(used).toMatchObject({ uses: 2, is_usable: false, last_used_at: time.clock().toISOString() });
    expect(await submit(link.code)).toBe(404);
  });

  it('refuses what the signup form refuses, a past day and no forms at all, each on its field in Persian', async () => {
    const answer = await admin('POST', '/signup-links', {
      first_name: '   ',
      mobile_number: '0912',
      national_code: '0012345678',
      postal_code: '123',
      expires_on: '2026-02-30',
      max_uses: 0,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      mobile_number: [messages.mobileInvalid],
      national_code: [messages.nationalCodeInvalid],
      postal_code: [messages.postalCodeInvalid],
      expires_on: [signupLinkMessages.expiryInvalid],
      max_uses: ['تعداد استفاده باید از ۱ تا ۱۰٬۰۰۰ باشد.'],
    });

    const place = await admin('POST', '/signup-links', {
      country: iran.id,
      state: isfahan.id,
      city: shahriar.id,
      expires_on: '2026-10-26',
    });
    expect(place.status).toBe(400);
    expect(place.body).toEqual({ city: [messages.cityNotInState], expires_on: [signupLinkMessages.expiryPast] });

    // Today still counts: the link works to the end of it.
    expect((await make({ expires_on: '۲۰۲۶-۱۰-۲۷' })).is_usable).toBe(true);
  });
});

describe('GET /api/admin/signup-links', () => {
  it('finds links by the name, number or code they carry, filters usable ones, and orders by uses', async () => {
    const mobile = newMobileNumber();
    const fresh = await make({ first_name: 'جستجو', last_name: 'پذیر', mobile_number: mobile, max_uses: 3 });
    const usedUp = await make({ first_name: 'جستجو', last_name: 'تمام‌شده' });
    expect(await submit(usedUp.code)).toBe(204);
    const expired = await make({ first_name: 'جستجو', last_name: 'گذشته', expires_on: '2026-10-28' });
    time.advance(2 * 86_400);
    try {
      const ids = async (query: string) => {
        const answer = await admin('GET', `/signup-links?${query}`);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return AdminSignupLinkListSchema.parse(answer.body).results.map((row) => row.id);
      };
      const search = `search=${encodeURIComponent('جستجو')}`;
      expect(await ids(search)).toEqual([expired.id, usedUp.id, fresh.id]);
      expect(await ids(`${search}&is_usable=true`)).toEqual([fresh.id]);
      expect(await ids(`${search}&is_usable=false`)).toEqual([expired.id, usedUp.id]);
      expect(await ids(`${search}&ordering=-uses`)).toEqual([usedUp.id, expired.id, fresh.id]);
      expect(await ids(`${search}&ordering=expires_at`)).toEqual([expired.id, fresh.id, usedUp.id]);
      expect(await ids(`search=${encodeURIComponent(mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d))}`)).toEqual([
        fresh.id,
      ]);
      expect(await ids(`search=${fresh.code}`)).toEqual([fresh.id]);
      expect((await admin('GET', '/signup-links?ordering=code')).status).toBe(400);
    } finally {
      time.advance(-2 * 86_400);
    }
  });
});

describe('PATCH and DELETE /api/admin/signup-links/{id}', () => {
  it('changes what a link pre-fills, its last day and its number of forms, journalled before and after', async () => {
    const link = await make({ first_name: 'علی', country: iran.id, state: tehran.id, city: shahriar.id });
    expect(await submit(link.code)).toBe(204);
    const answer = await admin('PATCH', `/signup-links/${link.id}`, {
      first_name: 'علیرضا',
      city: null,
      address: '',
      expires_on: '2026-12-01',
      max_uses: 5,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const changed = AdminSignupLinkSchema.parse(answer.body);
    expect(changed).toMatchObject({
      code: link.code,
      first_name: 'علیرضا',
      state: tehran.id,
      city: null,
      expires_on: '2026-12-01',
      max_uses: 5,
      uses: 1,
      is_usable: true,
    });
    expect((await call('GET', publicLink(link.code))).body).toMatchObject({ first_name: 'علیرضا', city_data: null });
    const [update] = await journal(link.id);
    expect(update).toMatchObject({
      action: 'update',
      before: { first_name: 'علی', city: shahriar.id, max_uses: 1, uses: 1 },
      after: { first_name: 'علیرضا', city: null, max_uses: 5, uses: 1 },
    });
  });

  it('takes the whole record back as the form sends it, an expired link`s past day included', async () => {
    const link = await make({ first_name: 'قدیمی', expires_on: '2026-10-28' });
    time.advance(3 * 86_400);
    try {
      const answer = await admin('PATCH', `/signup-links/${link.id}`, { ...link, first_name: 'قدیمی‌تر' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ first_name: 'قدیمی‌تر', expires_on: '2026-10-28', is_usable: false });
    } finally {
      time.advance(-3 * 86_400);
    }
  });

  it('refuses fewer forms than it took, a past day and a place out of its province, changing nothing', async () => {
    const link = await make({ max_uses: 3, country: iran.id, state: tehran.id });
    expect(await submit(link.code)).toBe(204);
    expect(await submit(link.code)).toBe(204);
    const answer = await admin('PATCH', `/signup-links/${link.id}`, {
      max_uses: 1,
      expires_on: '2026-01-01',
      city: shahriar.id,
      state: isfahan.id,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      max_uses: [signupLinkMessageWith.maxUsesBelowUses(2)],
      expires_on: [signupLinkMessages.expiryPast],
      city: [messages.cityNotInState],
    });
    expect((await admin('GET', `/signup-links/${link.id}`)).body).toMatchObject({ max_uses: 3, state: tehran.id, city: null });
    expect(await journal(link.id)).toHaveLength(1);
  });

  it('deletes a link, whose page is then not found', async () => {
    const link = await make();
    expect((await admin('DELETE', `/signup-links/${link.id}`)).status).toBe(204);
    expect(await call('GET', publicLink(link.code))).toMatchObject({
      status: 404,
      body: { detail: messages.signupLinkNotFound },
    });
    expect((await admin('DELETE', `/signup-links/${link.id}`)).status).toBe(404);
    expect((await journal(link.id)).map((row) => row.action)).toEqual(['delete', 'create']);
  });

  it('answers an unknown link with a Persian 404 and a bad id with a 400', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const payload = method === 'PATCH' ? { max_uses: 2 } : undefined;
      const missing = await admin(method, '/signup-links/999999', payload);
      expect([method, missing.status, missing.body]).toEqual([method, 404, { detail: signupLinkMessages.signupLinkNotFound }]);
      const bad = await admin(method, '/signup-links/x', payload);
      expect([method, bad.status, bad.body]).toEqual([method, 400, { id: [messages.invalidId] }]);
    }
  });
});
