import { readOrdering } from '@shop/contract/admin';
import { tehranDate } from '@shop/contract/checkout';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import {
  type Closure,
  type ClosureAdminListQuery,
  type ClosureCreate,
  type ClosureUpdate,
  methodMessages,
  type PaymentMethodAdmin,
  type PaymentMethodAdminListQuery,
  type PaymentMethodCreate,
  type PaymentMethodUpdate,
  promiseProblems,
  type ShippingMethodAdmin,
  type ShippingMethodAdminListQuery,
  type ShippingMethodCreate,
  type ShippingMethodUpdate,
} from '@shop/contract/methods';
import { changed, type Database, inTransaction } from '../../db/client.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { type AuditRecord, recordAudit } from '../audit/audit-service.ts';
import { placeNames } from '../location/location-service.ts';
import { type MediaStorage, type PictureUrls, saveShopPicture } from '../media/media-service.ts';
import * as methods from '../methods/methods-service.ts';
import { countOrdersByMethod } from '../orders/orders-service.ts';

// The back office's shipping and payment methods: a module above orders, since each method shows how many orders name
// it and one that orders name is not deleted.

type Author = Pick<AuditRecord, 'staffId' | 'at'>;

/** A method's icon at checkout: small, as the demo's. */
const METHOD_PICTURE = { folder: 'methods', size: 256 };

async function pictureOf(media: MediaStorage, picture: Buffer | undefined, removal: null | undefined, name: string) {
  return picture ? saveShopPicture(media, picture, { ...METHOD_PICTURE, name }) : removal;
}

async function toShippingMethodsAdmin(
  db: Database,
  pictures: PictureUrls,
  rows: methods.ShippingMethodRow[],
): Promise<ShippingMethodAdmin[]> {
  const [orders, named] = await Promise.all([
    countOrdersByMethod(
      db,
      'shipping',
      rows.map((row) => row.id),
    ),
    placeNames(
      db,
      rows.flatMap((row) => row.provinces.map((state) => ({ country: null, state, city: null }))),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: pictures.image(row.image),
    cost: row.cost,
    provinces: row.provinces,
    provinces_data: row.provinces.flatMap((state) => named({ country: null, state, city: null }).state ?? []),
    delivery_windows: row.deliveryWindows,
    ...methods.promiseOf(row),
    active: row.isActive,
    sort_order: row.sortOrder,
    orders_count: orders.get(row.id) ?? 0,
  }));
}

async function toPaymentMethodsAdmin(
  db: Database,
  pictures: PictureUrls,
  rows: methods.PaymentMethodRow[],
): Promise<PaymentMethodAdmin[]> {
  const orders = await countOrdersByMethod(
    db,
    'payment',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: pictures.image(row.image),
    kind: row.kind,
    active: row.isActive,
    sort_order: row.sortOrder,
    orders_count: orders.get(row.id) ?? 0,
  }));
}

const one = async <Row, Admin>(
  db: Database,
  pictures: PictureUrls,
  row: Row,
  convert: (db: Database, pictures: PictureUrls, rows: Row[]) => Promise<Admin[]>,
) => {
  const [admin] = await convert(db, pictures, [row]);
  if (!admin) throw new Error('a method was lost on its way out');
  return admin;
};

const listPage = (query: { limit: number; offset: number; ordering?: string | undefined }) => ({
  limit: query.limit,
  offset: query.offset,
  ordering: readOrdering(query.ordering, 'sort_order'),
});

export async function listShippingMethodsForAdmin(db: Database, pictures: PictureUrls, query: ShippingMethodAdminListQuery) {
  const found = await methods.findShippingMethodsForAdmin(db, { active: query.active, search: query.search }, listPage(query));
  return { count: found.count, results: await toShippingMethodsAdmin(db, pictures, found.rows) };
}

export async function getShippingMethodForAdmin(db: Database, pictures: PictureUrls, id: number): Promise<ShippingMethodAdmin> {
  const row = await methods.findShippingMethodById(db, id);
  if (!row) throw new NotFoundError();
  return one(db, pictures, row, toShippingMethodsAdmin);
}

/** The provinces a method delivers to, each once and each a province the shop knows. */
async function checkedProvinces(db: Database, provinces: number[] | undefined): Promise<number[] | undefined> {
  if (provinces === undefined) return undefined;
  const unique = [...new Set(provinces)];
  const named = await placeNames(
    db,
    unique.map((state) => ({ country: null, state, city: null })),
  );
  if (unique.some((state) => !named({ country: null, state, city: null }).state)) {
    throw new InvalidError({ provinces: [messages.stateNotFound] });
  }
  return unique;
}

/** The promise a method would make: an estimate with its working days in order, or a refusal on the field. */
function checkedPromise(method: {
  delivery_promise: ShippingMethodAdmin['delivery_promise'];
  estimate_min_days: number | null;
  estimate_max_days: number | null;
}) {
  const problems = promiseProblems(method);
  if (Object.keys(problems).length) throw new InvalidError(problems);
  const estimate = method.delivery_promise === 'estimate';
  return {
    deliveryPromise: method.delivery_promise,
    estimateMinDays: estimate ? method.estimate_min_days : null,
    estimateMaxDays: estimate ? method.estimate_max_days : null,
  };
}

export async function createShippingMethod(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  author: Author,
  input: ShippingMethodCreate,
  picture: Buffer | undefined,
): Promise<ShippingMethodAdmin> {
  const promise = checkedPromise({
    delivery_promise: input.delivery_promise ?? 'slot',
    estimate_min_days: input.estimate_min_days ?? null,
    estimate_max_days: input.estimate_max_days ?? null,
  });
  const provinces = await checkedProvinces(db, input.provinces);
  const image = await pictureOf(media, picture, input.image, input.name);
  const created = await inTransaction(db, async (tx) => {
    const row = await methods.insertShippingMethod(tx, {
      name: input.name,
      description: input.description ?? '',
      image: image ?? null,
      cost: input.cost,
      provinces: provinces ?? [],
      deliveryWindows: input.delivery_windows ?? [],
      ...promise,
      freeShippingThreshold: input.free_shipping_threshold ?? null,
      isActive: input.active ?? true,
      sortOrder: input.sort_order ?? 0,
    });
    const after = await one(tx, pictures, row, toShippingMethodsAdmin);
    await recordAudit(tx, { ...author, entity: 'shipping_method', entityId: row.id, action: 'create', after });
    await changed(tx, { methods: true });
    return after;
  });
  return created;
}

/**
 * Changes a shipping method. Orders placed with it keep their snapshot (name, cost); a cart that chose it is priced
 * with the new cost, and one whose address it no longer serves is asked to choose again.
 */
export async function updateShippingMethod(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  author: Author,
  id: number,
  changes: ShippingMethodUpdate,
  picture: Buffer | undefined,
): Promise<ShippingMethodAdmin> {
  const current = await getShippingMethodForAdmin(db, pictures, id);
  const provinces = await checkedProvinces(db, changes.provinces);
  const image = await pictureOf(media, picture, changes.image, changes.name ?? current.name);
  const updated = await inTransaction(db, async (tx) => {
    const locked = await methods.lockShippingMethod(tx, id);
    if (!locked) throw new NotFoundError();
    // The promise the method would make with the change, checked whole: a PATCH may send a part of it.
    const promise = checkedPromise({
      delivery_promise: changes.delivery_promise ?? locked.deliveryPromise,
      estimate_min_days: changes.estimate_min_days !== undefined ? changes.estimate_min_days : locked.estimateMinDays,
      estimate_max_days: changes.estimate_max_days !== undefined ? changes.estimate_max_days : locked.estimateMaxDays,
    });
    const row = await methods.updateShippingMethod(tx, id, {
      name: changes.name,
      description: changes.description,
      image,
      cost: changes.cost,
      provinces,
      deliveryWindows: changes.delivery_windows,
      ...promise,
      freeShippingThreshold: changes.free_shipping_threshold,
      isActive: changes.active,
      sortOrder: changes.sort_order,
    });
    if (!row) throw new NotFoundError();
    const [before, after] = await toShippingMethodsAdmin(tx, pictures, [locked, row]);
    await recordAudit(tx, { ...author, entity: 'shipping_method', entityId: id, action: 'update', before, after });
    if (!after) throw new Error('a method was lost on its way out');
    await changed(tx, { methods: true });
    return after;
  });
  return updated;
}

/** A method no order names is deleted; one that orders name is refused, to be deactivated instead. */
export async function deleteShippingMethod(db: Database, pictures: PictureUrls, author: Author, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const locked = await methods.lockShippingMethod(tx, id);
    if (!locked) throw new NotFoundError();
    const before = await one(tx, pictures, locked, toShippingMethodsAdmin);
    if (before.orders_count > 0) throw new InvalidError({ [NON_FIELD_ERRORS]: [methodMessages.methodInUse] });
    await methods.deleteShippingMethod(tx, id);
    await recordAudit(tx, { ...author, entity: 'shipping_method', entityId: id, action: 'delete', before });
    await changed(tx, { methods: true });
  });
}

export async function listPaymentMethodsForAdmin(db: Database, pictures: PictureUrls, query: PaymentMethodAdminListQuery) {
  const found = await methods.findPaymentMethodsForAdmin(
    db,
    { active: query.active, search: query.search, kind: query.kind },
    listPage(query),
  );
  return { count: found.count, results: await toPaymentMethodsAdmin(db, pictures, found.rows) };
}

export async function getPaymentMethodForAdmin(db: Database, pictures: PictureUrls, id: number): Promise<PaymentMethodAdmin> {
  const row = await methods.findPaymentMethodById(db, id);
  if (!row) throw new NotFoundError();
  return one(db, pictures, row, toPaymentMethodsAdmin);
}

export async function createPaymentMethod(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  author: Author,
  input: PaymentMethodCreate,
  picture: Buffer | undefined,
): Promise<PaymentMethodAdmin> {
  const image = await pictureOf(media, picture, input.image, input.name);
  const created = await inTransaction(db, async (tx) => {
    const row = await methods.insertPaymentMethod(tx, {
      name: input.name,
      description: input.description ?? '',
      image: image ?? null,
      kind: input.kind,
      isActive: input.active ?? true,
      sortOrder: input.sort_order ?? 0,
    });
    const after = await one(tx, pictures, row, toPaymentMethodsAdmin);
    await recordAudit(tx, { ...author, entity: 'payment_method', entityId: row.id, action: 'create', after });
    await changed(tx, { methods: true });
    return after;
  });
  return created;
}

/** Changes a payment method; orders and payments made with it keep their snapshot (name, kind). */
export async function updatePaymentMethod(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  author: Author,
  id: number,
  changes: PaymentMethodUpdate,
  picture: Buffer | undefined,
): Promise<PaymentMethodAdmin> {
  const current = await getPaymentMethodForAdmin(db, pictures, id);
  const image = await pictureOf(media, picture, changes.image, changes.name ?? current.name);
  const updated = await inTransaction(db, async (tx) => {
    const locked = await methods.lockPaymentMethod(tx, id);
    if (!locked) throw new NotFoundError();
    const row = await methods.updatePaymentMethod(tx, id, {
      name: changes.name,
      description: changes.description,
      image,
      kind: changes.kind,
      isActive: changes.active,
      sortOrder: changes.sort_order,
    });
    if (!row) throw new NotFoundError();
    const [before, after] = await toPaymentMethodsAdmin(tx, pictures, [locked, row]);
    await recordAudit(tx, { ...author, entity: 'payment_method', entityId: id, action: 'update', before, after });
    if (!after) throw new Error('a method was lost on its way out');
    await changed(tx, { methods: true });
    return after;
  });
  return updated;
}

/** A method no order or payment names is deleted; one they name is refused, to be deactivated instead. */
export async function deletePaymentMethod(db: Database, pictures: PictureUrls, author: Author, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const locked = await methods.lockPaymentMethod(tx, id);
    if (!locked) throw new NotFoundError();
    const before = await one(tx, pictures, locked, toPaymentMethodsAdmin);
    if (before.orders_count > 0) throw new InvalidError({ [NON_FIELD_ERRORS]: [methodMessages.methodInUse] });
    await methods.deletePaymentMethod(tx, id);
    await recordAudit(tx, { ...author, entity: 'payment_method', entityId: id, action: 'delete', before });
    await changed(tx, { methods: true });
  });
}

// The store's closure days. Orders already placed keep what they were promised; checkout reads them on every order.

export async function listClosuresForAdmin(db: Database, now: Date, query: ClosureAdminListQuery) {
  const found = await methods.findClosurePage(db, query.upcoming ? tehranDate(now) : undefined, {
    limit: query.limit,
    offset: query.offset,
    ordering: readOrdering(query.ordering, '-date'),
  });
  return { count: found.count, results: found.rows.map(methods.toClosure) };
}

export async function getClosureForAdmin(db: Database, id: number): Promise<Closure> {
  const row = await methods.findClosure(db, id);
  if (!row) throw new NotFoundError();
  return methods.toClosure(row);
}

const closureExists = () => new InvalidError({ date: [methodMessages.closureExists] });

/** Closes the store on a day; the same day twice is refused on its field (the day is unique, whoever adds it). */
export async function createClosure(db: Database, author: Author, input: ClosureCreate): Promise<Closure> {
  return inTransaction(db, async (tx) => {
    const row = await methods.insertClosure(tx, { date: input.date, reason: input.reason });
    if (!row) throw closureExists();
    const after = methods.toClosure(row);
    await recordAudit(tx, { ...author, entity: 'closure', entityId: row.id, action: 'create', after });
    return after;
  });
}

export async function updateClosure(db: Database, author: Author, id: number, changes: ClosureUpdate): Promise<Closure> {
  return inTransaction(db, async (tx) => {
    const current = await methods.findClosure(tx, id);
    if (!current) throw new NotFoundError();
    if (changes.date && (await methods.findClosureOn(tx, changes.date, id))) throw closureExists();
    const row = await methods.updateClosure(tx, id, { date: changes.date, reason: changes.reason });
    if (!row) throw new NotFoundError();
    const [before, after] = [methods.toClosure(current), methods.toClosure(row)];
    await recordAudit(tx, { ...author, entity: 'closure', entityId: id, action: 'update', before, after });
    return after;
  });
}

export async function deleteClosure(db: Database, author: Author, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const row = await methods.deleteClosure(tx, id);
    if (!row) throw new NotFoundError();
    await recordAudit(tx, { ...author, entity: 'closure', entityId: id, action: 'delete', before: methods.toClosure(row) });
  });
}
