import type { PaymentMethod, ShippingMethod } from '@shop/contract/shop';
import type { Database } from '../../db/client.ts';
import { toImage } from '../media/media-service.ts';
import * as queries from './methods-queries.ts';

type Page = { limit: number; offset: number };

export async function listShippingMethods(db: Database, page: Page) {
  const found = await queries.findShippingMethodPage(db, page);
  const results: ShippingMethod[] = found.rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    image: toImage(row.image)?.f ?? null,
    cost: row.cost,
    provinces: row.provinces,
    delivery_windows: row.deliveryWindows,
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
