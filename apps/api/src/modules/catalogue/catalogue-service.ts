import type {
  Brand,
  Category,
  PriceRange,
  ProductDetail,
  ProductFilters,
  ProductListQuery,
  ProductSummary,
  StockType,
  VariableAttribute,
  Variation,
} from '@shop/contract/catalogue';
import { messages } from '@shop/contract/messages';
import { joinParts } from '@shop/contract/persian';
import type { Database, Transaction } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { KeptReads } from '../../lib/kept-reads.ts';
import type { PictureUrls } from '../media/media-service.ts';
import { type CardReading, CatalogueSearch, familyOf, readCategoryTree } from '../search/search-service.ts';
import { catalogueKeys } from './catalogue-cache.ts';
import * as queries from './catalogue-queries.ts';

/** Whose favourites to mark; the accounts module fills it for a signed-in customer. */
export interface Viewer {
  favoriteProductIds: ReadonlySet<number>;
}

export const anonymousViewer: Viewer = { favoriteProductIds: new Set() };

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** Only a limited stock has a count worth showing. */
export const shownStock = (stockType: StockType, stock: number | null) => (stockType === 'limited' ? (stock ?? 0) : null);

/**
 * What a product or a variation costs, as every reader shows and charges it: its card, its page, its variations, a cart
 * line and so an order's lines, their invoices and the product's markup. The one place a price rule is written
 * (docs/decisions/0043); the database derives `price` and `discount` from the regular and sale prices.
 */
export function priceOf(row: { regularPrice: number; salePrice: number | null; price: number; discount: number }) {
  return { regular_price: row.regularPrice, sale_price: row.salePrice, price: row.price, discount: row.discount };
}

/** The price and stock fields a product and a variation answer alike. */
function pricingOf(row: {
  regularPrice: number;
  salePrice: number | null;
  price: number;
  discount: number;
  inStock: boolean;
  stockType: StockType;
  stock: number | null;
  quantityStep: number;
}) {
  return {
    ...priceOf(row),
    in_stock: row.inStock,
    stock_type: row.stockType,
    stock: shownStock(row.stockType, row.stock),
    quantity_step: row.quantityStep,
  };
}

/** A product's card: the one shape every list of products shows it in, built here only. */
export function toProductSummary(pictures: PictureUrls, row: queries.ProductSummaryRow): ProductSummary {
  const category = ref(row.categoryId, row.categoryName);
  return {
    id: row.id,
    name: row.name,
    excerpt: row.excerpt,
    featured_image: pictures.image(row.featuredImage),
    category,
    category_data: category,
    brand: ref(row.brandId, row.brandName),
    ...pricingOf(row),
    type: row.type,
    updated_at: row.updatedAt.toISOString(),
    is_favorite: false,
  };
}

/** Cached products are the same for every visitor; whose favourites they are is marked per request. */
export function markFavorites<Product extends ProductSummary>(product: Product, viewer: Viewer): Product {
  return viewer.favoriteProductIds.has(product.id) ? { ...product, is_favorite: true } : product;
}

/** A category with all its descendants; the tree is small. */
export async function categoryFamily(db: Database, categoryId: number): Promise<number[]> {
  return familyOf(await readCategoryTree(db), categoryId);
}

/** How search reads the catalogue's cards beside its changes: the summaries' own columns, built by `toProductSummary`. */
export const productCardReading = (pictures: PictureUrls): CardReading<ProductSummary> => ({
  json: queries.productSummariesJson,
  card: (fields) => toProductSummary(pictures, queries.summaryRowOf(fields)),
});

/** The catalogue's search for an app (its index and the cards it holds), built once by the app. */
export const newCatalogueSearch = (db: Database, pictures: PictureUrls, options: { heldCards: number }) =>
  new CatalogueSearch(db, productCardReading(pictures), options);

/**
 * One page of products: how many match, exact up to PRODUCT_COUNT_BOUND and «more than» past it, whether another page
 * follows and where it starts.
 */
export interface ProductPage {
  count: number;
  count_is_exact: boolean;
  more: boolean;
  nextAfter: string | undefined;
  results: ProductSummary[];
}

/** One page of products and how many match, as the search module finds them (search-service.ts). */
export async function listProducts(
  search: CatalogueSearch<ProductSummary>,
  kept: KeptReads<object>,
  query: ProductListQuery,
  viewer: Viewer,
): Promise<ProductPage> {
  const { ordering, limit, offset, after, ...filters } = query;
  const page = await kept.read(catalogueKeys.productPage(query), async (): Promise<ProductPage> => {
    const { count, countIsExact, nextAfter, cards } = await search.findPage({ filters, ordering, limit, offset, after });
    return { count, count_is_exact: countIsExact, more: nextAfter !== undefined, nextAfter, results: cards };
  });
  if (!page.results.some((product) => viewer.favoriteProductIds.has(product.id))) return page;
  return { ...page, results: page.results.map((product) => markFavorites(product, viewer)) };
}

export function productPriceRange(db: Database, kept: KeptReads<object>, filters: ProductFilters): Promise<PriceRange> {
  return kept.read(catalogueKeys.priceRange(filters), async () => {
    const { category, ...rest } = filters;
    const family = category === undefined ? undefined : await categoryFamily(db, category);
    const range = await queries.findPriceRange(db, rest, family);
    return { min_price: range.min, max_price: range.max };
  });
}

/** Summaries by id; unpublished or missing ids are left out. */
export async function productSummaries(
  db: Database,
  pictures: PictureUrls,
  ids: number[],
  viewer: Viewer,
): Promise<Map<number, ProductSummary>> {
  const rows = await queries.findProductSummaries(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, markFavorites(toProductSummary(pictures, row), viewer)]));
}

/** Products by id as a shared catalogue lists them: a withdrawn one too, saying so; a deleted one is missing. */
export async function productSummariesWithWithdrawn(
  db: Database,
  pictures: PictureUrls,
  ids: number[],
  viewer: Viewer,
): Promise<Map<number, { product: ProductSummary; published: boolean }>> {
  const rows = await queries.findProductSummariesWithWithdrawn(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [row.id, { product: markFavorites(toProductSummary(pictures, row), viewer), published: row.isPublished }]),
  );
}

/** A product's page, the same for every visitor; the signed-in customer's favourite is marked on it afterwards. */
export async function getProduct(
  db: Database,
  kept: KeptReads<object>,
  pictures: PictureUrls,
  id: number,
  viewer: Viewer,
): Promise<ProductDetail> {
  const { product } = await kept.read(catalogueKeys.product(id), async () => ({
    product: await readProduct(db, pictures, id),
  }));
  if (!product) throw new NotFoundError(messages.productNotFound);
  return markFavorites(product, viewer);
}

/** The attributes a product offers, each with its values, from its offered values in the product's order. */
function variableAttributesOf(offered: queries.OfferedAttributeValue[]): VariableAttribute[] {
  const variableAttributes = new Map<number, VariableAttribute>();
  for (const value of offered) {
    const entry = variableAttributes.get(value.productAttributeId) ?? {
      id: value.productAttributeId,
      attribute: { id: value.attributeId, name: value.attributeName },
      values: [],
    };
    entry.values.push({ id: value.valueId, value: value.value });
    variableAttributes.set(value.productAttributeId, entry);
  }
  return [...variableAttributes.values()];
}

async function readProduct(db: Database, pictures: PictureUrls, id: number): Promise<ProductDetail | undefined> {
  const row = await queries.findProductDetail(db, id);
  if (!row) return undefined;
  return {
    ...toProductSummary(pictures, row),
    description: row.description,
    price_note: row.priceNote,
    gallery: row.gallery.flatMap(({ id: imageId, image }) => {
      const shown = pictures.image(image);
      return shown ? [{ id: imageId, ...shown }] : [];
    }),
    variable_attributes: variableAttributesOf(row.offered),
  };
}

/** Every published product's id and last change: what a sitemap lists, without joins or images. */
export function listPublishedProductDates(db: Database): Promise<{ id: number; updatedAt: Date }[]> {
  return queries.findPublishedProductDates(db);
}

/** A product's variations in its order, each with its chosen values, published or not. */
export async function variationsOf(db: Database | Transaction, productId: number) {
  // One query after another: inside a transaction they share one connection.
  const rows = await queries.findVariations(db, [productId]);
  const values = await queries.findVariationValues(
    db,
    rows.map((row) => row.id),
  );
  return { rows, values };
}

/** A product's gallery and the attribute values it offers, published or not: what the back office's form edits. */
export function galleryAndOffers(db: Database | Transaction, productId: number) {
  return queries.findGalleryAndOffers(db, productId);
}

type VariationRows = Awaited<ReturnType<typeof variationsOf>>;

const toVariations = (pictures: PictureUrls, { rows, values }: VariationRows): Variation[] =>
  rows.map((row) => ({
    id: row.id,
    featured_image: pictures.image(row.image),
    ...pricingOf(row),
    variation_attributes: values
      .filter((value) => value.variationId === row.id)
      .map((value) => ({
        attribute: { id: value.attributeId, name: value.attributeName },
        value: { id: value.valueId, value: value.value },
      })),
  }));

export async function listVariations(db: Database, pictures: PictureUrls, productId: number): Promise<Variation[]> {
  if (!(await queries.findProduct(db, productId))) throw new NotFoundError(messages.productNotFound);
  return toVariations(pictures, await variationsOf(db, productId));
}

/**
 * What a page listing several variable products needs to order one of their variations (a shared catalogue): each
 * product's attributes and variations, as its own page offers them, in three queries whatever the count.
 */
export async function variableOffers(
  db: Database,
  pictures: PictureUrls,
  productIds: number[],
): Promise<Map<number, { variable_attributes: VariableAttribute[]; variations: Variation[] }>> {
  const ids = [...new Set(productIds)];
  const rows = await queries.findVariations(db, ids);
  const values = await queries.findVariationValues(
    db,
    rows.map((row) => row.id),
  );
  const offered = await queries.findOfferedValues(db, ids);
  return new Map(
    ids.map((id) => [
      id,
      {
        variable_attributes: variableAttributesOf(offered.filter((value) => value.productId === id)),
        variations: toVariations(pictures, { rows: rows.filter((row) => row.productId === id), values }),
      },
    ]),
  );
}

/** Same category first, then its sibling categories, then the newest of the shop. */
export async function relatedProducts(
  db: Database,
  pictures: PictureUrls,
  productId: number,
  limit: number,
  viewer: Viewer,
): Promise<ProductSummary[]> {
  const product = await queries.findProduct(db, productId);
  if (!product) throw new NotFoundError(messages.productNotFound);
  const found: queries.ProductSummaryRow[] = [];
  const seen = () => [productId, ...found.map((row) => row.id)];
  if (product.categoryId !== null) {
    found.push(...(await queries.findProductsInCategories(db, [product.categoryId], seen(), limit)));
    if (found.length < limit) {
      const siblings = await queries.findSiblingCategoryIds(db, product.categoryId, product.categoryParentId);
      if (siblings.length) {
        const ids = siblings.map((sibling) => sibling.id);
        found.push(...(await queries.findProductsInCategories(db, ids, seen(), limit - found.length)));
      }
    }
  }
  if (found.length < limit) found.push(...(await queries.findNewestProducts(db, seen(), limit - found.length)));
  return found.map((row) => markFavorites(toProductSummary(pictures, row), viewer));
}

export async function listCategories(
  db: Database,
  pictures: PictureUrls,
  query: { parent?: number | undefined; limit: number; offset: number },
) {
  const page = await queries.findCategoryPage(db, query.parent, query);
  const results: Category[] = page.rows.map((row) => ({
    id: row.id,
    name: row.name,
    parent: row.parentId,
    image_data: pictures.image(row.image),
  }));
  return { count: page.count, results };
}

export async function listBrands(
  db: Database,
  pictures: PictureUrls,
  query: { brand?: string | undefined; category?: number | undefined; limit: number; offset: number },
) {
  const categoryIds = query.category === undefined ? undefined : await categoryFamily(db, query.category);
  const page = await queries.findBrandPage(db, { brand: query.brand, categoryIds }, query);
  const results: Brand[] = page.rows.map((row) => ({ id: row.id, name: row.name, image_data: pictures.image(row.image) }));
  return { count: page.count, results };
}

/** Each variation's chosen values as one label, e.g. «رنگ: سفید، سایز: بزرگ». */
export async function variationLabels(
  db: Database | Transaction,
  rows: { variationId: number | null }[],
): Promise<Map<number, string>> {
  const values = new Map<number, string[]>();
  const ids = rows.flatMap((row) => (row.variationId === null ? [] : [row.variationId]));
  for (const value of await queries.findVariationLabels(db, ids)) {
    values.set(value.variationId, [...(values.get(value.variationId) ?? []), `${value.attribute}: ${value.value}`]);
  }
  return new Map([...values].map(([id, parts]) => [id, joinParts(...parts)]));
}
