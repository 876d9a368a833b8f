import type { Announcement, PaymentMethod, ShippingMethod, StoryGroup } from '@shop/contract/shop';
import type { Database } from '../../db/client.ts';
import { productSummaries, type Viewer } from '../catalogue/catalogue-service.ts';
import { toImage } from '../media/media-service.ts';
import * as queries from './shop-queries.ts';

type Page = { limit: number; offset: number };

export async function listAnnouncements(db: Database, page: Page) {
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

export async function listStoryGroups(db: Database, page: Page, viewer: Viewer) {
  const found = await queries.findStoryGroupPage(db, page);
  const products = await productSummaries(
    db,
    found.items.flatMap((item) => (item.productId === null ? [] : [item.productId])),
    viewer,
  );
  const results: StoryGroup[] = found.groups.map((group) => ({
    id: group.id,
    name: group.name,
    active: group.isActive,
    image_data: toImage(group.image),
    items: found.items
      .filter((item) => item.groupId === group.id)
      .map((item) => ({
        id: item.id,
        title: item.title,
        badge: item.badge,
        image_data: toImage(item.image),
        product_data: item.productId === null ? null : (products.get(item.productId) ?? null),
      })),
  }));
  return { count: found.count, results };
}

export async function listShippingMethods(db: Database, page: Page) {
  const found = await queries.findShippingMethodPage(db, page);
  const results: ShippingMethod[] = found.rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: toImage(row.image)?.f ?? null,
    cost: row.cost,
  }));
  return { count: found.count, results };
}

export async function listPaymentMethods(db: Database, page: Page) {
  const found = await queries.findPaymentMethodPage(db, page);
  const results: PaymentMethod[] = found.rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: toImage(row.image)?.f ?? null,
    kind: row.kind,
  }));
  return { count: found.count, results };
}
