import { readOrdering } from '@shop/contract/admin';
import { messages } from '@shop/contract/messages';
import type { StoryGroup } from '@shop/contract/stories';
import {
  type StoryGroupAdmin,
  type StoryGroupAdminListQuery,
  type StoryGroupCreate,
  type StoryGroupUpdate,
  type StoryItemAdmin,
  type StoryItemAdminListQuery,
  type StoryItemCreate,
  type StoryItemUpdate,
  storyMessages,
} from '@shop/contract/stories';
import { changed, type Database, inTransaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { type AuditRecord, recordAudit } from '../audit/audit-service.ts';
import { anonymousViewer, productSummaries, type Viewer } from '../catalogue/catalogue-service.ts';
import { type MediaStorage, type PictureUrls, saveShopPicture } from '../media/media-service.ts';
import * as queries from './stories-queries.ts';

export async function listStoryGroups(
  db: Database,
  pictures: PictureUrls,
  page: { limit: number; offset: number },
  viewer: Viewer,
) {
  const found = await queries.findStoryGroupPage(db, page);
  const products = await productSummaries(
    db,
    pictures,
    found.items.flatMap((item) => (item.productId === null ? [] : [item.productId])),
    viewer,
  );
  const results: StoryGroup[] = found.groups.map((group) => ({
    id: group.id,
    name: group.name,
    active: group.isActive,
    image_data: pictures.image(group.image),
    items: found.items
      .filter((item) => item.groupId === group.id)
      .map((item) => ({
        id: item.id,
        title: item.title,
        badge: item.badge,
        image_data: pictures.image(item.image),
        product_data: item.productId === null ? null : (products.get(item.productId) ?? null),
      })),
  }));
  return { count: found.count, results };
}

// The back office.

type Author = Pick<AuditRecord, 'staffId' | 'at'>;

const toStoryGroupAdmin = (pictures: PictureUrls, row: queries.StoryGroupRow & { itemsCount: number }): StoryGroupAdmin => ({
  id: row.id,
  name: row.name,
  image: pictures.image(row.image),
  active: row.isActive,
  sort_order: row.sortOrder,
  items_count: row.itemsCount,
});

const toStoryItemAdmin = (pictures: PictureUrls, row: queries.StoryItemRow, productName: string | null): StoryItemAdmin => ({
  id: row.id,
  group: row.groupId,
  title: row.title,
  badge: row.badge,
  image: pictures.image(row.image),
  product: row.productId,
  product_name: productName,
  sort_order: row.sortOrder,
});

/** The names of the stories' products the storefront shows: a product no longer published has none. */
async function productNames(db: Database, pictures: PictureUrls, ids: (number | null)[]): Promise<Map<number, string>> {
  const found = await productSummaries(
    db,
    pictures,
    ids.flatMap((id) => (id === null ? [] : [id])),
    anonymousViewer,
  );
  return new Map([...found].map(([id, product]) => [id, product.name]));
}

const page = (query: { limit: number; offset: number }, ordering: { field: string; descending: boolean }) => ({
  limit: query.limit,
  offset: query.offset,
  ordering,
});

export async function listStoryGroupsForAdmin(db: Database, pictures: PictureUrls, query: StoryGroupAdminListQuery) {
  const found = await queries.findStoryGroupsForAdmin(
    db,
    { active: query.active, search: query.search },
    page(query, readOrdering(query.ordering, 'sort_order')),
  );
  return { count: found.count, results: found.rows.map((row) => toStoryGroupAdmin(pictures, row)) };
}

export async function getStoryGroupForAdmin(db: Database, pictures: PictureUrls, id: number): Promise<StoryGroupAdmin> {
  const row = await queries.findStoryGroup(db, id);
  if (!row) throw new NotFoundError(storyMessages.storyGroupNotFound);
  return toStoryGroupAdmin(pictures, row);
}

/** A group's picture is its round avatar in the strip; a story's fills the viewer. */
const GROUP_PICTURE = { folder: 'stories', size: 400 };
const STORY_PICTURE = { folder: 'stories', size: 1200 };

/** The picture sent with the form, saved; `null` when the form removes it, undefined when it leaves it. */
async function pictureOf(
  media: MediaStorage,
  picture: Buffer | undefined,
  removal: null | undefined,
  options: { folder: string; size: number; name: string },
): Promise<StoredImage | null | undefined> {
  if (picture) return saveShopPicture(media, picture, options);
  return removal;
}

export async function createStoryGroup(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  author: Author,
  input: StoryGroupCreate,
  picture: Buffer | undefined,
): Promise<StoryGroupAdmin> {
  const image = await pictureOf(media, picture, input.image, { ...GROUP_PICTURE, name: input.name });
  const created = await inTransaction(db, async (tx) => {
    const id = await queries.insertStoryGroup(tx, {
      name: input.name,
      image: image ?? null,
      isActive: input.active ?? true,
      sortOrder: input.sort_order ?? 0,
    });
    const row = await queries.findStoryGroup(tx, id);
    if (!row) throw new Error('the story group vanished');
    const after = toStoryGroupAdmin(pictures, row);
    await recordAudit(tx, { ...author, entity: 'story_group', entityId: id, action: 'create', after });
    await changed(tx, { storefront: true });
    return after;
  });
  return created;
}

export async function updateStoryGroup(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  author: Author,
  id: number,
  changes: StoryGroupUpdate,
  picture: Buffer | undefined,
): Promise<StoryGroupAdmin> {
  const current = await getStoryGroupForAdmin(db, pictures, id);
  const image = await pictureOf(media, picture, changes.image, { ...GROUP_PICTURE, name: changes.name ?? current.name });
  const updated = await inTransaction(db, async (tx) => {
    const locked = await queries.lockStoryGroup(tx, id);
    if (!locked) throw new NotFoundError(storyMessages.storyGroupNotFound);
    await queries.updateStoryGroup(tx, id, {
      name: changes.name,
      image,
      isActive: changes.active,
      sortOrder: changes.sort_order,
    });
    const row = await queries.findStoryGroup(tx, id);
    if (!row) throw new Error('the story group vanished');
    const [before, after] = [toStoryGroupAdmin(pictures, locked), toStoryGroupAdmin(pictures, row)];
    await recordAudit(tx, { ...author, entity: 'story_group', entityId: id, action: 'update', before, after });
    await changed(tx, { storefront: true });
    return after;
  });
  return updated;
}

/** Deletes the group and its stories. */
export async function deleteStoryGroup(db: Database, pictures: PictureUrls, author: Author, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const locked = await queries.lockStoryGroup(tx, id);
    if (!locked) throw new NotFoundError(storyMessages.storyGroupNotFound);
    await queries.deleteStoryGroup(tx, id);
    await recordAudit(tx, {
      ...author,
      entity: 'story_group',
      entityId: id,
      action: 'delete',
      before: toStoryGroupAdmin(pictures, locked),
    });
    await changed(tx, { storefront: true });
  });
}

export async function listStoryItemsForAdmin(db: Database, pictures: PictureUrls, query: StoryItemAdminListQuery) {
  const found = await queries.findStoryItemsForAdmin(
    db,
    { group: query.group, search: query.search },
    page(query, readOrdering(query.ordering, 'sort_order')),
  );
  const names = await productNames(
    db,
    pictures,
    found.rows.map((row) => row.productId),
  );
  return {
    count: found.count,
    results: found.rows.map((row) => toStoryItemAdmin(pictures, row, (row.productId && names.get(row.productId)) || null)),
  };
}

async function storyItemOf(db: Database, pictures: PictureUrls, row: queries.StoryItemRow): Promise<StoryItemAdmin> {
  const names = await productNames(db, pictures, [row.productId]);
  return toStoryItemAdmin(pictures, row, (row.productId && names.get(row.productId)) || null);
}

export async function getStoryItemForAdmin(db: Database, pictures: PictureUrls, id: number): Promise<StoryItemAdmin> {
  const row = await queries.findStoryItem(db, id);
  if (!row) throw new NotFoundError();
  return storyItemOf(db, pictures, row);
}

/** The group and the product a story names must exist, and the product be one the storefront shows. */
async function checkStoryLinks(
  db: Database,
  pictures: PictureUrls,
  links: { group?: number | undefined; product?: number | null | undefined },
) {
  const errors: Record<string, string[]> = {};
  const [group, products] = await Promise.all([
    links.group === undefined ? undefined : queries.findStoryGroup(db, links.group),
    links.product ? productNames(db, pictures, [links.product]) : undefined,
  ]);
  if (links.group !== undefined && !group) errors.group = [storyMessages.storyGroupNotFound];
  if (links.product && !products?.has(links.product)) errors.product = [messages.productNotFound];
  if (Object.keys(errors).length) throw new InvalidError(errors);
}

export async function createStoryItem(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  author: Author,
  input: StoryItemCreate,
  picture: Buffer | undefined,
): Promise<StoryItemAdmin> {
  await checkStoryLinks(db, pictures, input);
  const image = await pictureOf(media, picture, input.image, { ...STORY_PICTURE, name: input.title });
  const created = await inTransaction(db, async (tx) => {
    // The group is locked so that it cannot be deleted under its new story.
    if (!(await queries.lockStoryGroup(tx, input.group))) throw new InvalidError({ group: [storyMessages.storyGroupNotFound] });
    const id = await queries.insertStoryItem(tx, {
      groupId: input.group,
      title: input.title,
      badge: input.badge ?? '',
      image: image ?? null,
      productId: input.product ?? null,
      sortOrder: input.sort_order ?? 0,
    });
    const row = await queries.findStoryItem(tx, id);
    if (!row) throw new Error('the story vanished');
    const after = await storyItemOf(tx, pictures, row);
    await recordAudit(tx, { ...author, entity: 'story', entityId: id, action: 'create', after });
    await changed(tx, { storefront: true });
    return after;
  });
  return created;
}

export async function updateStoryItem(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  author: Author,
  id: number,
  changes: StoryItemUpdate,
  picture: Buffer | undefined,
): Promise<StoryItemAdmin> {
  const current = await getStoryItemForAdmin(db, pictures, id);
  await checkStoryLinks(db, pictures, changes);
  const image = await pictureOf(media, picture, changes.image, { ...STORY_PICTURE, name: changes.title ?? current.title });
  const updated = await inTransaction(db, async (tx) => {
    if (changes.group !== undefined && !(await queries.lockStoryGroup(tx, changes.group))) {
      throw new InvalidError({ group: [storyMessages.storyGroupNotFound] });
    }
    const locked = await queries.lockStoryItem(tx, id);
    if (!locked) throw new NotFoundError();
    await queries.updateStoryItem(tx, id, {
      groupId: changes.group,
      title: changes.title,
      badge: changes.badge,
      image,
      productId: changes.product,
      sortOrder: changes.sort_order,
    });
    const row = await queries.findStoryItem(tx, id);
    if (!row) throw new Error('the story vanished');
    const [before, after] = await Promise.all([storyItemOf(tx, pictures, locked), storyItemOf(tx, pictures, row)]);
    await recordAudit(tx, { ...author, entity: 'story', entityId: id, action: 'update', before, after });
    await changed(tx, { storefront: true });
    return after;
  });
  return updated;
}

export async function deleteStoryItem(db: Database, pictures: PictureUrls, author: Author, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const locked = await queries.lockStoryItem(tx, id);
    if (!locked) throw new NotFoundError();
    await queries.deleteStoryItem(tx, id);
    await recordAudit(tx, {
      ...author,
      entity: 'story',
      entityId: id,
      action: 'delete',
      before: await storyItemOf(tx, pictures, locked),
    });
    await changed(tx, { storefront: true });
  });
}
