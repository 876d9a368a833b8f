import { readOrdering } from '@shop/contract/admin';
import {
  type AdminCategory,
  type AdminCategoryListQuery,
  type CategoryUpdate,
  catalogueAdminMessages as says,
} from '@shop/contract/catalogue-admin';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { compactForSearch, comparePersian } from '@shop/contract/persian';
import type { Database, Transaction } from '../../db/client.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit-service.ts';
import type { MediaStorage, PictureUrls } from '../media/media-service.ts';
import { catalogueWrite, clean, type StaffWrite, savePicture } from './admin-writes.ts';
import * as queries from './categories-admin-queries.ts';

// The category tree in the back office.

type Db = Database | Transaction;

type CategoryRow = Awaited<ReturnType<typeof queries.findAllCategories>>[number];

/** The whole tree in reading order (each category after its parent, siblings by their order), as the back office shows it. */
async function categoryTree(db: Db, pictures: PictureUrls): Promise<AdminCategory[]> {
  const rows = await queries.findAllCategories(db);
  const counts = await queries.countCategoryMembers(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered: AdminCategory[] = [];
  const visit = (row: CategoryRow, ancestors: string[]) => {
    const names = [...ancestors, row.name];
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    ordered.push({
      id: row.id,
      name: row.name,
      parent: row.parentId,
      parent_data: parent ? { id: parent.id, name: parent.name } : null,
      path: names.join(' › '),
      depth: ancestors.length,
      sort_order: row.sortOrder,
      image: pictures.image(row.image),
      product_count: counts.products.get(row.id) ?? 0,
      children_count: counts.children.get(row.id) ?? 0,
    });
    for (const child of rows) if (child.parentId === row.id) visit(child, names);
  };
  for (const row of rows) if (row.parentId === null || !byId.has(row.parentId)) visit(row, []);
  return ordered;
}

export async function listAdminCategories(db: Database, pictures: PictureUrls, query: AdminCategoryListQuery) {
  const search = compactForSearch(query.search ?? '');
  let rows = (await categoryTree(db, pictures)).filter(
    (row) =>
      (query.parent === undefined || row.parent === query.parent) && (!search || compactForSearch(row.path).includes(search)),
  );
  const { field, descending } = readOrdering(query.ordering, 'path');
  if (field !== 'path') {
    const compare = (a: AdminCategory, b: AdminCategory) =>
      field === 'name' ? comparePersian(a.name, b.name) : a.sort_order - b.sort_order || a.id - b.id;
    rows = [...rows].sort(compare);
  }
  if (descending) rows = [...rows].reverse();
  return { count: rows.length, results: rows.slice(query.offset, query.offset + query.limit) };
}

async function readCategory(db: Db, pictures: PictureUrls, id: number): Promise<AdminCategory> {
  const found = (await categoryTree(db, pictures)).find((row) => row.id === id);
  if (!found) throw new NotFoundError(says.categoryNotFoundDetail);
  return found;
}

export const getAdminCategory = (db: Database, pictures: PictureUrls, id: number) => readCategory(db, pictures, id);

/** A parent that exists and is not the category itself or below it. */
async function checkParent(tx: Transaction, id: number | undefined, parent: number | null | undefined) {
  if (parent === null || parent === undefined) return;
  const rows = await queries.findAllCategories(tx);
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  if (!parentOf.has(parent)) throw new InvalidError({ parent: [says.categoryNotFound] });
  for (let at: number | null | undefined = parent; at !== null && at !== undefined; at = parentOf.get(at)) {
    if (at === id) throw new InvalidError({ parent: [says.categoryCycle] });
  }
}

export function createAdminCategory(
  db: Database,
  pictures: PictureUrls,
  staff: StaffWrite,
  input: CategoryUpdate & { name: string },
) {
  return catalogueWrite(db, async (tx) => {
    await queries.lockCategories(tx);
    await checkParent(tx, undefined, input.parent);
    const id = await queries.insertCategory(tx, {
      name: clean(input.name),
      parentId: input.parent ?? null,
      sortOrder: input.sort_order ?? 0,
    });
    const after = await readCategory(tx, pictures, id);
    await recordAudit(tx, { ...staff, entity: 'category', entityId: id, action: 'create', after });
    return after;
  });
}

export function updateAdminCategory(db: Database, pictures: PictureUrls, staff: StaffWrite, id: number, change: CategoryUpdate) {
  return catalogueWrite(db, async (tx) => {
    // The whole tree is read to refuse a cycle; two moves at once must not each miss the other's.
    await queries.lockCategories(tx);
    const before = await readCategory(tx, pictures, id);
    await checkParent(tx, id, change.parent);
    await queries.updateCategory(tx, id, {
      ...(change.name === undefined ? {} : { name: clean(change.name) }),
      ...(change.parent === undefined ? {} : { parentId: change.parent }),
      ...(change.sort_order === undefined ? {} : { sortOrder: change.sort_order }),
    });
    const after = await readCategory(tx, pictures, id);
    await recordAudit(tx, { ...staff, entity: 'category', entityId: id, action: 'update', before, after });
    return after;
  });
}

/**
 * Deletes an empty category. One that holds products or subcategories is refused rather than emptied: moving them
 * is a choice (to which category?) that only the staff can make.
 */
export function deleteAdminCategory(db: Database, pictures: PictureUrls, staff: StaffWrite, id: number): Promise<void> {
  return catalogueWrite(db, async (tx) => {
    await queries.lockCategories(tx);
    const before = await readCategory(tx, pictures, id);
    const refusals = [
      ...(before.children_count ? [says.categoryHasChildren] : []),
      ...(before.product_count ? [says.categoryHasProducts] : []),
    ];
    if (refusals.length) throw new InvalidError({ [NON_FIELD_ERRORS]: refusals });
    await queries.deleteCategory(tx, id);
    await recordAudit(tx, { ...staff, entity: 'category', entityId: id, action: 'delete', before });
  });
}

export async function setCategoryImage(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  staff: StaffWrite,
  id: number,
  /** null removes the picture. */
  picture: Buffer | undefined | null,
): Promise<AdminCategory> {
  const current = await readCategory(db, pictures, id);
  const image = picture === null ? null : await savePicture(media, picture, 'image', 'categories', current.name, 400);
  return catalogueWrite(db, async (tx) => {
    if (!(await queries.lockCategory(tx, id))) throw new NotFoundError(says.categoryNotFoundDetail);
    const before = await readCategory(tx, pictures, id);
    await queries.updateCategory(tx, id, { image });
    const after = await readCategory(tx, pictures, id);
    await recordAudit(tx, {
      ...staff,
      entity: 'category',
      entityId: id,
      action: image ? 'image' : 'image_remove',
      before,
      after,
    });
    return after;
  });
}
