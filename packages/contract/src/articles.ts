import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { ImageSchema } from './media.ts';
import { paginated, paginationQuery } from './query.ts';

/** A teaser of a post on the store's blog; `url` leads out of the shop to the post itself. */
export const ArticleSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string(),
    image_data: ImageSchema.nullable(),
    url: z.string(),
    published_at: z.string(),
  })
  .meta({ id: 'Article' });
export type Article = z.infer<typeof ArticleSchema>;

export const ArticleListQuerySchema = z.object(paginationQuery(PAGE_SIZE.articles));
export const ArticleListSchema = paginated(ArticleSchema);
