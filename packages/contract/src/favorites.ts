import { z } from 'zod';
import { ProductSummarySchema } from './catalogue.ts';
import { PAGE_SIZE } from './constants.ts';
import { id, paginated, paginationQuery } from './query.ts';

/** POST /api/users/me/favorite_products. Favouriting a product twice is harmless. */
export const FavoriteProductCreateSchema = z.object({ product: id() }).meta({ id: 'FavoriteProductCreate' });
export type FavoriteProductCreate = z.infer<typeof FavoriteProductCreateSchema>;

/**
 * The favourites are products (with `is_favorite: true`), newest favourite first. DELETE
 * /api/users/me/favorite_products/{id} takes the product's id, which the product page's toggle knows.
 */
export const FavoriteProductListQuerySchema = z.object(paginationQuery(PAGE_SIZE.favorites));
export const FavoriteProductListSchema = paginated(ProductSummarySchema);
