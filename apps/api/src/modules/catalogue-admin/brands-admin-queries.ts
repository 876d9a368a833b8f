import { asc, count, desc, eq, like } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { brands, products } from './catalogue-admin-tables.ts';

type Db = Database | Transaction;

/** Brands, each with how many products name it. */
const brandsWithCounts = (db: Db) =>
  db
    .select({ brand: brands, productCount: count(products.id) })
    .from(brands)
    .leftJoin(products, eq(products.brandId, brands.id))
    .groupBy(brands.id)
    .$dynamic();

export async function findBrands(
  db: Db,
  search: string | undefined,
  ordering: { field: 'sort_order' | 'name'; descending: boolean },
  page: { limit: number; offset: number },
) {
  const where = search ? like(brands.searchName, `%${escapeLike(search)}%`) : undefined;
  const column = ordering.field === 'name' ? brands.name : brands.sortOrder;
  const direction = ordering.descending ? desc : asc;
  const [rows, [total]] = await Promise.all([
    brandsWithCounts(db).where(where).orderBy(direction(column), direction(brands.id)).limit(page.limit).offset(page.offset),
    db.select({ count: count() }).from(brands).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findBrand(db: Db, id: number) {
  const [row] = await brandsWithCounts(db).where(eq(brands.id, id));
  return row;
}

export function findAllBrands(db: Db) {
  return db.select().from(brands);
}

export async function lockBrand(tx: Transaction, id: number) {
  const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
  return row;
}

export async function insertBrand(db: Db, values: typeof brands.$inferInsert): Promise<number> {
  const [row] = await db.insert(brands).values(values).returning({ id: brands.id });
  if (!row) throw new Error('brand insert returned no row');
  return row.id;
}

export async function updateBrand(db: Db, id: number, values: Partial<typeof brands.$inferInsert>): Promise<void> {
  await db.update(brands).set(values).where(eq(brands.id, id));
}

export async function deleteBrand(db: Db, id: number): Promise<void> {
  await db.delete(brands).where(eq(brands.id, id));
}

/** The products of a brand, as their search fields are computed. */
export function findBrandProductTexts(db: Db, brandId: number) {
  return db
    .select({ id: products.id, name: products.name, excerpt: products.excerpt })
    .from(products)
    .where(eq(products.brandId, brandId));
}

export async function updateSearchFields(db: Db, id: number, fields: { searchName: string; searchText: string }) {
  await db.update(products).set(fields).where(eq(products.id, id));
}
