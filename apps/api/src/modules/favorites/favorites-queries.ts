import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favoriteProducts } from './favorites-tables.ts';

export async function findFavoriteProductIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: favoriteProducts.productId })
    .from(favoriteProducts)
    .where(eq(favoriteProducts.userId, userId));
  return rows.map((row) => row.productId);
}

/** Newest favourite first. */
export async function findFavoritePage(db: Database, userId: number, page: { limit: number; offset: number }) {
  const where = eq(favoriteProducts.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ productId: favoriteProducts.productId })
      .from(favoriteProducts)
      .where(where)
      .orderBy(desc(favoriteProducts.createdAt), desc(favoriteProducts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(favoriteProducts).where(where),
  ]);
  return { productIds: rows.map((row) => row.productId), count: total?.count ?? 0 };
}

/** True when the product was not yet a favourite. */
export async function insertFavorite(db: Database, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .insert(favoriteProducts)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [favoriteProducts.userId, favoriteProducts.productId] })
    .returning({ id: favoriteProducts.id });
  return rows.length > 0;
}

export async function deleteFavorite(db: Database, userId: number, productId: number): Promise<boolean> {
  const rows = await db
    .delete(favoriteProducts)
    .where(and(eq(favoriteProducts.userId, userId), eq(favoriteProducts.productId, productId)))
    .returning({ id: favoriteProducts.id });
  return rows.length > 0;
}
