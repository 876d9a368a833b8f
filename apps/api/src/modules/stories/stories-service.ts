import type { StoryGroup } from '@shop/contract/shop';
import type { Database } from '../../db/client.ts';
import { productSummaries, type Viewer } from '../catalogue/catalogue-service.ts';
import { toImage } from '../media/media-service.ts';
import * as queries from './stories-queries.ts';

export async function listStoryGroups(db: Database, page: { limit: number; offset: number }, viewer: Viewer) {
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
