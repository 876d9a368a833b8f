import { readOrdering } from '@shop/contract/admin';
import type { Article, ArticleAdmin, ArticleAdminListQuery, ArticleCreate, ArticleUpdate } from '@shop/contract/articles';
import { changed, type Database, inTransaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { type AuditRecord, recordAudit } from '../audit/audit-service.ts';
import { type MediaStorage, type PictureUrls, saveShopPicture } from '../media/media-service.ts';
import * as queries from './articles-queries.ts';

export async function listArticles(db: Database, pictures: PictureUrls, page: { limit: number; offset: number }) {
  const found = await queries.findArticlePage(db, page);
  const results: Article[] = found.rows.map((row) => ({
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    image_data: pictures.image(row.image),
    url: row.url,
    published_at: row.publishedAt.toISOString(),
  }));
  return { count: found.count, results };
}

// The back office.

type Author = Pick<AuditRecord, 'staffId' | 'at'>;

const toArticleAdmin = (pictures: PictureUrls, row: queries.ArticleRow): ArticleAdmin => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  image: pictures.image(row.image),
  url: row.url,
  published_at: row.publishedAt.toISOString(),
  published: row.isPublished,
  sort_order: row.sortOrder,
});

/** A day picked on the calendar is taken as its start in Tehran (Iran keeps +03:30 all year). */
const publicationMoment = (text: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+03:30` : text);

const ARTICLE_PICTURE = { folder: 'articles', size: 800 };

async function pictureOf(media: MediaStorage, picture: Buffer | undefined, removal: null | undefined, name: string) {
  return picture ? saveShopPicture(media, picture, { ...ARTICLE_PICTURE, name }) : removal;
}

export async function listArticlesForAdmin(db: Database, pictures: PictureUrls, query: ArticleAdminListQuery) {
  const found = await queries.findArticlesForAdmin(
    db,
    { published: query.published, search: query.search },
    { limit: query.limit, offset: query.offset, ordering: readOrdering(query.ordering, '-published_at') },
  );
  return { count: found.count, results: found.rows.map((row) => toArticleAdmin(pictures, row)) };
}

export async function getArticleForAdmin(db: Database, pictures: PictureUrls, id: number): Promise<ArticleAdmin> {
  const row = await queries.findArticle(db, id);
  if (!row) throw new NotFoundError();
  return toArticleAdmin(pictures, row);
}

export async function createArticle(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  author: Author,
  input: ArticleCreate,
  picture: Buffer | undefined,
): Promise<ArticleAdmin> {
  const image: StoredImage | null | undefined = await pictureOf(media, picture, input.image, input.title);
  const created = await inTransaction(db, async (tx) => {
    const row = await queries.insertArticle(tx, {
      title: input.title,
      excerpt: input.excerpt ?? '',
      image: image ?? null,
      url: input.url,
      publishedAt: input.published_at ? publicationMoment(input.published_at) : author.at,
      isPublished: input.published ?? true,
      sortOrder: input.sort_order ?? 0,
    });
    const after = toArticleAdmin(pictures, row);
    await recordAudit(tx, { ...author, entity: 'article', entityId: row.id, action: 'create', after });
    await changed(tx, { storefront: true });
    return after;
  });
  return created;
}

export async function updateArticle(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  author: Author,
  id: number,
  changes: ArticleUpdate,
  picture: Buffer | undefined,
): Promise<ArticleAdmin> {
  const current = await getArticleForAdmin(db, pictures, id);
  const image = await pictureOf(media, picture, changes.image, changes.title ?? current.title);
  const updated = await inTransaction(db, async (tx) => {
    const locked = await queries.lockArticle(tx, id);
    if (!locked) throw new NotFoundError();
    const row = await queries.updateArticle(tx, id, {
      title: changes.title,
      excerpt: changes.excerpt,
      image,
      url: changes.url,
      publishedAt: changes.published_at === undefined ? undefined : publicationMoment(changes.published_at),
      isPublished: changes.published,
      sortOrder: changes.sort_order,
    });
    if (!row) throw new NotFoundError();
    const [before, after] = [toArticleAdmin(pictures, locked), toArticleAdmin(pictures, row)];
    await recordAudit(tx, { ...author, entity: 'article', entityId: id, action: 'update', before, after });
    await changed(tx, { storefront: true });
    return after;
  });
  return updated;
}

export async function deleteArticle(db: Database, pictures: PictureUrls, author: Author, id: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const locked = await queries.lockArticle(tx, id);
    if (!locked) throw new NotFoundError();
    await queries.deleteArticle(tx, id);
    await recordAudit(tx, {
      ...author,
      entity: 'article',
      entityId: id,
      action: 'delete',
      before: toArticleAdmin(pictures, locked),
    });
    await changed(tx, { storefront: true });
  });
}
