import { ProductDetailSchema, VariationListSchema } from '@shop/contract/catalogue';
import {
  AdminBrandSchema,
  AdminCategorySchema,
  type AdminProduct,
  AdminProductListSchema,
  AdminProductSchema,
  LOW_STOCK_THRESHOLD,
  catalogueAdminMessages as says,
} from '@shop/contract/catalogue-admin';
import { messages } from '@shop/contract/messages';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formData, manualClock, quickCustomers, quickStaff } from '../../test/accounts.ts';
import { caller, checkoutBody, type Headers, testAddresses, testMethods } from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditEntries } from '../audit/audit-tables.ts';

// A Tuesday morning in Tehran, so that a checkout's delivery day is known.
const time = manualClock();
const { app, db } = await createTestApp({ clock: time.clock });
const call = caller(app);
let staff: Headers = {};
let staffId = 0;

beforeAll(async () => {
  const [member] = await quickStaff(db, 1);
  if (!member) throw new Error('no staff');
  staff = member.auth;
  staffId = member.id;
});

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(method, `/api/admin${url}`, staff, payload);

const pngOf = (width: number, height: number, r = 20) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function auditRows(entity: string, entityId: number) {
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, entity), eq(auditEntries.entityId, String(entityId))))
    .orderBy(auditEntries.id);
}

async function newProduct(fields: object = {}): Promise<AdminProduct> {
  const created = await admin('POST', '/products', {
    name: 'دستگاه تست ادمین',
    regular_price: 1_200_000,
    stock_type: 'unlimited',
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return AdminProductSchema.parse(created.body);
}

/** A customer who can check out: `testAddresses` adds the places it needs once per database, so it is asked once. */
let checkoutSetup: Promise<{
  addressesOf: Awaited<ReturnType<typeof testAddresses>>;
  methods: Awaited<ReturnType<typeof testMethods>>;
}>;
async function shopper() {
  checkoutSetup ??= (async () => ({ addressesOf: await testAddresses(app, db), methods: await testMethods(app) }))();
  const { addressesOf, methods } = await checkoutSetup;
  const customer = (await quickCustomers(db, 1))[0]?.auth ?? expect.fail('no customer');
  return { customer, addresses: await addressesOf(customer), methods };
}

const publicProduct = (id: number) => call('GET', `/api/products/public/${id}`);
const search = async (text: string) => (await call('GET', `/api/products/public?search=${encodeURIComponent(text)}`)).body;

describe('products: the list', () => {
  it('searches names typed any way, with Arabic letters and no space', async () => {
    const product = await newProduct({ name: 'فشارسنج بازویی آزمایشی یکتا' });
    const typed = await admin('GET', `/products?search=${encodeURIComponent('فشار سنج بازوئی آزمايشی')}`);
    expect(typed.status).toBe(200);
    expect(AdminProductListSchema.parse(typed.body).results.map((row) => row.id)).toContain(product.id);
    const byCode = await admin(
      'GET',
      `/products?search=${encodeURIComponent(String(product.id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d))}`,
    );
    expect(byCode.body.results.map((row: { id: number }) => row.id)).toContain(product.id);
  });

  it('lists unpublished products too, and filters by publication, stock type and low stock', async () => {
    const hidden = await newProduct({ name: 'کالای پنهان فهرست', is_published: false });
    const low = await newProduct({ name: 'کالای کم‌موجودی', stock_type: 'limited', stock: LOW_STOCK_THRESHOLD });
    const plenty = await newProduct({ name: 'کالای پرموجودی', stock_type: 'limited', stock: LOW_STOCK_THRESHOLD + 1 });
    const ids = async (query: string) =>
      (await admin('GET', `/products?limit=100&${query}`)).body.results.map((row: { id: number }) => row.id) as number[];
    expect(await ids('is_published=false')).toContain(hidden.id);
    expect(await ids('is_published=true')).not.toContain(hidden.id);
    const lowStock = await ids('low_stock=true');
    expect(lowStock).toContain(low.id);
    expect(lowStock).not.toContain(plenty.id);
    const limited = await admin('GET', '/products?stock_type=limited&limit=100');
    expect(limited.body.results.every((row: { stock_type: string }) => row.stock_type === 'limited')).toBe(true);
  });

  it('filters by category (with its subcategories) and brand, and orders by price both ways', async () => {
    const categories = (await admin('GET', '/categories?limit=100')).body.results;
    const parent = categories.find((category: { children_count: number }) => category.children_count > 0);
    const rows = (await admin('GET', `/products?category=${parent.id}&limit=100`)).body.results;
    const family = new Set(
      categories
        .filter((category: { id: number; parent: number | null }) => category.id === parent.id || category.parent === parent.id)
        .map((category: { id: number }) => category.id),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row: { category: number }) => family.has(row.category))).toBe(true);
    const brand = (await admin('GET', '/brands')).body.results[0];
    const branded = (await admin('GET', `/products?brand=${brand.id}&limit=100`)).body.results;
    expect(branded.every((row: { brand: number }) => row.brand === brand.id)).toBe(true);
    for (const [ordering, direction] of [
      ['price', 1],
      ['-price', -1],
    ] as const) {
      const prices = (await admin('GET', `/products?ordering=${ordering}&limit=50`)).body.results.map(
        (row: { price: number }) => row.price,
      );
      expect(prices).toEqual([...prices].sort((a, b) => direction * (a - b)));
    }
    expect((await admin('GET', '/products?ordering=colour')).status).toBe(400);
  });
});

describe('products: writing a simple product', () => {
  it('creates one that the storefront shows and finds at once, and journals it', async () => {
    const product = await newProduct({
      name: 'ترازوی  ديجيتال آزمایشی', // Arabic ي, a double space
      excerpt: 'ترازوی دقیق خانگی',
      regular_price: 2_500_000,
      sale_price: 2_000_000,
      stock_type: 'limited',
      stock: 7,
      quantity_step: 1,
    });
    expect(product).toMatchObject({
      name: 'ترازوی دیجیتال آزمایشی',
      price: 2_000_000,
      discount: 500_000,
      in_stock: true,
      stock: 7,
    });
    const shown = await publicProduct(product.id);
    expect(shown.status).toBe(200);
    expect(ProductDetailSchema.parse(shown.body)).toMatchObject({ name: product.name, price: 2_000_000, stock: 7 });
    expect((await search('ترازو دیجیتال آزمايشی')).results.map((row: { id: number }) => row.id)).toContain(product.id);
    const [entry] = await auditRows('product', product.id);
    expect(entry).toMatchObject({ staffId, action: 'create', before: null });
    expect(entry?.after).toMatchObject({ name: product.name, sale_price: 2_000_000 });
  });

  it('refuses bad prices and stock with Persian messages by field, and writes nothing', async () => {
    const before = (await admin('GET', '/products?limit=1')).body.count;
    const refused = await admin('POST', '/products', { name: 'کالای بد', regular_price: 100, sale_price: 200 });
    expect(refused).toMatchObject({ status: 400, body: { sale_price: [says.salePriceAboveRegular] } });
    expect((await admin('POST', '/products', { name: 'کالای بد', regular_price: -5 })).status).toBe(400);
    expect((await admin('POST', '/products', { name: 'کالای بد', regular_price: 10.5 })).body).toMatchObject({
      regular_price: [messages.invalidInteger],
    });
    expect((await admin('POST', '/products', { name: ' ', regular_price: 10 })).body).toMatchObject({
      name: [says.productNameRequired],
    });
    expect((await admin('POST', '/products', { name: 'کالا', stock_type: 'unlimited' })).body).toMatchObject({
      regular_price: [says.regularPriceRequired],
    });
    expect((await admin('POST', '/products', { name: 'کالا', regular_price: 10, stock_type: 'limited' })).body).toMatchObject({
      stock: [says.stockRequired],
    });
    expect((await admin('POST', '/products', { name: 'کالا', regular_price: 10, category: 999_999 })).body).toMatchObject({
      category: [says.categoryNotFound],
    });
    expect((await admin('GET', '/products?limit=1')).body.count).toBe(before);
  });

  it('accepts prices typed in Persian digits', async () => {
    const product = await newProduct({ regular_price: '۳۵۰۰۰۰', sale_price: '٣٠٠٠٠٠' });
    expect(product).toMatchObject({ regular_price: 350_000, sale_price: 300_000 });
  });

  it('changes a product and the storefront answers the change at once; unpublished, it is gone from the shop', async () => {
    const product = await newProduct({ name: 'پالس اکسیمتر تغییرپذیر' });
    expect((await publicProduct(product.id)).body.price).toBe(1_200_000);
    // The listing is cached; the change must show through it.
    expect((await search('پالس اکسیمتر تغییرپذیر')).results[0]?.price).toBe(1_200_000);
    const changed = await admin('PATCH', `/products/${product.id}`, { sale_price: 990_000 });
    expect(changed).toMatchObject({ status: 200, body: { price: 990_000, name: product.name } });
    expect((await publicProduct(product.id)).body.price).toBe(990_000);
    expect((await search('پالس اکسیمتر تغییرپذیر')).results[0]?.price).toBe(990_000);
    expect((await admin('PATCH', `/products/${product.id}`, { sale_price: 5_000_000 })).body).toMatchObject({
      sale_price: [says.salePriceAboveRegular],
    });
    await admin('PATCH', `/products/${product.id}`, { is_published: false });
    expect((await publicProduct(product.id)).status).toBe(404);
    expect((await search('پالس اکسیمتر تغییرپذیر')).results).toEqual([]);
    const rows = await auditRows('product', product.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(rows[1]?.before).toMatchObject({ sale_price: null });
    expect(rows[1]?.after).toMatchObject({ sale_price: 990_000 });
    expect((await admin('PATCH', '/products/999999', { name: 'هیچ' })).status).toBe(404);
  });

  it('keeps a row whole under two changes at once, each journalled over the other', async () => {
    const product = await newProduct({ name: 'کالای هم‌زمان', stock_type: 'limited', stock: 3 });
    const [first, second] = await Promise.all([
      admin('PATCH', `/products/${product.id}`, { sale_price: 1_000_000 }),
      admin('PATCH', `/products/${product.id}`, { name: 'کالای هم‌زمان تازه', stock: 9 }),
    ]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    const final = (await admin('GET', `/products/${product.id}`)).body;
    expect(final).toMatchObject({ name: 'کالای هم‌زمان تازه', sale_price: 1_000_000, stock: 9 });
    const [, one, two] = await auditRows('product', product.id);
    expect(two?.before).toEqual(one?.after);
  });

  it('deletes a product never ordered; refuses one that was, leaving it and its order whole', async () => {
    const spare = await newProduct({ name: 'کالای حذفی' });
    expect((await admin('DELETE', `/products/${spare.id}`)).status).toBe(204);
    expect((await admin('GET', `/products/${spare.id}`)).status).toBe(404);
    expect((await auditRows('product', spare.id)).map((row) => row.action)).toEqual(['create', 'delete']);

    const sold = await newProduct({ name: 'کالای فروخته' });
    const { customer, addresses, methods } = await shopper();
    expect((await call('POST', '/api/shop/cart/items', customer, { product: sold.id, quantity: 1 })).status).toBe(201);
    const order = await call(
      'POST',
      '/api/shop/cart/checkout',
      customer,
      checkoutBody(time.clock(), {
        address: addresses.tehran,
        shipping_method: methods.post.id,
        payment_method: methods.cashOnDelivery.id,
      }),
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const refused = await admin('DELETE', `/products/${sold.id}`);
    expect(refused).toMatchObject({ status: 400, body: { non_field_errors: [says.productOrdered] } });
    expect((await admin('GET', `/products/${sold.id}`)).status).toBe(200);
  });
});

describe('products: variable', () => {
  const attributes = [
    { name: 'رنگ', values: ['سفید', 'مشکی'] },
    { name: 'سایز', values: ['کوچک', 'بزرگ'] },
  ];
  const variations = [
    {
      values: [
        { attribute: 'رنگ', value: 'سفید' },
        { attribute: 'سایز', value: 'کوچک' },
      ],
      regular_price: 900_000,
      stock_type: 'limited',
      stock: 2,
    },
    {
      values: [
        { attribute: 'رنگ', value: 'مشکی' },
        { attribute: 'سایز', value: 'بزرگ' },
      ],
      regular_price: 700_000,
      sale_price: 650_000,
      stock_type: 'unlimited',
    },
    {
      values: [
        { attribute: 'رنگ', value: 'سفید' },
        { attribute: 'سایز', value: 'بزرگ' },
      ],
      regular_price: 100_000,
      stock_type: 'out_of_stock',
    },
  ];

  it('creates one with its variations; the storefront lists it at its cheapest variation a customer can buy', async () => {
    const product = await newProduct({ name: 'ویلچر متغیر آزمایشی', type: 'variable', attributes, variations });
    expect(product).toMatchObject({
      type: 'variable',
      regular_price: 700_000,
      sale_price: 650_000,
      in_stock: true,
      stock_type: 'unlimited',
    });
    expect(product.variations.map((variation) => variation.values.map((pair) => pair.value).join('/'))).toEqual([
      'سفید/کوچک',
      'مشکی/بزرگ',
      'سفید/بزرگ',
    ]);
    const shown = ProductDetailSchema.parse((await publicProduct(product.id)).body);
    expect(shown.variable_attributes.map((attribute) => attribute.attribute.name)).toEqual(['رنگ', 'سایز']);
    const listed = VariationListSchema.parse((await call('GET', `/api/products/public/${product.id}/variations`)).body);
    expect(listed.map((variation) => variation.price)).toEqual([900_000, 650_000, 100_000]);
    expect((await search('ویلچر متغیر آزمایشی')).results[0]).toMatchObject({ id: product.id, price: 650_000, type: 'variable' });
  });

  it('sells out in the listing when its last buyable variation sells out, and comes back when that stock does', async () => {
    const only = {
      values: [
        { attribute: 'رنگ', value: 'سفید' },
        { attribute: 'سایز', value: 'کوچک' },
      ],
      regular_price: 800_000,
      stock_type: 'limited',
      stock: 1,
    };
    const gone = { ...only, values: variations[2]?.values, regular_price: 100_000, stock_type: 'out_of_stock' };
    const product = await newProduct({ name: 'عصای متغیر تک‌موجودی', type: 'variable', attributes, variations: [only, gone] });
    expect((await search('عصای متغیر تک‌موجودی')).results[0]).toMatchObject({ in_stock: true, price: 800_000 });

    const { customer, addresses, methods } = await shopper();
    const variation = product.variations[0]?.id ?? expect.fail('no variation');
    expect((await call('POST', '/api/shop/cart/items', customer, { product: variation, quantity: 1 })).status).toBe(201);
    const order = await call(
      'POST',
      '/api/shop/cart/checkout',
      customer,
      checkoutBody(time.clock(), {
        address: addresses.tehran,
        shipping_method: methods.post.id,
        payment_method: methods.cashOnDelivery.id,
      }),
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect((await search('عصای متغیر تک‌موجودی')).results[0]).toMatchObject({ in_stock: false, stock_type: 'out_of_stock' });
    expect((await admin('GET', `/products/${product.id}`)).body).toMatchObject({ in_stock: false });

    const orderId = (await call('GET', '/api/users/me/orders', customer)).body.results[0]?.id ?? expect.fail('no order');
    expect((await admin('POST', `/orders/${orderId}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await search('عصای متغیر تک‌موجودی')).results[0]).toMatchObject({ in_stock: true, price: 800_000 });
  });

  it('changes, adds and removes variations; the listing follows', async () => {
    const product = await newProduct({ name: 'ویلچر ویرایشی', type: 'variable', attributes, variations });
    const [small, large] = product.variations;
    const changed = await admin('PATCH', `/products/${product.id}`, {
      variations: [
        { id: small?.id, stock: 0 },
        { id: large?.id, values: large?.values, sale_price: null, stock_type: 'call' },
        {
          values: [
            { attribute: 'رنگ', value: 'مشکی' },
            { attribute: 'سایز', value: 'کوچک' },
          ],
          regular_price: 1_500_000,
          stock_type: 'unlimited',
        },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = AdminProductSchema.parse(changed.body);
    expect(after.variations).toHaveLength(3);
    expect(after.variations[0]).toMatchObject({ id: small?.id, stock: 0, in_stock: false, regular_price: 900_000 });
    expect(after.variations[1]).toMatchObject({ id: large?.id, stock_type: 'call', sale_price: null });
    expect(after).toMatchObject({ regular_price: 1_500_000, stock_type: 'unlimited' });
    expect((await search('ویلچر ویرایشی')).results[0]).toMatchObject({ price: 1_500_000 });
  });

  it('publishes one only with a variation: refused in Persian without, saved unpublished, published once it has one', async () => {
    const name = 'کالای متغیر بی‌تنوع آزمایشی';
    expect(await admin('POST', '/products', { name, type: 'variable' })).toMatchObject({
      status: 400,
      body: { is_published: [says.variableWithoutVariations] },
    });
    expect((await admin('GET', `/products?search=${encodeURIComponent(name)}`)).body.count).toBe(0);
    const draft = await newProduct({ name, type: 'variable', is_published: false });
    expect(draft).toMatchObject({ is_published: false, in_stock: false, variations: [] });
    expect((await publicProduct(draft.id)).status).toBe(404);
    expect(await admin('PATCH', `/products/${draft.id}`, { is_published: true })).toMatchObject({
      status: 400,
      body: { is_published: [says.variableWithoutVariations] },
    });
    const published = await admin('PATCH', `/products/${draft.id}`, {
      attributes,
      variations: variations.slice(1, 2),
      is_published: true,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await search(name)).results[0]).toMatchObject({ id: draft.id, in_stock: true, price: 650_000 });
    // Its last variation removed, it would be published with nothing to sell again.
    expect(await admin('PATCH', `/products/${draft.id}`, { variations: [] })).toMatchObject({
      status: 400,
      body: { is_published: [says.variableWithoutVariations] },
    });
    expect((await admin('GET', `/products/${draft.id}`)).body.variations).toHaveLength(1);
  });

  it('refuses variations that do not fit the attributes, by the variation and its field', async () => {
    const refused = await admin('POST', '/products', {
      name: 'متغیر بد',
      type: 'variable',
      attributes: [{ name: 'رنگ', values: ['سفید', 'سفید'] }],
      variations: [
        { values: [{ attribute: 'رنگ', value: 'قرمز' }], regular_price: 10, stock_type: 'unlimited' },
        { values: [], regular_price: 10, sale_price: 20, stock_type: 'unlimited' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      'attributes.0.values.1': [says.valueRepeated],
      'variations.0.values': [says.variationValueNotOffered],
      'variations.1.values': [says.variationNeedsEveryAttribute],
      'variations.1.sale_price': [says.salePriceAboveRegular],
    });
    expect(
      (await admin('POST', '/products', { name: 'ساده', regular_price: 1, variations: variations.slice(0, 1) })).body,
    ).toMatchObject({
      variations: [says.simpleHasVariations],
    });
  });
});

describe('products: the gallery', () => {
  const upload = async (productId: number, bytes: Buffer, type = 'image/png') => {
    const form = await formData({}, { image: { bytes, name: 'photo.png', type } });
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/gallery`,
      headers: { ...staff, ...form.headers },
      payload: form.payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('uploads pictures, the first featured; reorders them; picks and removes the featured one', async () => {
    const product = await newProduct({ name: 'کالای گالری' });
    const first = await upload(product.id, await pngOf(1200, 900, 10));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await upload(product.id, await pngOf(600, 600, 90));
    const gallery = AdminProductSchema.parse(second.body).gallery;
    expect(gallery.map((picture) => picture.is_featured)).toEqual([true, false]);
    expect(gallery[0]?.f).toMatch(/^\/media\/products\/.+\.webp$/);
    expect((await publicProduct(product.id)).body.featured_image.f).toBe(gallery[0]?.f);

    const [a, b] = gallery.map((picture) => picture.id);
    const ordered = await admin('POST', `/products/${product.id}/gallery/order`, { ids: [b, a] });
    expect(ordered.body.gallery.map((picture: { id: number }) => picture.id)).toEqual([b, a]);
    expect((await admin('POST', `/products/${product.id}/gallery/order`, { ids: [b] })).body).toMatchObject({
      ids: [says.galleryOrderMismatch],
    });
    const featured = await admin('PATCH', `/products/${product.id}`, { featured_image: b });
    expect(featured.body.featured_image).toBe(b);
    expect((await publicProduct(product.id)).body.featured_image.f).toBe(gallery[1]?.f);

    expect((await admin('DELETE', `/products/${product.id}/gallery/${b}`)).status).toBe(204);
    const left = (await admin('GET', `/products/${product.id}`)).body;
    expect(left.gallery.map((picture: { id: number }) => picture.id)).toEqual([a]);
    expect(left.featured_image).toBe(a);
    expect((await admin('DELETE', `/products/${product.id}/gallery/${b}`)).status).toBe(404);
    const actions = (await auditRows('product', product.id)).map((row) => row.action);
    expect(actions).toEqual(['create', 'gallery_add', 'gallery_add', 'gallery_order', 'update', 'gallery_remove']);
  });

  it('refuses what is no picture, with the avatar`s Persian messages', async () => {
    const product = await newProduct({ name: 'کالای بی‌عکس' });
    expect(await upload(product.id, Buffer.from('%PDF-1.4 not a picture'), 'image/png')).toMatchObject({
      status: 400,
      body: { image: [messages.imageWrongFormat] },
    });
    expect(await upload(product.id, Buffer.alloc(6 * 1024 * 1024, 1))).toMatchObject({
      status: 400,
      body: { image: [messages.avatarTooLarge] },
    });
    expect((await admin('GET', `/products/${product.id}`)).body.gallery).toEqual([]);
  });

  it('gives a variation a picture of the gallery', async () => {
    const product = await newProduct({
      name: 'کالای متغیر با عکس',
      type: 'variable',
      attributes: [{ name: 'رنگ', values: ['آبی'] }],
      variations: [{ values: [{ attribute: 'رنگ', value: 'آبی' }], regular_price: 10_000, stock_type: 'unlimited' }],
    });
    const uploaded = AdminProductSchema.parse((await upload(product.id, await pngOf(400, 400, 200))).body);
    const picture = uploaded.gallery[0];
    const changed = await admin('PATCH', `/products/${product.id}`, {
      variations: [{ id: uploaded.variations[0]?.id, image: picture?.id }],
    });
    expect(changed.body.variations[0]).toMatchObject({ image: picture?.id, image_data: { f: picture?.f } });
    const listed = (await call('GET', `/api/products/public/${product.id}/variations`)).body;
    expect(listed[0].featured_image.f).toBe(picture?.f);
  });
});

describe('categories', () => {
  it('creates a tree, refuses a cycle, and refuses deleting one with children or products', async () => {
    const parent = await admin('POST', '/categories', { name: 'دسته آزمایشی', sort_order: 5 });
    expect(parent.status).toBe(201);
    const child = await admin('POST', '/categories', { name: 'زیردسته آزمایشی', parent: parent.body.id });
    expect(AdminCategorySchema.parse(child.body)).toMatchObject({ path: 'دسته آزمایشی › زیردسته آزمایشی', depth: 1 });
    expect((await admin('PATCH', `/categories/${parent.body.id}`, { parent: child.body.id })).body).toMatchObject({
      parent: [says.categoryCycle],
    });
    expect((await admin('PATCH', `/categories/${parent.body.id}`, { parent: parent.body.id })).body).toMatchObject({
      parent: [says.categoryCycle],
    });
    expect((await admin('DELETE', `/categories/${parent.body.id}`)).body).toMatchObject({
      non_field_errors: [says.categoryHasChildren],
    });
    const product = await newProduct({ name: 'کالای دسته', category: child.body.id });
    expect((await admin('DELETE', `/categories/${child.body.id}`)).body).toMatchObject({
      non_field_errors: [says.categoryHasProducts],
    });
    // The storefront's tree and filters see the new category at once.
    const shown = (await call('GET', `/api/products/public?category=${parent.body.id}`)).body.results;
    expect(shown.map((row: { id: number }) => row.id)).toEqual([product.id]);
    await admin('PATCH', `/products/${product.id}`, { category: null });
    expect((await admin('DELETE', `/categories/${child.body.id}`)).status).toBe(204);
    expect((await admin('DELETE', `/categories/${parent.body.id}`)).status).toBe(204);
    expect((await auditRows('category', parent.body.id)).map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('lists in the tree`s order with paths, and searches them', async () => {
    const list = (await admin('GET', '/categories?limit=100')).body.results;
    for (const [index, row] of list.entries()) {
      if (row.parent !== null) {
        expect(list.findIndex((other: { id: number }) => other.id === row.parent)).toBeLessThan(index);
      }
    }
    const found = (await admin('GET', `/categories?search=${encodeURIComponent('فشار سنج')}`)).body.results;
    expect(found.length).toBeGreaterThan(0);
  });

  it('takes and removes a picture', async () => {
    const category = (await admin('POST', '/categories', { name: 'دسته با عکس' })).body;
    const form = await formData({}, { image: { bytes: await pngOf(300, 300), name: 'icon.png', type: 'image/png' } });
    const set = await app.inject({
      method: 'POST',
      url: `/api/admin/categories/${category.id}/image`,
      headers: { ...staff, ...form.headers },
      payload: form.payload,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().image.f).toMatch(/^\/media\/categories\//);
    expect((await admin('DELETE', `/categories/${category.id}/image`)).body.image).toBeNull();
  });
});

describe('brands', () => {
  it('creates, renames (its products found by the new name at once) and refuses deleting one in use', async () => {
    const brand = await admin('POST', '/brands', { name: 'برند آزمایشی', name_en: 'Testbrand' });
    expect(AdminBrandSchema.parse(brand.body)).toMatchObject({ name: 'برند آزمایشی', product_count: 0 });
    const product = await newProduct({ name: 'کالای برنددار', brand: brand.body.id });
    expect((await search('Testbrand')).results.map((row: { id: number }) => row.id)).toContain(product.id);
    await admin('PATCH', `/brands/${brand.body.id}`, { name_en: 'Renamedbrand' });
    expect((await search('Renamedbrand')).results.map((row: { id: number }) => row.id)).toContain(product.id);
    expect((await search('Testbrand')).results).toEqual([]);
    expect((await admin('DELETE', `/brands/${brand.body.id}`)).body).toMatchObject({ non_field_errors: [says.brandHasProducts] });
    expect((await admin('GET', `/brands?search=${encodeURIComponent('renamed')}`)).body.results[0]?.id).toBe(brand.body.id);
    await admin('DELETE', `/products/${product.id}`);
    expect((await admin('DELETE', `/brands/${brand.body.id}`)).status).toBe(204);
  });
});
