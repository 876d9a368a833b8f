import { type AnyColumn, and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { definedValues } from '../../lib/defined-values.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { paymentMethods, shippingMethods } from './methods-tables.ts';

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

// The back office's reads and writes.

type ListPage = { limit: number; offset: number; ordering: { field: string; descending: boolean } };
type MethodTable = typeof shippingMethods | typeof paymentMethods;

function adminOrder(table: MethodTable, { field, descending }: ListPage['ordering']) {
  const columns: Record<string, AnyColumn> = { sort_order: table.sortOrder, name: table.name, id: table.id };
  if ('cost' in table) columns.cost = table.cost;
  const direction = descending ? desc : asc;
  return [direction(columns[field] ?? table.id), direction(table.id)];
}

const adminWhere = (table: MethodTable, filters: { active?: boolean | undefined; search?: string | undefined }) =>
  and(
    filters.active === undefined ? undefined : eq(table.isActive, filters.active),
    filters.search ? ilike(table.name, `%${escapeLike(filters.search)}%`) : undefined,
  );

export async function findShippingMethodsForAdmin(
  db: Database,
  filters: { active?: boolean | undefined; search?: string | undefined },
  page: ListPage,
) {
  const where = adminWhere(shippingMethods, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shippingMethods)
      .where(where)
      .orderBy(...adminOrder(shippingMethods, page.ordering))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(shippingMethods).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findPaymentMethodsForAdmin(
  db: Database,
  filters: { active?: boolean | undefined; search?: string | undefined; kind?: PaymentMethodRow['kind'] | undefined },
  page: ListPage,
) {
  const where = and(adminWhere(paymentMethods, filters), filters.kind ? eq(paymentMethods.kind, filters.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(paymentMethods)
      .where(where)
      .orderBy(...adminOrder(paymentMethods, page.ordering))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(paymentMethods).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findShippingMethodById(db: Database, id: number): Promise<ShippingMethodRow | undefined> {
  const [row] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, id));
  return row;
}

export async function findPaymentMethodById(db: Database, id: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

/** The method as it is, locked until the change's transaction ends: two changes at once apply one after the other. */
export async function lockShippingMethod(tx: Transaction, id: number): Promise<ShippingMethodRow | undefined> {
  const [row] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, id)).for('update');
  return row;
}

export async function lockPaymentMethod(tx: Transaction, id: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id)).for('update');
  return row;
}

export async function insertShippingMethod(tx: Transaction, values: typeof shippingMethods.$inferInsert) {
  const [row] = await tx.insert(shippingMethods).values(values).returning();
  if (!row) throw new Error('the shipping method was not inserted');
  return row;
}

export async function insertPaymentMethod(tx: Transaction, values: typeof paymentMethods.$inferInsert) {
  const [row] = await tx.insert(paymentMethods).values(values).returning();
  if (!row) throw new Error('the payment method was not inserted');
  return row;
}

export async function updateShippingMethod(tx: Transaction, id: number, values: Partial<typeof shippingMethods.$inferInsert>) {
  const set = definedValues(values);
  if (!Object.keys(set).length) return lockShippingMethod(tx, id);
  const [row] = await tx.update(shippingMethods).set(set).where(eq(shippingMethods.id, id)).returning();
  return row;
}

export async function updatePaymentMethod(tx: Transaction, id: number, values: Partial<typeof paymentMethods.$inferInsert>) {
  const set = definedValues(values);
  if (!Object.keys(set).length) return lockPaymentMethod(tx, id);
  const [row] = await tx.update(paymentMethods).set(set).where(eq(paymentMethods.id, id)).returning();
  return row;
}

export async function deleteShippingMethod(tx: Transaction, id: number) {
  await tx.delete(shippingMethods).where(eq(shippingMethods.id, id));
}

export async function deletePaymentMethod(tx: Transaction, id: number) {
  await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
}
