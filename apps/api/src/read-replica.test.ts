import type { ProductDetail, ProductSummary } from '@shop/contract/catalogue';
import type { Paginated } from '@shop/contract/query';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type Database, openPostgres, openReplica } from './db/client.ts';
import { brands, products } from './modules/catalogue/catalogue-tables.ts';
import { quickCustomers, quickStaff } from './test/accounts.ts';
import { caller } from './test/shop.ts';
import { createTestApp, createTestDatabase } from './test/test-app.ts';

const template = inject('testDatabase');
const onReplica = { product: 'نام روی رونوشت', brand: 'برند روی رونوشت' };

/**
 * The shop on a primary and a "replica": a second copy of the demo shop in which a product and its brand carry other
 * names, so that every answer tells which database it was read from.
 */
async function shopWithReplica() {
  if (template.engine !== 'postgres') return undefined;
  const primary = await openPostgres((await createTestDatabase(template)).url);
  const replicaUrl = (await createTestDatabase(template)).url;
  const [product] = await primary.db
    .select({ id: products.id, name: products.name, brandId: products.brandId, regularPrice: products.regularPrice })
    .from(products)
    .where(eq(products.stockType, 'unlimited'))
    .limit(1);
  if (!product?.brandId) throw new Error('the demo shop has no unlimited product with a brand');
  const copy = await openPostgres(replicaUrl);
  await copy.db.update(products).set({ name: onReplica.product }).where(eq(products.id, product.id));
  await copy.db.update(brands).set({ name: onReplica.brand }).where(eq(brands.id, product.brandId));
  await copy.close();
  const replica = await openReplica(replicaUrl);
  const { app } = await createTestApp({ database: primary, readDatabase: replica });
  const [customer] = await quickCustomers(primary.db, 1);
  const [staff] = await quickStaff(primary.db, 1);
  if (!customer || !staff) throw new Error('no accounts');
  return { primary: primary.db, replica: replica.db, call: caller(app), product, brandId: product.brandId, customer, staff };
}

const shop = await shopWithReplica();
if (!shop) console.warn('⚠ DATABASE_READ_URL tests SKIPPED: PGlite has no replicas; they run with DATABASE_URL set.');

// PGlite has no replicas: DATABASE_READ_URL needs DATABASE_URL, so these run on PostgreSQL only.
describe.skipIf(!shop)('DATABASE_READ_URL (PostgreSQL only: PGlite has no replicas)', () => {
  if (!shop) return;
  const { call, product, customer, staff } = shop;

  it('serves the product, the listing and the brands from the replica', async () => {
    const detail = (await call('GET', `/api/products/public/${product.id}`)).body as ProductDetail;
    expect(detail.name).toBe(onReplica.product);
    expect(detail.brand?.name).toBe(onReplica.brand);
    const listing = (await call('GET', `/api/products/public?brand=${shop.brandId}&limit=100`)).body as Paginated<ProductSummary>;
    expect(listing.results.find((found) => found.id === product.id)?.name).toBe(onReplica.product);
    const brandPage = (await call('GET', '/api/products/brands?limit=100')).body as Paginated<{ id: number; name: string }>;
    expect(brandPage.results.find((brand) => brand.id === shop.brandId)?.name).toBe(onReplica.brand);
    expect((await call('GET', '/api/health/ready')).status).toBe(200);
  });

  it("keeps the back office, the customer's cart and every write on the primary", async () => {
    const seenByStaff = await call('GET', `/api/admin/products/${product.id}`, staff.auth);
    expect(seenByStaff.body.name).toBe(product.name);

    const added = await call('POST', '/api/shop/cart/items', customer.auth, { product: product.id, quantity: 1 });
    expect(added.status).toBe(201);
    const cart = JSON.stringify((await call('GET', '/api/shop/cart', customer.auth)).body);
    expect(cart).toContain(product.name);
    expect(cart).not.toContain(onReplica.product);

    const newPrice = product.regularPrice + 1000;
    const changed = await call('PATCH', `/api/admin/products/${product.id}`, staff.auth, { regular_price: newPrice });
    expect(changed.status).toBe(200);
    const priceOn = async (db: Database) =>
      (await db.select({ price: products.regularPrice }).from(products).where(eq(products.id, product.id)))[0]?.price;
    expect(await priceOn(shop.primary)).toBe(newPrice);
    expect(await priceOn(shop.replica)).toBe(product.regularPrice);
  });
});
