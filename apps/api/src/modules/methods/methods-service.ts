import { type ClosureDays, tehranDate } from '@shop/contract/checkout';
import type { Closure, PaymentMethod, ShippingMethod } from '@shop/contract/methods';
import type { Database, Transaction } from '../../db/client.ts';
import type { KeptReads } from '../../lib/kept-reads.ts';
import type { PictureUrls } from '../media/media-service.ts';
import * as queries from './methods-queries.ts';

type Page = { limit: number; offset: number };

const toShippingMethod = (pictures: PictureUrls, row: queries.ShippingMethodRow): ShippingMethod => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: pictures.image(row.image)?.f ?? null,
  cost: row.cost,
  provinces: row.provinces,
  delivery_windows: row.deliveryWindows,
  ...promiseOf(row),
});

/** What a method promises and its free-shipping threshold, as checkout and the back office show them. */
export const promiseOf = (row: queries.ShippingMethodRow) => ({
  delivery_promise: row.deliveryPromise,
  estimate_min_days: row.estimateMinDays,
  estimate_max_days: row.estimateMaxDays,
  free_shipping_threshold: row.freeShippingThreshold,
});

export const toClosure = (row: queries.ClosureRow): Closure => ({ id: row.id, date: row.date, reason: row.reason });

/** The closure days from today in Tehran on, earliest first, as checkout shows them. */
export async function listUpcomingClosures(db: Database, now: Date, page: Page) {
  const found = await queries.findClosurePage(db, tehranDate(now), {
    ...page,
    ordering: { field: 'date', descending: false },
  });
  return { count: found.count, results: found.rows.map(toClosure) };
}

/** The closure days from today on, which no delivery is booked on and no working day counts. */
export async function closureDays(db: Database | Transaction, now: Date): Promise<ClosureDays> {
  return new Set((await queries.findClosuresFrom(db, tehranDate(now))).map((row) => row.date));
}

const toPaymentMethod = (pictures: PictureUrls, row: queries.PaymentMethodRow): PaymentMethod => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: pictures.image(row.image)?.f ?? null,
  kind: row.kind,
});

/** The active methods as every checkout lists them, kept (`app.caches.methods`) until one changes. */
export function listShippingMethods(db: Database, kept: KeptReads<object>, pictures: PictureUrls, page: Page) {
  return kept.read(`shipping:${page.limit}:${page.offset}`, async () => {
    const found = await queries.findShippingMethodPage(db, page);
    return { count: found.count, results: found.rows.map((row) => toShippingMethod(pictures, row)) };
  });
}

export function listPaymentMethods(db: Database, kept: KeptReads<object>, pictures: PictureUrls, page: Page) {
  return kept.read(`payment:${page.limit}:${page.offset}`, async () => {
    const found = await queries.findPaymentMethodPage(db, page);
    return { count: found.count, results: found.rows.map((row) => toPaymentMethod(pictures, row)) };
  });
}

/** An active shipping method, or nothing for an inactive or missing one. */
export async function findShippingMethod(db: Database, pictures: PictureUrls, id: number): Promise<ShippingMethod | undefined> {
  const row = await queries.findActiveShippingMethod(db, id);
  return row && toShippingMethod(pictures, row);
}

/** An active payment method, or nothing for an inactive or missing one. */
export async function findPaymentMethod(db: Database, pictures: PictureUrls, id: number): Promise<PaymentMethod | undefined> {
  const row = await queries.findActivePaymentMethod(db, id);
  return row && toPaymentMethod(pictures, row);
}

/** A method that names no province delivers to the whole country. */
export function deliversTo(method: ShippingMethod, provinceId: number): boolean {
  return method.provinces.length === 0 || method.provinces.includes(provinceId);
}

// What the back office (modules/methods-admin) reads and writes: the rows. It sits above orders, whose counts it shows,
// and orders name methods.
export {
  type ClosureRow,
  deleteClosure,
  deletePaymentMethod,
  deleteShippingMethod,
  findClosure,
  findClosureOn,
  findClosurePage,
  findPaymentMethodById,
  findPaymentMethodsForAdmin,
  findShippingMethodById,
  findShippingMethodsForAdmin,
  insertClosure,
  insertPaymentMethod,
  insertShippingMethod,
  lockPaymentMethod,
  lockShippingMethod,
  type PaymentMethodRow,
  type ShippingMethodRow,
  updateClosure,
  updatePaymentMethod,
  updateShippingMethod,
} from './methods-queries.ts';
