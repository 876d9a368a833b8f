// Demo teasers of the store's blog for the home page (demo/articles.json): buying and care guides, posted a few days to
// two months apart.
import { z } from 'zod';
import articlesFile from './demo/articles.json' with { type: 'json' };
import { ICON_KINDS } from './demo-catalogue.ts';
import { checkSeedFile } from './seed-file.ts';

const ArticlesSchema = z.array(
  z.strictObject({
    title: z.string().min(1),
    excerpt: z.string().min(1),
    /** The post's address under the blog. */
    slug: z.string().regex(/^[a-z0-9-]+$/),
    /** The drawing of its banner. */
    icon: z.enum(ICON_KINDS),
    daysAgo: z.int().nonnegative(),
  }),
);

export const demoArticles = checkSeedFile('articles.json', ArticlesSchema, articlesFile);
