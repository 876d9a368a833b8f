import type {
  Brand,
  Category,
  PriceRange,
  ProductDetail,
  ProductFilters,
  ProductListQuery,
  ProductSummary,
  StockType,
  Variation,
} from '@shop/contract/catalogue';
import { PRODUCT_COUNT_BOUND } from '@shop/contract/constants';
import { messages } from '@shop/contract/messages';
import { compactForSearch, normalizeForSearch, normalizePersianLetters } from '@shop/contract/persian';
import type { Paginated } from '@shop/contract/query';
import { changed, type Database, inTransaction, type Transaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { KeptReads } from '../../lib/kept-reads.ts';
import { picturesUrlBaseInJson, toImage } from '../media/media-service.ts';
import * as adminQueries from './catalogue-admin-queries.ts';
import { catalogueKeys } from './catalogue-cache.ts';
import * as queries from './catalogue-queries.ts';
import { familyOf, findCataloguePage, selectionIn } from './catalogue-search.ts';
import { decodePosition, encodePosition } from './listing-position.ts';

/** Whose favourites to mark; the accounts module fills it for a signed-in customer. */
export interface Viewer {
  favoriteProductIds: ReadonlySet<number>;
}

export const anonymousViewer: Viewer = { favoriteProductIds: new Set() };

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** Only a limited stock has a count worth showing. */
const shownStock = (stockType: StockType, stock: number | null) => (stockType === 'limited' ? (stock ?? 0) : null);

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
    regular_price: row.regularPrice,
    sale_price: row.salePrice,
    price: row.price,
    discount: row.discount,
    in_stock: row.inStock,
    stock_type: row.stockType,
    stock: shownStock(row.stockType, row.stock),
    quantity_step: row.quantityStep,
  };
}

export function toProductSummary(row: queries.ProductSummaryRow): ProductSummary {
  const category = ref(row.categoryId, row.categoryName);
  return {
    id: row.id,
    name: row.name,
    excerpt: row.excerpt,
    featured_image: toImage(row.featuredImage),
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
  return familyOf(await queries.findCategoryTree(db), categoryId);
}

/** A category filter keeps the products of its subcategories too. */
async function productSelection(db: Database, filters: ProductFilters): Promise<queries.ProductSelection> {
  return filters.category === undefined ? filters : selectionIn(await queries.findCategoryTree(db), filters);
}

/**
 * One page of products as its answer sends it: how many match, exact up to PRODUCT_COUNT_BOUND and «more than» past
 * it, and its cards as the JSON the database wrote (docs/decisions/0032), which the server sends unread.
 */
export interface ProductPage {
  count: number;
  count_is_exact: boolean;
  more: boolean;
  nextAfter: string | undefined;
  /** The page's products' ids, in its order. */
  ids: number[];
  /** The page's cards, each as the UTF-8 the answer sends in its `results`. */
  cards: Buffer[];
}

/**
 * One page of products and how many match. The page reads one row past its end, so the link to the next page is right
 * whatever the count says, and that link starts the next page after this one's last product: new or moved goods
 * neither repeat nor skip one (docs/decisions/0027).
 */
export async function listProducts(
  db: Database,
  kept: KeptReads<object>,
  query: ProductListQuery,
  viewer: Viewer,
): Promise<ProductPage> {
  const { ordering, limit, offset, after, ...filters } = query;
  // One reading of whether this is a search, for its positions' tier and its count's bound, as the index reads it.
  const searched = normalizeForSearch(filters.search ?? '') !== '';
  const position = after === undefined ? undefined : decodePosition(after, { ranked: searched && !ordering });
  const start = { limit: limit + 1, offset, after: position };
  const page = await kept.read(catalogueKeys.productPage(query), async (): Promise<ProductPage> => {
    const bound = searched ? PRODUCT_COUNT_BOUND.search : PRODUCT_COUNT_BOUND.listing;
    const request = { filters, ordering, page: start, bound, mediaBase: picturesUrlBaseInJson() };
    const { total, cards, positions } = await findCataloguePage(db, request);
    const last = positions.length > limit ? positions[limit - 1] : undefined;
    return {
      count: Math.min(total, bound),
      count_is_exact: total <= bound,
      more: last !== undefined,
      nextAfter: last && encodePosition(last),
      ids: positions.slice(0, limit).map((shown) => shown.id),
      cards,
    };
  });
  if (!page.ids.some((id) => viewer.favoriteProductIds.has(id))) return page;
  // Only a page with the visitor's favourites on it is read, to mark them.
  const marked = page.cards.map((card) => markFavorites(JSON.parse(card.toString()) as ProductSummary, viewer));
  return { ...page, cards: marked.map((product) => Buffer.from(JSON.stringify(product))) };
}

const COMMA = Buffer.from(',');
const RESULTS_END = Buffer.from(']}');

/** A listing's answer, `{count, count_is_exact, next, previous, results}`, around the cards the database wrote. */
export function productPageJson(
  page: Pick<ProductPage, 'count' | 'count_is_exact' | 'cards'> & Omit<Paginated<unknown>, 'results'>,
) {
  const { count, count_is_exact, next, previous, cards } = page;
  const head = `{"count":${count},"count_is_exact":${count_is_exact},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[`;
  const parts: Buffer[] = [Buffer.from(head)];
  for (const card of cards) {
    if (parts.length > 1) parts.push(COMMA);
    parts.push(card);
  }
  parts.push(RESULTS_END);
  return Buffer.concat(parts);
}

export function productPriceRange(db: Database, kept: KeptReads<object>, filters: ProductFilters): Promise<PriceRange> {
  return kept.read(catalogueKeys.priceRange(filters), async () => {
    const range = await queries.findPriceRange(db, await productSelection(db, filters));
    return { min_price: range.min, max_price: range.max };
  });
}

/** Summaries by id; unpublished or missing ids are left out. */
export async function productSummaries(db: Database, ids: number[], viewer: Viewer): Promise<Map<number, ProductSummary>> {
  const rows = await queries.findProductSummaries(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, markFavorites(toProductSummary(row), viewer)]));
}

/** Products by id as a shared catalogue lists them: a withdrawn one too, saying so; a deleted one is missing. */
export async function productSummariesWithWithdrawn(
  db: Database,
  ids: number[],
  viewer: Viewer,
): Promise<Map<number, { product: ProductSummary; published: boolean }>> {
  const rows = await queries.findProductSummariesWithWithdrawn(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [row.id, { product: markFavorites(toProductSummary(row), viewer), published: row.isPublished }]),
  );
}

/** A product's page, the same for every visitor; the signed-in customer's favourite is marked on it afterwards. */
export async function getProduct(db: Database, kept: KeptReads<object>, id: number, viewer: Viewer): Promise<ProductDetail> {
  const { product } = await kept.read(catalogueKeys.product(id), async () => ({
    product: await readProduct(db, id),
  }));
  if (!product) throw new NotFoundError(messages.productNotFound);
  return markFavorites(product, viewer);
}

async function readProduct(db: Database, id: number): Promise<ProductDetail | undefined> {
  const row = await queries.findProductDetail(db, id);
  if (!row) return undefined;
  const variableAttributes = new Map<number, ProductDetail['variable_attributes'][number]>();
  for (const value of row.offered) {
    const entry = variableAttributes.get(value.productAttributeId) ?? {
      id: value.productAttributeId,
      attribute: { id: value.attributeId, name: value.attributeName },
      values: [],
    };
    entry.values.push({ id: value.valueId, value: value.value });
    variableAttributes.set(value.productAttributeId, entry);
  }
  return {
    ...toProductSummary(row),
    description: row.description,
    price_note: row.priceNote,
    gallery: row.gallery.flatMap(({ id: imageId, image }) => {
      const shown = toImage(image);
      return shown ? [{ id: imageId, ...shown }] : [];
    }),
    variable_attributes: [...variableAttributes.values()],
  };
}

/** Every published product's id and last change: what a sitemap lists, without joins or images. */
export function listPublishedProductDates(db: Database): Promise<{ id: number; updatedAt: Date }[]> {
  return queries.findPublishedProductDates(db);
}

export async function listVariations(db: Database, productId: number): Promise<Variation[]> {
  if (!(await queries.findProduct(db, productId))) throw new NotFoundError(messages.productNotFound);
  const rows = await queries.findVariations(db, productId);
  const values = await queries.findVariationValues(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    featured_image: toImage(row.image),
    ...pricingOf(row),
    variation_attributes: values
      .filter((value) => value.variationId === row.id)
      .map((value) => ({
        attribute: { id: value.attributeId, name: value.attributeName },
        value: { id: value.valueId, value: value.value },
      })),
  }));
}

/** Same category first, then its sibling categories, then the newest of the shop. */
export async function relatedProducts(db: Database, productId: number, limit: number, viewer: Viewer): Promise<ProductSummary[]> {
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
  return found.map((row) => markFavorites(toProductSummary(row), viewer));
}

export async function listCategories(db: Database, query: { parent?: number | undefined; limit: number; offset: number }) {
  const page = await queries.findCategoryPage(db, query.parent, query);
  const results: Category[] = page.rows.map((row) => ({
    id: row.id,
    name: row.name,
    parent: row.parentId,
    image_data: toImage(row.image),
  }));
  return { count: page.count, results };
}

export async function listBrands(
  db: Database,
  query: { brand?: string | undefined; category?: number | undefined; limit: number; offset: number },
) {
  const categoryIds = query.category === undefined ? undefined : await categoryFamily(db, query.category);
  const page = await queries.findBrandPage(db, { brand: query.brand, categoryIds }, query);
  const results: Brand[] = page.rows.map((row) => ({ id: row.id, name: row.name, image_data: toImage(row.image) }));
  return { count: page.count, results };
}

export interface NewStock {
  regularPrice: number;
  salePrice?: number | null;
  stockType: StockType;
  stock?: number | null;
  quantityStep?: number;
}

export interface NewProduct extends NewStock {
  name: string;
  excerpt: string;
  description: string;
  priceNote?: string;
  categoryId: number | null;
  brandId: number | null;
  featuredImage?: StoredImage | null;
  gallery?: StoredImage[];
  /** Variable products: attribute name → offered values, and one variation per combination sold. */
  attributes?: { name: string; values: string[] }[];
  /** Their own price and stock make the product's (variableListing). */
  variations?: VariationWrite[];
  updatedAt?: Date;
}

/** What search compares: the name alone for ranking, and name, excerpt and brand for matching. */
export function productSearchFields(name: string, excerpt: string, brandNames: string[]) {
  return {
    searchName: normalizeForSearch(name),
    searchText: compactForSearch([name, excerpt, ...brandNames].join(' ')),
  };
}

/** What a brand is found by: both its names, so that «omron» and «امرن» find it. */
export const brandSearchName = (name: string, nameEn: string) => normalizeForSearch(`${name} ${nameEn}`);

/**
 * A product's text columns as stored, from whatever wrote them (the demo's seed, a form, a spreadsheet): Arabic
 * letters made Persian, so that search and sorting see one spelling, and the search fields computed from them.
 */
export function productTextColumns(
  text: { name: string; excerpt: string; description: string; priceNote?: string | undefined },
  brandNames: string[],
) {
  const name = normalizePersianLetters(text.name.trim());
  const excerpt = normalizePersianLetters(text.excerpt.trim());
  return {
    name,
    excerpt,
    description: normalizePersianLetters(text.description),
    priceNote: normalizePersianLetters((text.priceNote ?? '').trim()),
    ...productSearchFields(name, excerpt, brandNames),
  };
}

/** The stock columns as stored: a count only for a limited stock (none given is none left). */
export const stockValues = (stock: NewStock) => ({
  regularPrice: stock.regularPrice,
  salePrice: stock.salePrice ?? null,
  stockType: stock.stockType,
  stock: stock.stockType === 'limited' ? (stock.stock ?? 0) : null,
  quantityStep: stock.quantityStep ?? 1,
});

const canBuyNow = (stock: NewStock) =>
  stock.stockType === 'unlimited' || (stock.stockType === 'limited' && (stock.stock ?? 0) > 0);
const paid = (stock: NewStock) => stock.salePrice ?? stock.regularPrice;
const cheapest = (list: NewStock[]) => list.reduce((best, next) => (paid(next) < paid(best) ? next : best));

/**
 * A variable product's own price and stock, which listings filter, sort and show and which the product's page shows
 * until a variation is chosen: its cheapest variation that can be bought now (else one priced by phone, else any),
 * in stock while a variation is, «call» when only phoning can buy one. The product's own row is never sold.
 */
export function variableListing(variations: NewStock[]): NewStock {
  const buyable = variations.filter(canBuyNow);
  const byPhone = variations.filter((variation) => variation.stockType === 'call');
  const pool = buyable.length ? buyable : byPhone.length ? byPhone : variations;
  const shown = pool.length ? cheapest(pool) : undefined;
  return {
    regularPrice: shown?.regularPrice ?? 0,
    salePrice: shown?.salePrice ?? null,
    stockType: buyable.length ? 'unlimited' : byPhone.length ? 'call' : 'out_of_stock',
    stock: null,
    quantityStep: shown?.quantityStep ?? 1,
  };
}

/** A variation as written: an existing one (`id`) is changed in place, one without an id is added. */
export interface VariationWrite extends NewStock {
  id?: number | undefined;
  /** Attribute name → value; every pair must be among the offered attributes. */
  values: Record<string, string>;
  image?: StoredImage | null;
}

/**
 * Replaces the attributes a variable product offers and its variations with these: variations left out are removed
 * (an order's line keeps what it sold), the others changed or added in this order. The caller has checked them.
 */
export async function writeVariations(
  tx: Transaction,
  productId: number,
  offered: { name: string; values: string[] }[],
  list: VariationWrite[],
): Promise<void> {
  await adminQueries.deleteOfferedAttributes(tx, productId);
  await adminQueries.deleteVariationsExcept(
    tx,
    productId,
    list.flatMap((variation) => (variation.id === undefined ? [] : [variation.id])),
  );
  const offeredValues = new Map<string, { attributeId: number; valueId: number }>();
  for (const [sortOrder, attribute] of offered.entries()) {
    const ids = await queries.insertOfferedAttribute(tx, productId, attribute, sortOrder);
    for (const [value, valueIds] of ids) offeredValues.set(`${attribute.name}\u0000${value}`, valueIds);
  }
  for (const [sortOrder, variation] of list.entries()) {
    const chosen = Object.entries(variation.values).map(([attributeName, value]) => {
      const ids = offeredValues.get(`${attributeName}\u0000${value}`);
      if (!ids) throw new Error(`variation value ${attributeName}=${value} is not offered by product ${productId}`);
      return ids;
    });
    const values = { image: variation.image ?? null, ...stockValues(variation), sortOrder };
    if (variation.id === undefined) await queries.insertVariation(tx, { productId, ...values }, chosen);
    else await adminQueries.updateVariation(tx, variation.id, values, chosen);
  }
}

/** Adds a product with its gallery, attributes and variations in one transaction. */
export async function createProduct(db: Database, input: NewProduct): Promise<number> {
  return inTransaction(db, async (tx) => {
    const brandNames = input.brandId === null ? [] : await queries.findBrandNames(tx, input.brandId);
    const variable = Boolean(input.variations?.length);
    const productId = await queries.insertProduct(tx, {
      ...productTextColumns(input, brandNames),
      featuredImage: input.featuredImage ?? null,
      categoryId: input.categoryId,
      brandId: input.brandId,
      type: variable ? 'variable' : 'simple',
      ...stockValues(variable ? variableListing(input.variations ?? []) : input),
      ...(input.updatedAt ? { createdAt: input.updatedAt, updatedAt: input.updatedAt } : {}),
    });
    if (input.gallery?.length) await queries.insertGallery(tx, productId, input.gallery);
    if (variable) await writeVariations(tx, productId, input.attributes ?? [], input.variations ?? []);
    await changed(tx, { catalogue: true });
    return productId;
  });
}

/**
 * Something a customer can put in the cart, priced from the catalogue: a simple product, or one variation of a
 * variable product. `needsVariation`: the id is a variable product's own, which is bought only as one of its variations.
 */
export interface Purchasable {
  /** The id a cart line names: the product's, or its variation's (they share one series of ids). */
  id: number;
  productId: number;
  variationId: number | null;
  needsVariation: boolean;
  name: string;
  /** The variation's chosen values, e.g. «رنگ: سفید، سایز: بزرگ». */
  variationLabel: string | null;
  image: StoredImage | null;
  regularPrice: number;
  /** What the customer pays for one: the sale price when there is one. */
  price: number;
  discount: number;
  stockType: StockType;
  /** How many are left when the stock is limited; null otherwise. */
  stock: number | null;
  inStock: boolean;
  quantityStep: number;
}

/** A line's money, whole Toman: `unit_price` the regular price, `unit_discount` what the sale price takes off it. */
export function linePrice(item: Purchasable, quantity: number) {
  return {
    unit_price: item.regularPrice,
    unit_discount: item.discount,
    subtotal: item.regularPrice * quantity,
    discount: item.discount * quantity,
    total: item.price * quantity,
  };
}

async function purchasablesOf(db: Database | Transaction, rows: queries.PurchasableRow[]): Promise<Map<number, Purchasable>> {
  const labels = await variationLabels(db, rows);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        needsVariation: row.variationId === null && row.type === 'variable',
        variationLabel: row.variationId === null ? null : (labels.get(row.variationId) ?? null),
        stock: shownStock(row.stockType, row.stock),
      },
    ]),
  );
}

/** The purchasables among the ids, by id; ids of no published product or variation are left out. */
export async function findPurchasables(db: Database | Transaction, ids: number[]): Promise<Map<number, Purchasable>> {
  return purchasablesOf(db, await queries.findPurchasableRows(db, [...new Set(ids)]));
}

/**
 * The purchasables of cart lines, holding their stock rows until the transaction ends: products' rows by id, then
 * variations' rows by id. Every writer of stock takes its rows in this one order, so two checkouts never wait on each
 * other in a circle.
 */
export async function lockPurchasables(
  tx: Transaction,
  lines: { productId: number; variationId: number | null }[],
): Promise<Map<number, Purchasable>> {
  const productIds = lines.flatMap((line) => (line.variationId === null ? [line.productId] : []));
  const variationIds = lines.flatMap((line) => (line.variationId === null ? [] : [line.variationId]));
  return purchasablesOf(tx, await queries.lockPurchasableRows(tx, [...new Set(productIds)], [...new Set(variationIds)]));
}

/** A quantity of a product or variation whose limited stock moves. */
export interface StockLine {
  productId: number;
  variationId: number | null;
  quantity: number;
}

/**
 * Moves limited stock by each line's quantity (`sign` -1 takes, +1 gives back): one statement per table, on rows the
 * caller has locked in lockPurchasables' order. A sell-out or a come-back changes what lists show; any other move
 * changes only the products' own pages. The transaction must have been begun by `inTransaction`.
 */
async function moveStock(tx: Transaction, lines: StockLine[], sign: 1 | -1): Promise<void> {
  const changes = { products: new Map<number, number>(), variations: new Map<number, number>() };
  const productOf = new Map<number, number>();
  for (const line of lines) {
    const [table, id] =
      line.variationId === null ? (['products', line.productId] as const) : (['variations', line.variationId] as const);
    changes[table].set(id, (changes[table].get(id) ?? 0) + sign * line.quantity);
    if (line.variationId !== null) productOf.set(line.variationId, line.productId);
  }
  let crossedZero = false;
  const variableProducts = new Set<number>();
  for (const table of ['products', 'variations'] as const) {
    if (!changes[table].size) continue;
    for (const changed of await queries.changeStock(tx, table, changes[table])) {
      const change = changes[table].get(changed.id) ?? 0;
      if (changed.stock !== (sign < 0 ? 0 : change)) continue;
      crossedZero = true;
      const product = table === 'variations' ? productOf.get(changed.id) : undefined;
      if (product !== undefined) variableProducts.add(product);
    }
  }
  await refreshVariableListings(tx, [...variableProducts]);
  await changed(tx, crossedZero ? { catalogue: true } : { products: [...new Set(lines.map((line) => line.productId))] });
}

/**
 * A variable product whose variation sold out or came back shows its listing price and stock anew (variableListing),
 * so that listings neither offer a product none of whose variations can be bought nor hide one that can. Its row is
 * taken only if nobody holds it: a member of staff saving that product meanwhile writes the listing anyway, and
 * waiting for them here, with the variations' rows held, could deadlock.
 */
async function refreshVariableListings(tx: Transaction, productIds: number[]): Promise<void> {
  const free = await queries.lockFreeVariableProducts(tx, productIds);
  if (!free.length) return;
  const byProduct = new Map<number, NewStock[]>();
  for (const { productId, ...stock } of await queries.findVariationStocks(tx, free)) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), stock]);
  }
  for (const id of free) await queries.setProductStock(tx, id, stockValues(variableListing(byProduct.get(id) ?? [])));
}

/** Takes sold quantities from limited stock; the caller has locked the rows and checked that they hold enough. */
export function takeStock(tx: Transaction, lines: StockLine[]): Promise<void> {
  return moveStock(tx, lines, -1);
}

/** Gives quantities back to limited stock (an order that failed or was cancelled). */
export function returnStock(tx: Transaction, lines: StockLine[]): Promise<void> {
  return moveStock(tx, lines, 1);
}

/** Each variation's chosen values as one label, e.g. «رنگ: سفید، سایز: بزرگ». */
async function variationLabels(db: Database | Transaction, rows: { variationId: number | null }[]): Promise<Map<number, string>> {
  const values = new Map<number, string[]>();
  const ids = rows.flatMap((row) => (row.variationId === null ? [] : [row.variationId]));
  for (const value of await queries.findVariationLabels(db, ids)) {
    values.set(value.variationId, [...(values.get(value.variationId) ?? []), `${value.attribute}: ${value.value}`]);
  }
  return new Map([...values].map(([id, parts]) => [id, parts.join('، ')]));
}

// The back office's dashboard (the orders module shows it): limited stocks running low.

/** A product or variation whose limited stock is low: the id a cart line names, its product, name and stock. */
export interface LowStockLine {
  id: number;
  productId: number;
  name: string;
  variationLabel: string | null;
  stock: number;
}

/**
 * The published products and variations whose limited stock is at or below `threshold`, lowest first (`limit` of
 * them), and how many there are in all. Read afresh, never from the catalogue's cache: staff restock from it.
 */
export async function findLowStock(
  db: Database,
  threshold: number,
  limit: number,
): Promise<{ count: number; items: LowStockLine[] }> {
  const { rows, count } = await queries.findLowStockRows(db, threshold, limit);
  const lowest = rows.sort((a, b) => a.stock - b.stock || a.id - b.id).slice(0, limit);
  const labels = await variationLabels(db, lowest);
  return {
    count,
    items: lowest.map((row) => ({
      id: row.id,
      productId: row.productId,
      name: row.name,
      variationLabel: row.variationId === null ? null : (labels.get(row.variationId) ?? null),
      stock: row.stock,
    })),
  };
}
