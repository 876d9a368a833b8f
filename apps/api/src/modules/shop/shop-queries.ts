import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { announcements, paymentMethods, shippingMethods, storyGroups, storyItems } from './shop-tables.ts';

type Page = { limit: number; offset: number };

export async function findAnnouncementPage(db: Database, page: Page) {
  const where = eq(announcements.isActive, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(asc(announcements.sortOrder), asc(announcements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(announcements).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findStoryGroupPage(db: Database, page: Page) {
  const where = eq(storyGroups.isActive, true);
  const [groups, [total]] = await Promise.all([
    db
      .select()
      .from(storyGroups)
      .where(where)
      .orderBy(asc(storyGroups.sortOrder), asc(storyGroups.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(storyGroups).where(where),
  ]);
  const items = groups.length
    ? await db
        .select()
        .from(storyItems)
        .where(
          inArray(
            storyItems.groupId,
            groups.map((group) => group.id),
          ),
        )
        .orderBy(asc(storyItems.sortOrder), asc(storyItems.id))
    : [];
  return { groups, items, count: total?.count ?? 0 };
}

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
