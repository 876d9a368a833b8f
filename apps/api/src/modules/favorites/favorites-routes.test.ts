import { FavoriteProductListSchema } from '@shop/contract/favorites';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();
expect(app.config.CATALOGUE_CACHE_SECONDS).toBeGreaterThan(0);

type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers = {}, payload?: object) => {
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? response.json() : null };
};

const page = (await call('GET', '/api/products/public?limit=5')).body.results as { id: number }[];
const [first, second, third] = page.map((product) => product.id) as [number, number, number];

/** `is_favorite` of a product in the listing (cached), its page, and its catalogue neighbours, for these headers. */
async function favoriteFlags(productId: number, headers: Headers) {
  const listed = (await call('GET', '/api/products/public?limit=5', headers)).body.results.find(
    (product: { id: number }) => product.id === productId,
  );
  const detail = (await call('GET', `/api/products/public/${productId}`, headers)).body;
  return { listed: listed?.is_favorite, detail: detail.is_favorite };
}

describe('/api/users/me/favorite_products', () => {
  it('adds a product once (201, then 200) and lists the favourites, newest first', async () => {
    const { auth } = await signIn(app);
    const added = await call('POST', '/api/users/me/favorite_products', auth, { product: first });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: first, is_favorite: true });
    expect((await call('POST', '/api/users/me/favorite_products', auth, { product: first })).status).toBe(200);
    expect((await call('POST', '/api/users/me/favorite_products', auth, { product: second })).status).toBe(201);
    const list = FavoriteProductListSchema.parse((await call('GET', '/api/users/me/favorite_products', auth)).body);
    expect(list.count).toBe(2);
    expect(list.results.map((product) => product.id)).toEqual([second, first]);
    expect(list.results.every((product) => product.is_favorite)).toBe(true);
  });

  it('refuses an unknown product on the product field', async () => {
    const { auth } = await signIn(app);
    const unknown = await call('POST', '/api/users/me/favorite_products', auth, { product: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ product: ['محصول یافت نشد.'] });
    expect((await call('POST', '/api/users/me/favorite_products', auth, { product: 'abc' })).body).toEqual({
      product: ['شناسه نامعتبر است.'],
    });
    expect((await call('POST', '/api/users/me/favorite_products', auth, {})).status).toBe(400);
  });

  it("removes by the product's id; another customer's favourite answers 404 and stays", async () => {
    const owner = await signIn(app);
    const stranger = await signIn(app);
    await call('POST', '/api/users/me/favorite_products', owner.auth, { product: third });
    expect((await call('DELETE', `/api/users/me/favorite_products/${third}`, stranger.auth)).body).toEqual({
      detail: 'این محصول در علاقه‌مندی‌های شما نیست.',
    });
    expect((await call('GET', '/api/users/me/favorite_products', owner.auth)).body.count).toBe(1);
    expect((await call('DELETE', `/api/users/me/favorite_products/${third}`, owner.auth)).status).toBe(204);
    expect((await call('GET', '/api/users/me/favorite_products', owner.auth)).body.count).toBe(0);
    expect((await call('DELETE', `/api/users/me/favorite_products/${third}`, owner.auth)).status).toBe(404);
  });

  it('needs a token', async () => {
    expect((await call('GET', '/api/users/me/favorite_products')).status).toBe(401);
    expect((await call('POST', '/api/users/me/favorite_products', {}, { product: first })).status).toBe(401);
    expect((await call('DELETE', `/api/users/me/favorite_products/${first}`)).status).toBe(401);
  });
});

describe('is_favorite on products', () => {
  it("is true for the favouriting customer only, whoever filled the catalogue's cache first", async () => {
    const fan = await signIn(app);
    const other = await signIn(app);
    // A visitor fills the cache with the listing before anyone favourites.
    expect(await favoriteFlags(first, {})).toEqual({ listed: false, detail: false });
    await call('POST', '/api/users/me/favorite_products', fan.auth, { product: first });

    expect(await favoriteFlags(first, fan.auth)).toEqual({ listed: true, detail: true });
    expect(await favoriteFlags(first, {})).toEqual({ listed: false, detail: false });
    expect(await favoriteFlags(first, other.auth)).toEqual({ listed: false, detail: false });
    expect(await favoriteFlags(second, fan.auth)).toEqual({ listed: false, detail: false });
    expect(await favoriteFlags(first, { authorization: 'Token revoked-or-made-up-token-0000' })).toEqual({
      listed: false,
      detail: false,
    });

    // And the other way round: the customer fills the cache for a page nobody asked for yet.
    const fresh = `/api/products/public?limit=7&ordering=-updated_at`;
    const flagOf = (body: { results: { id: number; is_favorite: boolean }[] }) =>
      body.results.find((product) => product.id === first)?.is_favorite;
    expect(flagOf((await call('GET', fresh, fan.auth)).body)).toBe(true);
    expect(flagOf((await call('GET', fresh)).body)).toBe(false);
    expect(flagOf((await call('GET', fresh, other.auth)).body)).toBe(false);

    await call('DELETE', `/api/users/me/favorite_products/${first}`, fan.auth);
    expect(await favoriteFlags(first, fan.auth)).toEqual({ listed: false, detail: false });
  });

  it('marks favourites among similar products too', async () => {
    const fan = await signIn(app);
    const related = (await call('GET', `/api/products/public/${first}/related`)).body as { id: number }[];
    const neighbour = related[0]?.id;
    if (!neighbour) throw new Error('the demo product has no similar products');
    await call('POST', '/api/users/me/favorite_products', fan.auth, { product: neighbour });
    const seen = (await call('GET', `/api/products/public/${first}/related`, fan.auth)).body as {
      id: number;
      is_favorite: boolean;
    }[];
    expect(seen.find((product) => product.id === neighbour)?.is_favorite).toBe(true);
    expect(seen.filter((product) => product.id !== neighbour).every((product) => !product.is_favorite)).toBe(true);
  });
});
