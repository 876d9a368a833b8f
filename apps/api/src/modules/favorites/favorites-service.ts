import type { ProductSummary } from '@shop/contract/catalogue';
import { messages } from '@shop/contract/messages';
import type { Database } from '../../db/client.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { anonymousViewer, productSummaries, type Viewer } from '../catalogue/catalogue-service.ts';
import type { PictureUrls } from '../media/media-service.ts';
import * as queries from './favorites-queries.ts';

/** Whose favourites the catalogue marks: the signed-in customer's, or nobody's for a visitor. */
export async function viewerOf(db: Database, user: { id: number } | null): Promise<Viewer> {
  if (!user) return anonymousViewer;
  return { favoriteProductIds: new Set(await queries.findFavoriteProductIds(db, user.id)) };
}

/** The favourite products, newest favourite first; a product taken off the shop drops out of the page. */
export async function listFavorites(
  db: Database,
  pictures: PictureUrls,
  userId: number,
  page: { limit: number; offset: number },
) {
  const found = await queries.findFavoritePage(db, userId, page);
  const summaries = await productSummaries(db, pictures, found.productIds, { favoriteProductIds: new Set(found.productIds) });
  return {
    count: found.count,
    results: found.productIds.flatMap((productId) => {
      const product = summaries.get(productId);
      return product ? [product] : [];
    }),
  };
}

/** Favouriting a favourite again changes nothing; `created` tells the two apart. */
export async function addFavorite(
  db: Database,
  pictures: PictureUrls,
  userId: number,
  productId: number,
): Promise<{ product: ProductSummary; created: boolean }> {
  const product = (await productSummaries(db, pictures, [productId], { favoriteProductIds: new Set([productId]) })).get(
    productId,
  );
  if (!product) throw new InvalidError({ product: [messages.productNotFound] });
  return { product, created: await queries.insertFavorite(db, userId, productId) };
}

/** By the product's id; a product that is not among this customer's favourites answers 404. */
export async function removeFavorite(db: Database, userId: number, productId: number): Promise<void> {
  if (!(await queries.deleteFavorite(db, userId, productId))) throw new NotFoundError(messages.favoriteNotFound);
}
