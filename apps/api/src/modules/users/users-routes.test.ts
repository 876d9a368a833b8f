import { toPersianDigits } from '@shop/contract/persian';
import { ProfileSchema } from '@shop/contract/users';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { formData, places, signIn } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, db } = await createTestApp();

const { iran, tehran, shahriar, kashan, herat } = await places(app, db);

async function profile(auth: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
  expect(response.statusCode).toBe(200);
  return ProfileSchema.parse(response.json());
}

const patch = async (auth: Record<string, string>, payload: object) => {
  const response = await app.inject({ method: 'PATCH', url: '/api/users/me', headers: auth, payload });
  return { status: response.statusCode, body: response.json() };
};

const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function patchForm(
  auth: Record<string, string>,
  fields: Record<string, string>,
  avatar?: { bytes: Buffer; name: string; type: string },
) {
  const form = await formData(fields, avatar ? { avatar } : {});
  const response = await app.inject({
    method: 'PATCH',
    url: '/api/users/me',
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe('GET /api/users/me', () => {
  it('starts a new customer with an empty, incomplete profile', async () => {
    const { auth, mobileNumber } = await signIn(app);
    expect(await profile(auth)).toEqual({
      id: expect.any(Number),
      username: mobileNumber,
      mobile_number: mobileNumber,
      first_name: '',
      last_name: '',
      full_name: '',
      email: '',
      birth_date: null,
      gender: null,
      avatar: null,
      is_profile_completed: false,
      national_code: '',
      postal_code: '',
      address: '',
      country: null,
      state: null,
      city: null,
      country_data: null,
      state_data: null,
      city_data: null,
    });
  });

  it('needs a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'اطلاعات ورود ارسال نشده است.' });
  });
});

describe('PATCH /api/users/me', () => {
  it('saves the account form, with places as ids in and objects out', async () => {
    const { auth } = await signIn(app);
    const { status, body } = await patch(auth, {
      first_name: 'علي',
      last_name: 'رضایی',
      email: ' ali@example.com ',
      birth_date: '۱۹۹۰-۰۳-۲۱',
      gender: 'male',
      national_code: '۰۴۹۹۳۷۰۸۹۹',
      postal_code: '1234567890',
      address: 'خیابان آزادی',
      country: iran.id,
      state: tehran.id,
      city: shahriar.id,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      first_name: 'علی',
      last_name: 'رضایی',
      full_name: 'علی رضایی',
      email: 'ali@example.com',
      birth_date: '1990-03-21',
      gender: 'male',
      national_code: '0499370899',
      is_profile_completed: true,
      country: iran.id,
      country_data: { id: iran.id, name: 'ایران' },
      state_data: { id: tehran.id, name: 'تهران' },
      city_data: { id: shahriar.id, name: 'شهریار' },
    });
    expect(await profile(auth)).toEqual(body);
  });

  it('takes part of the form, as the checkout name completion sends it, and clears optional fields with empty values', async () => {
    const { auth } = await signIn(app);
    await patch(auth, { email: 'a@b.ir', first_name: 'مریم' });
    const named = await patch(auth, { last_name: 'احمدی' });
    expect(named.body).toMatchObject({ first_name: 'مریم', last_name: 'احمدی', email: 'a@b.ir', is_profile_completed: true });
    const cleared = await patch(auth, { email: '', birth_date: null });
    expect(cleared.body).toMatchObject({ email: '', birth_date: null, first_name: 'مریم' });
  });

  it('refuses bad fields in Persian and changes nothing', async () => {
    const { auth } = await signIn(app);
    await patch(auth, { first_name: 'رضا' });
    const { status, body } = await patch(auth, {
      first_name: '',
      email: 'not-an-email',
      birth_date: '1990-02-30',
      gender: 'other',
      national_code: '0499370898',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      first_name: ['لطفا نام را وارد کنید'],
      email: ['نشانی ایمیل معتبر نیست.'],
      birth_date: ['تاریخ تولد نامعتبر است.'],
      gender: ['لطفا جنسیت را انتخاب کنید'],
      national_code: ['کد ملی نامعتبر است'],
    });
    expect((await patch(auth, { national_code: '123' })).body).toEqual({ national_code: ['کد ملی باید دقیقا ۱۰ رقم باشد'] });
    expect((await patch(auth, { birth_date: '2999-01-01' })).status).toBe(400);
    expect((await profile(auth)).first_name).toBe('رضا');
  });

  it('takes only visible text as a name, and stores it cleaned', async () => {
    const { auth } = await signIn(app);
    await patch(auth, { first_name: 'رضا', last_name: 'کریمی' });
    const invisible = await patch(auth, { first_name: '\u200c\u200c', last_name: '\u202e\u064b', address: '\u200b' });
    expect(invisible).toEqual({
      status: 400,
      body: { first_name: ['لطفا نام را وارد کنید'], last_name: ['لطفا نام خانوادگی را وارد کنید'] },
    });
    const cleaned = await patch(auth, { first_name: ' \u200cمی\u200c\u200cنا\u202e ', last_name: 'كريمي', address: '\u200b' });
    expect(cleaned.status, JSON.stringify(cleaned.body)).toBe(200);
    expect(cleaned.body).toMatchObject({ first_name: 'می\u200cنا', last_name: 'کریمی', address: '' });
  });

  it('says the length limit of a too-long name or address, once per field', async () => {
    const { auth } = await signIn(app);
    const { status, body } = await patch(auth, { first_name: 'ا'.repeat(151), address: 'ب'.repeat(501), city: '9'.repeat(30) });
    expect(status).toBe(400);
    expect(body).toEqual({
      first_name: ['حداکثر ۱۵۰ نویسه مجاز است.'],
      address: ['حداکثر ۵۰۰ نویسه مجاز است.'],
      city: ['لطفا شهر را انتخاب کنید'],
    });
  });

  it('takes places only as plain decimal ids', async () => {
    const { auth } = await signIn(app);
    for (const written of [`0x${iran.id.toString(16)}`, `${iran.id}e0`, `+${iran.id}`, ` ${iran.id}`, `${iran.id}.0`, true]) {
      const { status, body } = await patch(auth, { country: written });
      expect({ status, body }, String(written)).toEqual({ status: 400, body: { country: ['لطفا کشور را انتخاب کنید'] } });
    }
    expect((await patch(auth, { country: String(iran.id) })).status).toBe(200);
  });

  it('refuses a province outside the country and a city outside the province', async () => {
    const { auth } = await signIn(app);
    expect((await patch(auth, { country: iran.id, state: herat?.id, city: null })).body).toEqual({
      state: ['این استان در کشور انتخاب‌شده نیست.'],
    });
    expect((await patch(auth, { country: iran.id, state: tehran.id, city: kashan.id })).body).toEqual({
      city: ['این شهر در استان انتخاب‌شده نیست.'],
    });
    expect((await patch(auth, { country: 999_999 })).body).toEqual({ country: ['کشور انتخاب‌شده یافت نشد.'] });
    expect((await patch(auth, { state: tehran.id })).body).toEqual({ country: ['لطفا کشور را انتخاب کنید'] });
    expect((await profile(auth)).state).toBeNull();
  });

  it('takes a multipart form with a PNG avatar, re-encoded to WebP, resized and served under /media/', async () => {
    const { auth } = await signIn(app);
    const bytes = await pngOf(1200, 900);
    const { status, body } = await patchForm(
      auth,
      { first_name: 'نگار', country: String(iran.id) },
      {
        bytes,
        name: 'me.png',
        type: 'image/png',
      },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.first_name).toBe('نگار');
    expect(body.country).toBe(iran.id);
    expect(body.avatar).toMatchObject({ f: expect.stringMatching(/^\/media\/avatars\/\w+\.webp$/), width: 512, height: 384 });
    for (const url of [body.avatar.f, body.avatar.thumbnail]) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
    const thumb = await sharp((await app.inject({ method: 'GET', url: body.avatar.thumbnail })).rawPayload).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(128);
    expect((await profile(auth)).avatar).toEqual(body.avatar);
  });

  it('refuses a file that is not a JPEG, PNG or WebP on the avatar field, and changes nothing', async () => {
    const { auth } = await signIn(app);
    const notImages = [
      { bytes: Buffer.from('%PDF-1.4 not a picture at all'), name: 'me.png', type: 'image/png' },
      {
        bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
          .gif()
          .toBuffer(),
        name: 'a.gif',
        type: 'image/gif',
      },
      { bytes: (await pngOf(40, 40)).subarray(0, 60), name: 'cut.png', type: 'image/png' },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
        name: 'a.svg',
        type: 'image/svg+xml',
      },
    ];
    for (const avatar of notImages) {
      const { status, body } = await patchForm(auth, { first_name: 'تغییر' }, avatar);
      expect(status, avatar.name).toBe(400);
      expect(body, avatar.name).toEqual({ avatar: ['تصویر باید از نوع JPEG، PNG یا WebP باشد.'] });
    }
    const unchanged = await profile(auth);
    expect(unchanged.first_name).toBe('');
    expect(unchanged.avatar).toBeNull();
  });

  it('refuses an avatar over 5 MB on the avatar field, and changes nothing', async () => {
    const { auth } = await signIn(app);
    const oversized = Buffer.concat([await pngOf(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const { status, body } = await patchForm(
      auth,
      { first_name: 'تغییر' },
      { bytes: oversized, name: 'big.png', type: 'image/png' },
    );
    expect(status).toBe(400);
    expect(body).toEqual({ avatar: ['حجم تصویر نباید بیشتر از ۵ مگابایت باشد.'] });
    expect((await profile(auth)).first_name).toBe('');
  });

  it('reads multipart text fields through the same rules', async () => {
    const { auth } = await signIn(app);
    const { status, body } = await patchForm(auth, { gender: 'female', national_code: '1111111111', email: '' });
    expect(status).toBe(400);
    expect(body).toEqual({ national_code: ['کد ملی نامعتبر است'] });
    expect((await patchForm(auth, { gender: 'female', email: '' })).body.gender).toBe('female');
  });

  it('refuses a malformed multipart body with a 400', async () => {
    const { auth } = await signIn(app);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nunfinished',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['بدنه درخواست معتبر نیست.'] });
  });
});

describe('avatar uploads', () => {
  const avatarOf = (bytes: Buffer) => ({ bytes, name: 'me.png', type: 'image/png' });
  const served = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

  it('refuses a picture over 25 megapixels before decoding it, with a Persian field error, and changes nothing', async () => {
    const { auth } = await signIn(app);
    // A flat colour: under 1 MB of PNG, 50 megapixels once decoded.
    const { status, body } = await patchForm(auth, { first_name: 'تغییر' }, avatarOf(await pngOf(7070, 7070)));
    expect(status).toBe(400);
    expect(body).toEqual({ avatar: ['ابعاد تصویر بیش از حد بزرگ است؛ تصویر باید حداکثر ۲۵ مگاپیکسل باشد.'] });
    expect((await profile(auth)).first_name).toBe('');
    expect((await patchForm(auth, {}, avatarOf(await pngOf(5000, 5000)))).status).toBe(200);
  });

  it('deletes the replaced avatar and its thumbnail once the new one is saved, and keeps it when the new one is refused', async () => {
    const { auth } = await signIn(app);
    const first = (await patchForm(auth, {}, avatarOf(await pngOf(300, 200)))).body.avatar;
    // The same picture again is a new avatar of its own: deleting the one it replaces leaves it served.
    const again = (await patchForm(auth, {}, avatarOf(await pngOf(300, 200)))).body.avatar;
    expect(again.f).not.toBe(first.f);
    expect(await served(first.f)).toBe(404);
    expect(await served(first.thumbnail)).toBe(404);
    expect(await served(again.f)).toBe(200);

    expect((await patchForm(auth, {}, avatarOf(await pngOf(7070, 7070)))).status).toBe(400);
    expect((await profile(auth)).avatar).toEqual(again);
    expect(await served(again.f)).toBe(200);
    expect(await served(again.thumbnail)).toBe(200);
  });

  it('decodes at most two pictures at a time, however many customers send one', async () => {
    let decoding = 0;
    let most = 0;
    const toBuffer = sharp.prototype.toBuffer;
    const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(function (this: unknown, ...args: unknown[]) {
      decoding++;
      most = Math.max(most, decoding);
      return (Reflect.apply(toBuffer, this, args) as Promise<unknown>).finally(() => {
        decoding--;
      }) as never;
    });
    try {
      const customers = await Promise.all(Array.from({ length: 6 }, () => signIn(app)));
      const bytes = await pngOf(3000, 2000);
      const answers = await Promise.all(customers.map(({ auth }) => patchForm(auth, {}, avatarOf(bytes))));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      spy.mockRestore();
    }
    expect(most).toBe(2);
  });

  it('takes five forms with a picture from a customer in ten minutes, then answers 429 in Persian', async () => {
    const { auth } = await signIn(app);
    const bytes = await pngOf(40, 40);
    for (let sent = 0; sent < 5; sent++) expect((await patchForm(auth, {}, avatarOf(bytes))).status).toBe(200);
    const refused = await patchForm(auth, {}, avatarOf(bytes));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(refused.body).toEqual({
      detail: `تعداد درخواست‌ها بیش از حد مجاز است. لطفا ${toPersianDigits(retryAfter)} ثانیه دیگر دوباره تلاش کنید.`,
      retry_after: retryAfter,
    });
    // Text changes do not count, and the limit is this customer's alone.
    expect((await patch(auth, { first_name: 'سارا' })).status).toBe(200);
    expect((await patchForm((await signIn(app)).auth, {}, avatarOf(bytes))).status).toBe(200);
  });
});
