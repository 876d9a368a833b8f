import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentMethods, shippingMethods } from './checkout-tables.ts';

type Page = { limit: number; offset: number };

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function findShippingMethodPage(db: Database, page: Page) {
  const where = eq(shippingMethods.isActive, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shippingMethods)
      .where(where)
      .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(shippingMethods).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findPaymentMethodPage(db: Database, page: Page) {
  const where = eq(paymentMethods.isActive, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentMethods)
      .where(where)
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(paymentMethods).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findActiveShippingMethod(db: Database, id: number): Promise<ShippingMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.id, id), eq(shippingMethods.isActive, true)));
  return row;
}

export async function findActivePaymentMethod(db: Database, id: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.isActive, true)));
  return row;
}
