import type { ProductSummary } from '@shop/contract/catalogue';
import { CatalogueSchema } from '@shop/contract/shared-catalogues';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_KEY } from '../../db/seed/demo-shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { products } from '../catalogue/catalogue-tables.ts';
import { createProduct, type NewProduct } from '../catalogue-admin/product-writes-service.ts';
import { createCatalogue } from './shared-catalogues-service.ts';

const { app, db } = await createTestApp();

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

const newProduct = (name: string, stock: Partial<NewProduct> = {}) =>
  createProduct(db, {
    name,
    excerpt: '',
    description: '',
    categoryId: null,
    brandId: null,
    regularPrice: 1_200_000,
    stockType: 'unlimited',
    ...stock,
  });

/** The product as the listing shows it, which a catalogue shows alike. */
async function listed(id: number): Promise<ProductSummary> {
  const { body } = await get(`/api/products/public?id=${id}`);
  return body.results[0];
}

describe('GET /api/products/catalogs/{key}', () => {
  it('opens the demo catalogue by its known key, with its link on the storefront', async () => {
    const { status, body } = await get(`/api/products/catalogs/${DEMO_CATALOGUE_KEY}`);
    expect(status).toBe(200);
    const catalogue = CatalogueSchema.parse(body);
    expect(catalogue.name).toBe('کاتالوگ تجهیزات پزشکی خانگی');
    expect(catalogue.web_client_url).toMatch(new RegExp(`/catalogs\\?key=${DEMO_CATALOGUE_KEY}$`));
    expect(new Set(catalogue.items.map((item) => item.availability))).toEqual(new Set(['available', 'out_of_stock', 'call']));
    expect(catalogue.items.some((item) => item.product_data.quantity_step > 1)).toBe(true);
  });

  it('lists the items in the catalogue`s order with their notes, priced as the listing prices them', async () => {
    const discounted = await newProduct('ست پانسمان کاتالوگ', { regularPrice: 500_000, salePrice: 420_000, quantityStep: 5 });
    const plain = await newProduct('فشارسنج کاتالوگ');
    const key = await createCatalogue(db, {
      name: '  کاتالوگ درمانگاه  ',
      publicNotes: 'قیمت‌ها تا پایان ماه معتبر است.',
      items: [{ productId: plain, notes: 'ارسال فوری' }, { productId: discounted }],
    });
    const { status, body } = await get(`/api/products/catalogs/${key}`);
    expect(status).toBe(200);
    const catalogue = CatalogueSchema.parse(body);
    expect(catalogue).toMatchObject({ key, name: 'کاتالوگ درمانگاه', public_notes: 'قیمت‌ها تا پایان ماه معتبر است.' });
    expect(catalogue.items.map((item) => [item.product_data.id, item.notes, item.availability])).toEqual([
      [plain, 'ارسال فوری', 'available'],
      [discounted, '', 'available'],
    ]);
    expect(catalogue.items[1]?.product_data).toEqual(await listed(discounted));
    expect(catalogue.items[1]?.product_data).toMatchObject({ price: 420_000, discount: 80_000, quantity_step: 5 });
  });

  it('marks what cannot be ordered instead of hiding it, and drops deleted products', async () => {
    const soldOut = await newProduct('دستگاه تمام‌شده', { stockType: 'limited', stock: 0 });
    const byPhone = await newProduct('دستگاه با قیمت تلفنی', { stockType: 'call' });
    const withdrawn = await newProduct('دستگاه کنارگذاشته');
    const deleted = await newProduct('دستگاه حذف‌شده');
    const key = await createCatalogue(db, {
      name: 'کاتالوگ ناموجودها',
      items: [soldOut, byPhone, withdrawn, deleted].map((productId) => ({ productId })),
    });
    await db.update(products).set({ isPublished: false }).where(eq(products.id, withdrawn));
    await db.delete(products).where(eq(products.id, deleted));
    const catalogue = CatalogueSchema.parse((await get(`/api/products/catalogs/${key}`)).body);
    expect(catalogue.items.map((item) => [item.product_data.id, item.availability])).toEqual([
      [soldOut, 'out_of_stock'],
      [byPhone, 'call'],
      [withdrawn, 'withdrawn'],
    ]);
    expect(catalogue.items[0]?.product_data).toMatchObject({ in_stock: false, stock: 0 });
  });

  it('gives a variable product`s attributes and variations as its page does, so that the visitor can choose one', async () => {
    const cuff = await newProduct('کاف فشارسنج کاتالوگ', {
      attributes: [
        { name: 'سایز', values: ['M', 'L'] },
        { name: 'رنگ', values: ['سفید', 'مشکی'] },
      ],
      variations: [
        { values: { سایز: 'M', رنگ: 'سفید' }, regularPrice: 950_000, stockType: 'limited', stock: 3 },
        { values: { سایز: 'L', رنگ: 'مشکی' }, regularPrice: 1_250_000, salePrice: 1_100_000, stockType: 'out_of_stock' },
      ],
    });
    const plain = await newProduct('پایه سرم کاتالوگ');
    const key = await createCatalogue(db, { name: 'کاتالوگ کاف', items: [{ productId: cuff }, { productId: plain }] });
    const catalogue = CatalogueSchema.parse((await get(`/api/products/catalogs/${key}`)).body);
    const [variable, simple] = catalogue.items;
    const page = (await get(`/api/products/public/${cuff}`)).body;
    expect(variable?.variable_attributes).toEqual(page.variable_attributes);
    expect(variable?.variations).toEqual((await get(`/api/products/public/${cuff}/variations`)).body);
    expect(variable?.variations.map((variation) => [variation.price, variation.stock_type, variation.stock])).toEqual([
      [950_000, 'limited', 3],
      [1_100_000, 'out_of_stock', null],
    ]);
    expect(simple).toMatchObject({ variable_attributes: [], variations: [] });
  });

  it('makes keys nobody can guess', async () => {
    const keys = await Promise.all([1, 2, 3].map(() => createCatalogue(db, { name: 'کاتالوگ', items: [] })));
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(keys).size).toBe(3);
    expect((await get(`/api/products/catalogs/${keys[0]}`)).body.items).toEqual([]);
  });

  it('answers 404 for a wrong key and 400 for one longer than any key', async () => {
    for (const wrong of ['demo', 'nope', encodeURIComponent('کاتالوگ'), '%20', `${DEMO_CATALOGUE_KEY}x`]) {
      expect((await get(`/api/products/catalogs/${wrong}`)).status, wrong).toBe(404);
    }
    const { status, body } = await get(`/api/products/catalogs/${'a'.repeat(65)}`);
    expect(status).toBe(400);
    expect(body).toHaveProperty('key');
  });
});
