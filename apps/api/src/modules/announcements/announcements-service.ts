import { readOrdering } from '@shop/contract/admin';
import type { Announcement } from '@shop/contract/announcements';
import {
  ANNOUNCEMENT_DEFAULT_COLOURS,
  type AnnouncementAdmin,
  type AnnouncementAdminListQuery,
  type AnnouncementCreate,
  type AnnouncementUpdate,
} from '@shop/contract/announcements';
import { changed, type Database, inTransaction } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { type AuditRecord, recordAudit } from '../audit/audit-service.ts';
import * as queries from './announcements-queries.ts';

export async function listAnnouncements(db: Database, page: { limit: number; offset: number }) {
  const found = await queries.findAnnouncementPage(db, page);
  const results: Announcement[] = found.rows.map((row) => ({
    id: row.id,
    message: row.message,
    background_color: row.backgroundColor,
    color: row.color,
    animation: row.animation,
    url: row.url,
  }));
  return { count: found.count, results };
}

// The back office.

type Author = Pick<AuditRecord, 'staffId' | 'at'>;

const toAnnouncementAdmin = (row: queries.AnnouncementRow): AnnouncementAdmin => ({
  id: row.id,
  message: row.message,
  background_color: row.backgroundColor,
  color: row.color,
  animation: row.animation,
  url: row.url,
  active: row.isActive,
  sort_order: row.sortOrder,
});

export async function listAnnouncementsForAdmin(db: Database, query: AnnouncementAdminListQuery) {
  const found = await queries.findAnnouncementsForAdmin(
    db,
    { active: query.active, search: query.search },
    { limit: query.limit, offset: query.offset, ordering: readOrdering(query.ordering, 'sort_order') },
  );
  return { count: found.count, results: found.rows.map(toAnnouncementAdmin) };
}

export async function getAnnouncementForAdmin(db: Database, id: number): Promise<AnnouncementAdmin> {
  const row = await queries.findAnnouncement(db, id);
  if (!row) throw new NotFoundError();
  return toAnnouncementAdmin(row);
}

export async function createAnnouncement(db: Database, author: Author, input: AnnouncementCreate): Promise<AnnouncementAdmin> {
  const created = await inTransaction(db, async (tx) => {
    const row = await queries.insertAnnouncement(tx, {
      message: input.message,
      backgroundColor: input.background_color ?? ANNOUNCEMENT_DEFAULT_COLOURS.background_color,
      color: input.color ?? ANNOUNCEMENT_DEFAULT_COLOURS.color,
      animation: input.animation ?? null,
      url: input.url ?? null,
      isActive: input.active ?? true,
      sortOrder: input.sort_order ?? 0,
    });
    const after = toAnnouncementAdmin(row);
    await recordAudit(tx, { ...author, entity: 'announcement', entityId: row.id, action: 'create', after });
    await changed(tx, { storefront: true });
    return after;
  });
  return created;
}

export async function updateAnnouncement(
  db: Database,
  author: Author,
  id: number,
  changes: AnnouncementUpdate,
): Promise<AnnouncementAdmin> {
  const updated = await inTransaction(db, async (tx) => {
    const locked = await queries.lockAnnouncement(tx, id);
    if (!locked) throw new NotFoundError();
    const row = await queries.updateAnnouncement(tx, id, {
      message: changes.message,
      backgroundColor: changes.background_color,
      color: changes.color,
      animation: changes.animation,
      url: changes.url,
      isActive: changes.active,
      sortOrder: changes.sort_order,
    });
    if (!row) throw new NotFoundError();
    const [before, after] = [toAnnouncementAdmin(locked), toAnnouncementAdmin(row)];
    await recordAudit(tx, { ...author, entity: 'announcement', entityId: id, action: 'update', before, after });
    await changed(tx, { storefront: true });
    return after;
  });
  return updated;
}

export async function deleteAnnouncement(db: Database, author: Author, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const locked = await queries.lockAnnouncement(tx, id);
    if (!locked) throw new NotFoundError();
    await queries.deleteAnnouncement(tx, id);
    await recordAudit(tx, {
      ...author,
      entity: 'announcement',
      entityId: id,
      action: 'delete',
      before: toAnnouncementAdmin(locked),
    });
    await changed(tx, { storefront: true });
  });
}
