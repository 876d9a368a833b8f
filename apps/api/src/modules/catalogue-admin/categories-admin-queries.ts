import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { categories, products } from './catalogue-admin-tables.ts';

type Db = Database | Transaction;

export function findAllCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** How many products each category holds directly, and how many categories sit right under it. */
export async function countCategoryMembers(db: Db) {
  const productCounts = await db
    .select({ id: products.categoryId, count: count() })
    .from(products)
    .where(sql`${products.categoryId} is not null`)
    .groupBy(products.categoryId);
  const childCounts = await db
    .select({ id: categories.parentId, count: count() })
    .from(categories)
    .where(sql`${categories.parentId} is not null`)
    .groupBy(categories.parentId);
  const asMap = (rows: { id: number | null; count: number }[]) => new Map(rows.map((row) => [row.id ?? 0, row.count]));
  return { products: asMap(productCounts), children: asMap(childCounts) };
}

export async function lockCategories(tx: Transaction): Promise<void> {
  // Moving categories reads the whole tree to refuse a cycle; two moves at once must not each miss the other.
  await tx.execute(sql`lock table ${categories} in share row exclusive mode`);
}

export async function insertCategory(db: Db, values: typeof categories.$inferInsert): Promise<number> {
  const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
  if (!row) throw new Error('category insert returned no row');
  return row.id;
}

export async function updateCategory(db: Db, id: number, values: Partial<typeof categories.$inferInsert>): Promise<void> {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

export async function lockCategory(tx: Transaction, id: number) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}
