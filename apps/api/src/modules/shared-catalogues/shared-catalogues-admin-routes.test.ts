import { messages } from '@shop/contract/messages';
import {
  AdminCatalogueListSchema,
  AdminCatalogueSchema,
  CATALOGUE_MAX_ITEMS,
  CatalogueSchema,
  sharedCatalogueMessages,
  sharedCatalogueMessageWith,
} from '@shop/contract/shared-catalogues';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_KEY } from '../../db/seed/demo-shop.ts';
import { manualClock, quickStaff } from '../../test/accounts.ts';
import { caller, testProducts } from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { products } from '../catalogue/catalogue-tables.ts';

const time = manualClock();
const { app, db } = await createTestApp({ clock: time.clock });
const call = caller(app);
const shop = await testProducts(db);
const [staff] = await quickStaff(db, 1);
if (!staff) throw new Error('no staff');

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(method, `/api/admin${url}`, staff.auth, payload);

/** The catalogue as a visitor opening its link reads it. */
const publicPage = async (key: string) => {
  const answer = await call('GET', `/api/products/catalogs/${key}`);
  return { status: answer.status, body: answer.status === 200 ? CatalogueSchema.parse(answer.body) : answer.body };
};

async function make(payload: object) {
  const answer = await admin('POST', '/catalogues', payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return AdminCatalogueSchema.parse(answer.body);
}

const journal = async (id: number) =>
  (await admin('GET', `/audit?entity=catalogue&entity_id=${id}`)).body.results as {
    action: string;
    before: unknown;
    after: unknown;
  }[];

describe('GET /api/admin/catalogues', () => {
  it('lists the demo catalogue with its item count and its public link', async () => {
    const answer = await admin('GET', `/catalogues?search=${encodeURIComponent('پزشکی خانگی')}`);
    expect(answer.status).toBe(200);
    const page = AdminCatalogueListSchema.parse(answer.body);
    expect(page.results).toEqual([
      expect.objectContaining({
        key: DEMO_CATALOGUE_KEY,
        name: 'کاتالوگ تجهیزات پزشکی خانگی',
        items_count: (await publicPage(DEMO_CATALOGUE_KEY)).body.items.length,
        web_client_url: expect.stringMatching(new RegExp(`^http://localhost(:80)?/catalogs\\?key=${DEMO_CATALOGUE_KEY}$`)),
      }),
    ]);
  });

  it('orders by title or by the last change, either way', async () => {
    const older = await make({ name: 'ترتیب آ', items: [] });
    time.advance(60);
    const newer = await make({ name: 'ترتیب ب', items: [] });
    const ids = async (ordering: string) =>
      AdminCatalogueListSchema.parse(
        (await admin('GET', `/catalogues?search=${encodeURIComponent('ترتیب')}&ordering=${ordering}`)).body,
      ).results.map((row) => row.id);
    expect(await ids('-updated_at')).toEqual([newer.id, older.id]);
    expect(await ids('updated_at')).toEqual([older.id, newer.id]);
    expect(await ids('name')).toEqual([older.id, newer.id]);
    expect(await ids('-name')).toEqual([newer.id, older.id]);
    expect((await admin('GET', '/catalogues?ordering=key')).status).toBe(400);
  });
});

describe('POST /api/admin/catalogues', () => {
  it('makes a catalogue behind a random key that its public page shows at once, journalled', async () => {
    const made = await make({
      name: '  کاتالوگ كلينيك  ',
      public_notes: 'قیمت‌ها تا پایان ماه معتبر است.',
      items: [{ product: shop.monitor, notes: 'با گارانتی' }, { product: shop.gauze, notes: '' }, { product: shop.bed }],
    });
    expect(made).toMatchObject({
      name: 'کاتالوگ کلینیک',
      public_notes: 'قیمت‌ها تا پایان ماه معتبر است.',
      items_count: 3,
      updated_at: time.clock().toISOString(),
    });
    expect(made.web_client_url).toMatch(new RegExp(`^http://localhost(:80)?/catalogs\\?key=${made.key}$`));
    expect(made.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(made.items.map((item) => [item.product, item.notes, item.availability])).toEqual([
      [shop.monitor, 'با گارانتی', 'available'],
      [shop.gauze, '', 'available'],
      [shop.bed, '', 'call'],
    ]);

    const shown = await publicPage(made.key);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ name: 'کاتالوگ کلینیک', web_client_url: made.web_client_url });
    expect(shown.body.items.map((item: { id: number }) => item.id)).toEqual(made.items.map((item) => item.id));

    expect(await journal(made.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        before: null,
        after: {
          key: made.key,
          name: 'کاتالوگ کلینیک',
          public_notes: 'قیمت‌ها تا پایان ماه معتبر است.',
          items: [
            { product: shop.monitor, notes: 'با گارانتی' },
            { product: shop.gauze, notes: '' },
            { product: shop.bed, notes: '' },
          ],
        },
      }),
    ]);
  });

  it('takes a product withdrawn from the shop, which the page marks so', async () => {
    await db.update(products).set({ isPublished: false }).where(eq(products.id, shop.mask));
    try {
      const made = await make({ name: 'با کالای کنارگذاشته', items: [{ product: shop.mask }] });
      expect(made.items.map((item) => item.availability)).toEqual(['withdrawn']);
    } finally {
      await db.update(products).set({ isPublished: true }).where(eq(products.id, shop.mask));
    }
  });

  it('refuses a missing title, an unknown product, a product twice and too long a note in Persian, saving nothing', async () => {
    const before = (await admin('GET', '/catalogues')).body.count;
    const refused = async (payload: object, body: object) => {
      const answer = await admin('POST', '/catalogues', payload);
      expect([answer.status, answer.body]).toEqual([400, body]);
    };
    await refused({ items: [] }, { name: [sharedCatalogueMessages.catalogueNameRequired] });
    await refused({ name: '   ' }, { name: [sharedCatalogueMessages.catalogueNameRequired] });
    await refused(
      { name: 'ناموجود', items: [{ product: shop.gauze }, { product: 999_999 }] },
      { 'items.1.product': [sharedCatalogueMessageWith.catalogueProductMissing(999_999)] },
    );
    await refused(
      { name: 'تکراری', items: [{ product: shop.gauze }, { product: shop.gauze }] },
      { items: [sharedCatalogueMessages.catalogueProductTwice] },
    );
    await refused(
      { name: 'یادداشت بلند', items: [{ product: shop.gauze, notes: 'ا'.repeat(501) }] },
      { 'items.0.notes': ['حداکثر ۵۰۰ نویسه مجاز است.'] },
    );
    await refused(
      { name: 'بی‌کالا', items: [{ notes: 'x' }] },
      { 'items.0.product': [sharedCatalogueMessages.catalogueProductRequired] },
    );
    await refused(
      { name: 'پرکالا', items: Array.from({ length: CATALOGUE_MAX_ITEMS + 1 }, (_, index) => ({ product: index + 1 })) },
      { items: [sharedCatalogueMessageWith.catalogueTooManyItems(CATALOGUE_MAX_ITEMS)] },
    );
    expect((await admin('GET', '/catalogues')).body.count).toBe(before);
  });
});

describe('PATCH and DELETE /api/admin/catalogues/{id}', () => {
  it('changes the title, the notes and the order, which the public page shows at once; kept items keep their ids', async () => {
    const made = await make({
      name: 'کاتالوگ اول',
      items: [{ product: shop.gauze, notes: 'الف' }, { product: shop.monitor }, { product: shop.gloves }],
    });
    const itemOf = (product: number) => made.items.find((item) => item.product === product)?.id;
    expect((await publicPage(made.key)).body.name).toBe('کاتالوگ اول');

    time.advance(120);
    const answer = await admin('PATCH', `/catalogues/${made.id}`, {
      name: 'کاتالوگ دوم',
      items: [{ product: shop.gloves, notes: 'بستهٔ ده‌تایی' }, { product: shop.gauze, notes: 'الف' }, { product: shop.bed }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const changed = AdminCatalogueSchema.parse(answer.body);
    expect(changed.updated_at).toBe(time.clock().toISOString());

    const shown = await publicPage(made.key);
    expect(shown.body.name).toBe('کاتالوگ دوم');
    expect(
      shown.body.items.map((item: { id: number; notes: string; product_data: { id: number } }) => [
        item.product_data.id,
        item.notes,
      ]),
    ).toEqual([
      [shop.gloves, 'بستهٔ ده‌تایی'],
      [shop.gauze, 'الف'],
      [shop.bed, ''],
    ]);
    expect(changed.items.map((item) => item.id).slice(0, 2)).toEqual([itemOf(shop.gloves), itemOf(shop.gauze)]);

    // A part alone leaves the rest.
    const notesOnly = await admin('PATCH', `/catalogues/${made.id}`, { public_notes: 'ارسال رایگان' });
    expect(notesOnly.body).toMatchObject({ name: 'کاتالوگ دوم', public_notes: 'ارسال رایگان', items_count: 3 });
    expect((await publicPage(made.key)).body.public_notes).toBe('ارسال رایگان');
    // An emptied field, which a form sends as null, is empty notes.
    const emptied = await admin('PATCH', `/catalogues/${made.id}`, { public_notes: null });
    expect(emptied.body).toMatchObject({ public_notes: '', items_count: 3 });

    const rows = await journal(made.id);
    expect(rows.map((row) => row.action)).toEqual(['update', 'update', 'update', 'create']);
    expect(rows[2]).toMatchObject({
      before: { name: 'کاتالوگ اول', items: [{ product: shop.gauze }, { product: shop.monitor }, { product: shop.gloves }] },
      after: { name: 'کاتالوگ دوم', items: [{ product: shop.gloves }, { product: shop.gauze }, { product: shop.bed }] },
    });
  });

  it('refuses a bad change in Persian and keeps the catalogue as it was', async () => {
    const made = await make({ name: 'بدون تغییر', items: [{ product: shop.gauze }] });
    const answer = await admin('PATCH', `/catalogues/${made.id}`, { name: '', items: [{ product: 999_999 }] });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ name: [sharedCatalogueMessages.catalogueNameRequired] });
    const unknown = await admin('PATCH', `/catalogues/${made.id}`, { items: [{ product: 999_999 }] });
    expect(unknown.body).toEqual({ 'items.0.product': [sharedCatalogueMessageWith.catalogueProductMissing(999_999)] });
    expect((await publicPage(made.key)).body).toMatchObject({
      name: 'بدون تغییر',
      items: [{ product_data: { id: shop.gauze } }],
    });
    expect(await journal(made.id)).toHaveLength(1);
  });

  it('deletes a catalogue, whose link is then not found, journalled with what it was', async () => {
    const made = await make({ name: 'رفتنی', items: [{ product: shop.gauze }] });
    expect((await admin('DELETE', `/catalogues/${made.id}`)).status).toBe(204);
    expect(await publicPage(made.key)).toEqual({ status: 404, body: { detail: messages.catalogueNotFound } });
    expect(await admin('GET', `/catalogues/${made.id}`)).toMatchObject({
      status: 404,
      body: { detail: messages.catalogueNotFound },
    });
    // Sent again, it is not found and writes nothing more.
    expect((await admin('DELETE', `/catalogues/${made.id}`)).status).toBe(404);
    expect(await journal(made.id)).toEqual([
      expect.objectContaining({ action: 'delete', before: expect.objectContaining({ name: 'رفتنی' }), after: null }),
      expect.objectContaining({ action: 'create' }),
    ]);
  });

  it('answers an unknown catalogue with a Persian 404 and a bad id with a 400', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const missing = await admin(method, '/catalogues/999999', method === 'PATCH' ? { name: 'x' } : undefined);
      expect([method, missing.status, missing.body]).toEqual([method, 404, { detail: messages.catalogueNotFound }]);
      const bad = await admin(method, '/catalogues/0', method === 'PATCH' ? { name: 'x' } : undefined);
      expect([method, bad.status, bad.body]).toEqual([method, 400, { id: [messages.invalidId] }]);
    }
  });
});
