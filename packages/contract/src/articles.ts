import { z } from 'zod';
import { ActiveFlagSchema, adminListQuery, PictureRemovalSchema, SortOrderSchema } from './admin.ts';
import { PAGE_SIZE } from './constants.ts';
import { ImageSchema } from './media.ts';
import { boolean, inQuery, paginated, paginationQuery } from './query.ts';
import { digitsOf, optionalProse, requiredName, webUrl } from './validation.ts';

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

/** What the back office says about the blog's article teasers. */
export const articleMessages = {
  articleTitleRequired: 'لطفا عنوان مقاله را وارد کنید',
  articleUrlRequired: 'لطفا نشانی مقاله در وبلاگ را وارد کنید',
  publishedAtInvalid: 'تاریخ انتشار معتبر نیست.',
} as const;

export const ArticleAdminSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string(),
    image: ImageSchema.nullable(),
    url: z.string(),
    published_at: z.string(),
    published: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({ id: 'ArticleAdmin' });
export type ArticleAdmin = z.infer<typeof ArticleAdminSchema>;

/** A publication moment: an ISO timestamp, or a day `YYYY-MM-DD`, taken as that day's start in Tehran. */
export const PublishedAtSchema = z.preprocess(
  digitsOf,
  z
    .string({ error: articleMessages.publishedAtInvalid })
    .refine(
      (text) => /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?$/.test(text) && !Number.isNaN(Date.parse(text)),
      articleMessages.publishedAtInvalid,
    ),
);

export const ArticleCreateSchema = z
  .object({
    title: requiredName(articleMessages.articleTitleRequired, 200),
    excerpt: optionalProse(1000).optional(),
    url: webUrl(articleMessages.articleUrlRequired),
    published_at: PublishedAtSchema.optional(),
    published: ActiveFlagSchema.optional(),
    sort_order: SortOrderSchema.optional(),
    image: PictureRemovalSchema,
  })
  .meta({ id: 'ArticleCreate' });
export type ArticleCreate = z.infer<typeof ArticleCreateSchema>;
export const ArticleUpdateSchema = ArticleCreateSchema.partial().meta({ id: 'ArticleUpdate' });
export type ArticleUpdate = z.infer<typeof ArticleUpdateSchema>;

export const ArticleAdminListQuerySchema = z.object({
  published: inQuery(boolean()),
  ...adminListQuery(['published_at', 'sort_order', 'title', 'id']),
});
export type ArticleAdminListQuery = z.infer<typeof ArticleAdminListQuerySchema>;
export const ArticleAdminListSchema = paginated(ArticleAdminSchema).meta({ id: 'ArticleAdminList' });
