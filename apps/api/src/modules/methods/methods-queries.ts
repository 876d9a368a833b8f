import { type AnyColumn, and, asc, count, desc, eq, gte, ilike, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { definedValues } from '../../lib/defined-values.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { closures, paymentMethods, shippingMethods } from './methods-tables.ts';

type Page = { limit: number; offset: number };

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type ClosureRow = typeof closures.$inferSelect;

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

// The store's closure days.

/** The closure days from `from` on (Gregorian YYYY-MM-DD), earliest first. */
export function findClosuresFrom(db: Database | Transaction, from: string): Promise<ClosureRow[]> {
  return db.select().from(closures).where(gte(closures.date, from)).orderBy(asc(closures.date));
}

export async function findClosurePage(db: Database, upcomingFrom: string | undefined, page: ListPage) {
  const where = upcomingFrom ? gte(closures.date, upcomingFrom) : undefined;
  const direction = page.ordering.descending ? desc : asc;
  const column = page.ordering.field === 'id' ? closures.id : closures.date;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(closures)
      .where(where)
      .orderBy(direction(column), direction(closures.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(closures).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findClosure(db: Database | Transaction, id: number): Promise<ClosureRow | undefined> {
  const [row] = await db.select().from(closures).where(eq(closures.id, id));
  return row;
}

/** Another closure on that day, which a day's unique key would refuse. */
export async function findClosureOn(db: Database | Transaction, date: string, exceptId?: number) {
  const [row] = await db
    .select()
    .from(closures)
    .where(and(eq(closures.date, date), exceptId === undefined ? undefined : ne(closures.id, exceptId)));
  return row;
}

export async function insertClosure(tx: Transaction, values: typeof closures.$inferInsert) {
  const [row] = await tx.insert(closures).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateClosure(tx: Transaction, id: number, values: Partial<typeof closures.$inferInsert>) {
  const set = definedValues(values);
  if (!Object.keys(set).length) return findClosure(tx, id);
  const [row] = await tx.update(closures).set(set).where(eq(closures.id, id)).returning();
  return row;
}

export async function deleteClosure(tx: Transaction, id: number): Promise<ClosureRow | undefined> {
  const [row] = await tx.delete(closures).where(eq(closures.id, id)).returning();
  return row;
}
