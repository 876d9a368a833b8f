import { randomBytes } from 'node:crypto';
import { readOrdering } from '@shop/contract/admin';
import type { ProductSummary } from '@shop/contract/catalogue';
import { messages } from '@shop/contract/messages';
import { paths } from '@shop/contract/paths';
import { normalizePersianLetters } from '@shop/contract/persian';
import type { Catalogue, CatalogueItemAvailability } from '@shop/contract/shared-catalogues';
import {
  type AdminCatalogue,
  type AdminCatalogueCreate,
  type AdminCatalogueListQuery,
  type AdminCatalogueSummary,
  type AdminCatalogueUpdate,
  sharedCatalogueMessageWith as sharingAdminMessageWith,
} from '@shop/contract/shared-catalogues';
import { changed, type Database, inTransaction, type Transaction } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { anonymousViewer, productSummariesWithWithdrawn, type Viewer, variableOffers } from '../catalogue/catalogue-service.ts';
import type { PictureUrls } from '../media/media-service.ts';
import * as queries from './shared-catalogues-queries.ts';

// Shareable catalogues (/catalogs?key=…): a hand-picked list of products behind a key, for its public page and for the
// back office, which reads a catalogue as the page does. Every change says so in its transaction, so that the page
// shows it at once.

interface Context {
  db: Database;
  clock: Clock;
  pictures: PictureUrls;
}

const notFound = () => new NotFoundError(messages.catalogueNotFound);

const publicUrl = (origin: string, key: string) => origin + paths.catalogue(key);

/** What a catalogue's visitor can do with an item: put it in the catalogue's cart, or only see it and why not. */
function availabilityOf(product: ProductSummary, published: boolean): CatalogueItemAvailability {
  if (!published) return 'withdrawn';
  if (!product.in_stock) return 'out_of_stock';
  return product.stock_type === 'call' ? 'call' : 'available';
}

/**
 * A catalogue and its items in the catalogue's order, each with its product's summary whether or not the product is
 * still published; a deleted product took its items with it.
 */
export async function getCatalogue(
  db: Database,
  pictures: PictureUrls,
  key: string,
  origin: string,
  viewer: Viewer,
): Promise<Catalogue> {
  const found = await queries.findSharedCatalogueByKey(db, key);
  if (!found) throw notFound();
  const items = await queries.findItems(db, found.id);
  const listed = await productSummariesWithWithdrawn(
    db,
    pictures,
    items.map((item) => item.productId),
    viewer,
  );
  // A variable product is ordered by its variation, chosen on the page as on the product's own.
  const offers = await variableOffers(
    db,
    pictures,
    [...listed.values()].flatMap(({ product }) => (product.type === 'variable' ? [product.id] : [])),
  );
  return {
    key: found.key,
    name: found.name,
    public_notes: found.publicNotes,
    updated_at: found.updatedAt.toISOString(),
    web_client_url: publicUrl(origin, found.key),
    items: items.flatMap((item) => {
      const shown = listed.get(item.productId);
      if (!shown) return [];
      return [
        {
          id: item.id,
          notes: item.notes,
          availability: availabilityOf(shown.product, shown.published),
          product_data: shown.product,
          variable_attributes: offers.get(item.productId)?.variable_attributes ?? [],
          variations: offers.get(item.productId)?.variations ?? [],
        },
      ];
    }),
  };
}

export interface NewCatalogue {
  name: string;
  publicNotes?: string;
  /** In the order the catalogue lists them. */
  items: { productId: number; notes?: string }[];
  updatedAt?: Date;
}

/**
 * 144 random bits, as an order's key: the key is the catalogue's only lock, so a visitor cannot reach another
 * catalogue by guessing or counting.
 */
const newCatalogueKey = () => randomBytes(18).toString('base64url');

/**
 * Makes a shareable catalogue and answers its key. `key` is for the demo shop alone, whose catalogue's address is
 * printed in its documentation; every other catalogue gets a random one.
 */
export async function createCatalogue(db: Database, input: NewCatalogue, key: string = newCatalogueKey()): Promise<string> {
  await db.transaction((tx) =>
    queries.insertSharedCatalogue(
      tx,
      {
        key,
        name: normalizePersianLetters(input.name.trim()),
        publicNotes: normalizePersianLetters((input.publicNotes ?? '').trim()),
        ...(input.updatedAt ? { updatedAt: input.updatedAt } : {}),
      },
      input.items.map((item, sortOrder) => ({
        productId: item.productId,
        notes: normalizePersianLetters((item.notes ?? '').trim()),
        sortOrder,
      })),
    ),
  );
  return key;
}

// The back office.

export async function listSharedCatalogues(
  db: Database,
  query: AdminCatalogueListQuery,
  origin: string,
): Promise<{ count: number; results: AdminCatalogueSummary[] }> {
  const { field, descending } = readOrdering(query.ordering, '-updated_at');
  const words = query.search ? query.search.split(/\s+/) : [];
  const page = await queries.findSharedCataloguePage(db, words, {
    limit: query.limit,
    offset: query.offset,
    orderBy: field,
    descending,
  });
  return {
    count: page.count,
    results: page.rows.map(({ catalogue, itemsCount }) => ({
      id: catalogue.id,
      key: catalogue.key,
      name: catalogue.name,
      public_notes: catalogue.publicNotes,
      updated_at: catalogue.updatedAt.toISOString(),
      items_count: itemsCount,
      web_client_url: publicUrl(origin, catalogue.key),
    })),
  };
}

/** The catalogue as its public page shows it, every item with its product and whether a visitor can order it. */
export async function getSharedCatalogue(
  db: Database,
  pictures: PictureUrls,
  id: number,
  origin: string,
): Promise<AdminCatalogue> {
  const row = await queries.findSharedCatalogue(db, id);
  if (!row) throw notFound();
  const shown = await getCatalogue(db, pictures, row.key, origin, anonymousViewer);
  return {
    id: row.id,
    key: shown.key,
    name: shown.name,
    public_notes: shown.public_notes,
    updated_at: shown.updated_at,
    items_count: shown.items.length,
    web_client_url: shown.web_client_url,
    items: shown.items.map((item) => ({
      id: item.id,
      product: item.product_data.id,
      notes: item.notes,
      availability: item.availability,
      product_data: item.product_data,
    })),
  };
}

type ItemsInput = NonNullable<AdminCatalogueUpdate['items']>;

/** Every product must exist; one withdrawn from the shop may be listed, and the page marks it so. */
async function checkProducts(tx: Transaction, pictures: PictureUrls, items: ItemsInput): Promise<void> {
  const existing = await productSummariesWithWithdrawn(
    tx,
    pictures,
    items.map((item) => item.product),
    anonymousViewer,
  );
  const errors = Object.fromEntries(
    items.flatMap((item, index) =>
      existing.has(item.product)
        ? []
        : [[`items.${index}.product`, [sharingAdminMessageWith.catalogueProductMissing(item.product)]]],
    ),
  );
  if (Object.keys(errors).length) throw new InvalidError(errors);
}

/** What the journal keeps of a catalogue: what staff wrote, in the page's order. */
async function snapshot(tx: Transaction, row: queries.SharedCatalogueRow) {
  const items = await queries.findItems(tx, row.id);
  return {
    key: row.key,
    name: row.name,
    public_notes: row.publicNotes,
    items: items.map((item) => ({ product: item.productId, notes: item.notes })),
  };
}

const toItems = (items: ItemsInput) => items.map((item) => ({ productId: item.product, notes: item.notes ?? '' }));

export async function createSharedCatalogue(
  { db, clock, pictures }: Context,
  staffId: number,
  input: AdminCatalogueCreate,
  origin: string,
): Promise<AdminCatalogue> {
  const id = await inTransaction(db, async (tx) => {
    const items = input.items ?? [];
    await checkProducts(tx, pictures, items);
    const key = await createCatalogue(tx, {
      name: input.name,
      publicNotes: input.public_notes ?? '',
      items: toItems(items),
      updatedAt: clock(),
    });
    const row = await queries.findSharedCatalogueByKey(tx, key);
    if (!row) throw new Error('the catalogue just made was not found');
    await recordAudit(tx, {
      staffId,
      at: row.updatedAt,
      entity: 'catalogue',
      entityId: row.id,
      action: 'create',
      after: await snapshot(tx, row),
    });
    await changed(tx, { sharedCatalogues: true });
    return row.id;
  });
  return getSharedCatalogue(db, pictures, id, origin);
}

/** Changes any part; `items`, when given, is the whole new list in its order. */
export async function updateSharedCatalogue(
  { db, clock, pictures }: Context,
  staffId: number,
  id: number,
  changes: AdminCatalogueUpdate,
  origin: string,
): Promise<AdminCatalogue> {
  await inTransaction(db, async (tx) => {
    const current = await queries.lockSharedCatalogue(tx, id);
    if (!current) throw notFound();
    if (changes.items) await checkProducts(tx, pictures, changes.items);
    const before = await snapshot(tx, current);
    const now = clock();
    await queries.updateSharedCatalogue(tx, id, { name: changes.name, publicNotes: changes.public_notes, updatedAt: now });
    if (changes.items) await queries.replaceItems(tx, id, toItems(changes.items));
    const after = await snapshot(tx, {
      ...current,
      name: changes.name ?? current.name,
      publicNotes: changes.public_notes ?? current.publicNotes,
    });
    await recordAudit(tx, { staffId, at: now, entity: 'catalogue', entityId: id, action: 'update', before, after });
    await changed(tx, { sharedCatalogues: true });
  });
  return getSharedCatalogue(db, pictures, id, origin);
}

/** Its page is not found from then on, whoever was sent the link. */
export async function deleteSharedCatalogue({ db, clock }: Context, staffId: number, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const current = await queries.lockSharedCatalogue(tx, id);
    if (!current) throw notFound();
    const before = await snapshot(tx, current);
    await queries.deleteSharedCatalogue(tx, id);
    await recordAudit(tx, { staffId, at: clock(), entity: 'catalogue', entityId: id, action: 'delete', before });
    await changed(tx, { sharedCatalogues: true });
  });
}
