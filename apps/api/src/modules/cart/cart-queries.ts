import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { cartItems, carts } from './cart-tables.ts';

type Db = Database | Transaction;

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

const own = (userId: number, id: number) => and(eq(cartItems.userId, userId), eq(cartItems.id, id));

export async function findCart(db: Db, userId: number): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId));
  return row;
}

export function findCartItems(db: Db, userId: number): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
}

export async function findCartItem(db: Db, userId: number, id: number): Promise<CartItemRow | undefined> {
  const [row] = await db.select().from(cartItems).where(own(userId, id));
  return row;
}

/**
 * Adds to the customer's line of this product or variation, or starts it. A line that would pass `maxQuantity`
 * is left as it was and nothing is answered: the check and the addition are one statement, so two adds at once
 * cannot pass it together.
 */
export async function addToLine(
  db: Db,
  line: { userId: number; productId: number; variationId: number | null; quantity: number; notes: string },
  maxQuantity: number,
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.itemId],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        // A note typed with the second addition replaces the first; adding without one keeps it.
        notes: sql`case when excluded.notes = '' then ${cartItems.notes} else excluded.notes end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${maxQuantity}`,
    })
    .returning();
  return row;
}

export async function updateCartItem(
  db: Db,
  userId: number,
  id: number,
  changes: { quantity?: number | undefined; notes?: string | undefined },
): Promise<CartItemRow | undefined> {
  const [row] = await db
    .update(cartItems)
    .set({ quantity: changes.quantity, notes: changes.notes, updatedAt: sql`now()` })
    .where(own(userId, id))
    .returning();
  return row;
}

export async function deleteCartItem(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(cartItems).where(own(userId, id)).returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteCartItems(db: Db, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Saves the given choices, making the cart's row when it has none yet. */
export async function saveCart(
  db: Db,
  userId: number,
  choices: { addressId?: number | null | undefined; shippingMethodId?: number | null | undefined },
): Promise<CartRow> {
  const set: Record<string, SQL | number | null> = { updatedAt: sql`now()` };
  if (choices.addressId !== undefined) set.addressId = choices.addressId;
  if (choices.shippingMethodId !== undefined) set.shippingMethodId = choices.shippingMethodId;
  const [row] = await db
    .insert(carts)
    .values({ userId, addressId: choices.addressId ?? null, shippingMethodId: choices.shippingMethodId ?? null })
    .onConflictDoUpdate({ target: carts.userId, set })
    .returning();
  if (!row) throw new Error('cart upsert returned no row');
  return row;
}

/**
 * The customer's cart row, made if missing, with the checkout's address and shipping method kept for the next time,
 * and locked until the transaction ends: a second checkout of the same cart waits here for the first to finish.
 */
export async function lockCart(
  tx: Transaction,
  userId: number,
  choices: { addressId: number; shippingMethodId: number },
): Promise<CartRow> {
  const [row] = await tx
    .insert(carts)
    .values({ userId, ...choices })
    .onConflictDoUpdate({ target: carts.userId, set: { ...choices, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('cart upsert returned no row');
  return row;
}
