import { messages } from '@shop/contract/messages';
import { ProfileSchema } from '@shop/contract/users';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formData, signIn } from '../test/accounts.ts';
import { createTestApp } from '../test/test-app.ts';

const { app } = await createTestApp();

const refused = (field: string) => ({ [field]: [messages.controlCharacter] });

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

async function profile(auth: Record<string, string>) {
  return ProfileSchema.parse((await app.inject({ method: 'GET', url: '/api/users/me', headers: auth })).json());
}

describe('a control character sent to the API', () => {
  it('is a 400 on the query parameter that holds it', async () => {
    expect(await get('/api/products/public?search=%00')).toEqual({ status: 400, body: refused('search') });
    expect(await get('/api/products/public?search=%D9%81%D8%B4%D8%A7%D8%B1%C2%85')).toEqual({
      status: 400,
      body: refused('search'),
    });
    expect(await get('/api/location/states?search=%D8%AA%D9%87%D8%B1%1B%5B31m')).toEqual({
      status: 400,
      body: refused('search'),
    });
    expect(await get('/api/location/cities?search=a%00b&limit=5')).toEqual({ status: 400, body: refused('search') });
  });

  it('is a 400 on a repeated query parameter whichever of its values holds it', async () => {
    expect(await get('/api/products/public?search=a&search=%00')).toEqual({ status: 400, body: refused('search') });
    expect(await get('/api/products/public?brand=1&brand=2%00')).toEqual({ status: 400, body: refused('brand') });
    expect(await get('/api/products/public?search[]=%00')).toEqual({ status: 400, body: refused('search[]') });
  });

  it('is a 400 on the route parameter that holds it', async () => {
    expect(await get('/api/products/catalogs/%00')).toEqual({ status: 400, body: refused('key') });
  });

  it('is a 400 on the JSON field that holds it, and the profile stays as it was', async () => {
    const { auth } = await signIn(app);
    const before = await profile(auth);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: auth,
      payload: { first_name: 'a\u0000b', last_name: 'رضایی' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('first_name'));
    expect(await profile(auth)).toEqual(before);
  });

  it('is a 400 on the multipart field that holds it, and no avatar is kept', async () => {
    const { auth } = await signIn(app);
    const before = await profile(auth);
    const avatar = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1976d2' } })
      .png()
      .toBuffer();
    const form = await formData(
      { first_name: 'علی', last_name: 'رضا\u0007یی' },
      { avatar: { bytes: avatar, name: 'avatar.png', type: 'image/png' } },
    );
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('last_name'));
    expect(await profile(auth)).toEqual(before);
  });

  it('lets tabs and line breaks through, as a multi-line address needs', async () => {
    const { auth } = await signIn(app);
    const address = 'تهران، خیابان آزادی\r\nکوچه\tپنجم، پلاک ۱۲';
    const response = await app.inject({ method: 'PATCH', url: '/api/users/me', headers: auth, payload: { address } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await profile(auth)).address).toBe(address);
  });
});
