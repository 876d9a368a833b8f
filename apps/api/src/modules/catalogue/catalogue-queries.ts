import type { ProductFilters } from '@shop/contract/catalogue';
import { normalizeForSearch } from '@shop/contract/persian';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  like,
  lte,
  max,
  min,
  ne,
  not,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  productAttributes,
  productAttributeValues,
  productGallery,
  products,
  variations,
  variationValues,
} from './catalogue-tables.ts';

/** The columns every product card needs, with its category's and brand's names. */
export const productSummaryColumns = {
  id: products.id,
  name: products.name,
  excerpt: products.excerpt,
  featuredImage: products.featuredImage,
  categoryId: products.categoryId,
  categoryName: categories.name,
  brandId: products.brandId,
  brandName: brands.name,
  type: products.type,
  regularPrice: products.regularPrice,
  salePrice: products.salePrice,
  price: products.price,
  discount: products.discount,
  inStock: products.inStock,
  stockType: products.stockType,
  stock: products.stock,
  quantityStep: products.quantityStep,
  updatedAt: products.updatedAt,
};

const summaryQuery = (db: Database) =>
  db
    .select(productSummaryColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId));

export type ProductSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

type Db = Database | Transaction;

/**
 * The listing's filters as the queries take them: a category is given with all its descendants. A list of ids gives
 * the planner true row estimates, where a recursive subquery made it walk a whole sort index for rare filters. A
 * category without subcategories is one id, whose index holds its products in the newest order already: a page of it
 * reads its 31 entries, where a list of one sorted all the category's thousands.
 */
export type ProductSelection = Omit<ProductFilters, 'category'> & {
  categoryIds?: number[] | undefined;
  categoryId?: number | undefined;
};

export function findCategoryTree(db: Database) {
  return db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
}

/**
 * Every word of the query must appear in the product's name, excerpt or brand, which `search_text` holds with its
 * spaces dropped: «فشار سنج» finds «فشارسنج» and the other way round. Partial words match. The storefront's search
 * reads its index instead (catalogue-search.ts); the price range of a search, and the back office, read this.
 */
function searchCondition(normalized: string): SQL {
  return and(...normalized.split(' ').map((word) => like(products.searchText, `%${escapeLike(word)}%`))) as SQL;
}

interface SearchTerms {
  normalized: string;
  condition: SQL;
}

export function searchTerms(search: string | undefined): SearchTerms | undefined {
  const normalized = normalizeForSearch(search ?? '');
  return normalized ? { normalized, condition: searchCondition(normalized) } : undefined;
}

/** Published, written as the partial indexes' own condition, so that a statement may read them. */
const published = sql`${products.isPublished}`;

/** Price bounds are inclusive, so a slider set to the statistics' ends keeps the cheapest and dearest products. */
export function productConditions(filters: ProductSelection, search: SQL | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [published, search];
  if (filters.brand) conditions.push(inArray(products.brandId, filters.brand));
  if (filters.categoryIds) conditions.push(inArray(products.categoryId, filters.categoryIds));
  if (filters.categoryId !== undefined) conditions.push(eq(products.categoryId, filters.categoryId));
  if (filters.has_discount !== undefined) {
    conditions.push(filters.has_discount ? sql`${products.discount} > 0` : eq(products.discount, 0));
  }
  if (filters.in_stock !== undefined) conditions.push(filters.in_stock ? sql`${products.inStock}` : not(products.inStock));
  if (filters.price__gt !== undefined) conditions.push(gte(products.price, filters.price__gt));
  if (filters.price__lt !== undefined) conditions.push(lte(products.price, filters.price__lt));
  if (filters.id) conditions.push(inArray(products.id, filters.id));
  return and(...conditions);
}

/** The listing's own order when none is asked for: products a customer can buy first, as in any shop window. */
export const newestFirst = [desc(products.inStock), desc(products.updatedAt), desc(products.id)];

export async function findPriceRange(db: Database, filters: ProductSelection) {
  const [range] = await db
    .select({ min: min(products.price), max: max(products.price) })
    .from(products)
    .where(productConditions(filters, searchTerms(filters.search)?.condition));
  return { min: range?.min ?? null, max: range?.max ?? null };
}

export async function findProductSummaries(db: Database, ids: number[]) {
  if (!ids.length) return [];
  return summaryQuery(db).where(and(inArray(products.id, ids), eq(products.isPublished, true)));
}

export async function findProduct(db: Database, id: number) {
  const [row] = await db
    .select({
      ...productSummaryColumns,
      description: products.description,
      priceNote: products.priceNote,
      categoryParentId: categories.parentId,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, id), eq(products.isPublished, true)));
  return row;
}

/** An attribute a product offers and one of its values, in the product's order. */
export interface OfferedAttributeValue {
  productAttributeId: number;
  attributeId: number;
  attributeName: string;
  valueId: number;
  value: string;
}

/**
 * The product a subquery belongs to, named with its table: a statement over one table leaves Drizzle's column names
 * bare, and a bare `id` inside the subquery would be the subquery's own.
 */
const outerProductId = sql`${products}.${sql.identifier(products.id.name)}`;

/** A product's gallery in its order, gathered as JSON by the database. */
const gallery = sql<{ id: number; image: StoredImage }[]>`(
  select coalesce(json_agg(json_build_object('id', picture.id, 'image', picture.image)
    order by picture.sort_order, picture.id), '[]')
  from ${productGallery} picture where picture.product_id = ${outerProductId})`;

/** The attribute values a product offers, in the product's order of attributes and values, gathered as JSON. */
const offeredValues = sql<OfferedAttributeValue[]>`(
  select coalesce(json_agg(json_build_object(
      'productAttributeId', offered.id, 'attributeId', attribute.id, 'attributeName', attribute.name,
      'valueId', choice.id, 'value', choice.value)
    order by offered.sort_order, offered.id, offering.sort_order), '[]')
  from ${productAttributes} offered
  join ${attributes} attribute on attribute.id = offered.attribute_id
  join ${productAttributeValues} offering on offering.product_attribute_id = offered.id
  join ${attributeValues} choice on choice.id = offering.attribute_value_id
  where offered.product_id = ${outerProductId})`;

const productDetailStatement = (db: Database) =>
  db
    .select({
      ...productSummaryColumns,
      description: products.description,
      priceNote: products.priceNote,
      gallery,
      offered: offeredValues,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.isPublished, true)))
    .prepare('product_detail');

const productDetailStatements = new WeakMap<Database, ReturnType<typeof productDetailStatement>>();

/**
 * A product page's whole read in one statement: the product with its gallery and the attribute values it offers, so
 * a page costs one round trip. The statement is prepared once per connection: planning it cost twice its running
 * (docs/decisions/0027).
 */
export async function findProductDetail(db: Database, id: number) {
  let statement = productDetailStatements.get(db);
  if (!statement) {
    statement = productDetailStatement(db);
    productDetailStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

/** A product's gallery and offered attribute values, published or not, for the back office's form. */
export async function findGalleryAndOffers(db: Db, productId: number) {
  const [row] = await db.select({ gallery, offered: offeredValues }).from(products).where(eq(products.id, productId));
  return row ?? { gallery: [], offered: [] };
}

/** Every published product's id and last change, for the sitemap. */
export function findPublishedProductDates(db: Database) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isPublished, true))
    .orderBy(asc(products.id));
}

export function findVariations(db: Db, productId: number) {
  return db
    .select({
      id: variations.id,
      image: variations.image,
      regularPrice: variations.regularPrice,
      salePrice: variations.salePrice,
      price: variations.price,
      discount: variations.discount,
      inStock: variations.inStock,
      stockType: variations.stockType,
      stock: variations.stock,
      quantityStep: variations.quantityStep,
    })
    .from(variations)
    .where(eq(variations.productId, productId))
    .orderBy(asc(variations.sortOrder), asc(variations.id));
}

export function findVariationValues(db: Db, variationIds: number[]) {
  if (!variationIds.length) return Promise.resolve([]);
  return db
    .select({
      variationId: variationValues.variationId,
      attributeId: attributes.id,
      attributeName: attributes.name,
      valueId: attributeValues.id,
      value: attributeValues.value,
    })
    .from(variationValues)
    .innerJoin(attributes, eq(attributes.id, variationValues.attributeId))
    .innerJoin(attributeValues, eq(attributeValues.id, variationValues.attributeValueId))
    .where(inArray(variationValues.variationId, variationIds));
}

/** Up to `limit` published products in the given categories, other than the excluded ones, available and newest first. */
export function findProductsInCategories(db: Database, categoryIds: SQL | number[], exclude: number[], limit: number) {
  return summaryQuery(db)
    .where(
      and(
        eq(products.isPublished, true),
        inArray(products.categoryId, categoryIds),
        exclude.length ? notInArray(products.id, exclude) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
}

export function findNewestProducts(db: Database, exclude: number[], limit: number) {
  return summaryQuery(db)
    .where(and(eq(products.isPublished, true), exclude.length ? notInArray(products.id, exclude) : undefined))
    .orderBy(...newestFirst)
    .limit(limit);
}

export function findSiblingCategoryIds(db: Database, categoryId: number, parentId: number | null) {
  return db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId), ne(categories.id, categoryId)),
    );
}

export async function findCategoryPage(db: Database, parent: number | undefined, page: { limit: number; offset: number }) {
  const where = parent === undefined ? undefined : eq(categories.parentId, parent);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(sql`${categories.parentId} nulls first`, asc(categories.sortOrder), asc(categories.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(categories).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findBrandPage(
  db: Database,
  filters: { brand?: string | undefined; categoryIds?: number[] | undefined },
  page: { limit: number; offset: number },
) {
  const name = normalizeForSearch(filters.brand ?? '');
  const where = and(
    name ? like(brands.searchName, `%${escapeLike(name)}%`) : undefined,
    filters.categoryIds === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(products)
            .where(
              and(
                eq(products.brandId, brands.id),
                eq(products.isPublished, true),
                inArray(products.categoryId, filters.categoryIds),
              ),
            ),
        ),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(brands).where(where).orderBy(asc(brands.sortOrder), asc(brands.id)).limit(page.limit).offset(page.offset),
    db.select({ count: count() }).from(brands).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Products by id, published or withdrawn, each saying which. */
export async function findProductSummariesWithWithdrawn(db: Database, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ ...productSummaryColumns, isPublished: products.isPublished })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids));
}

export async function findBrandNames(db: Db, brandId: number): Promise<string[]> {
  const [brand] = await db.select({ name: brands.name, nameEn: brands.nameEn }).from(brands).where(eq(brands.id, brandId));
  return brand ? [brand.name, brand.nameEn] : [];
}

export async function insertProduct(db: Db, values: typeof products.$inferInsert): Promise<number> {
  const [created] = await db.insert(products).values(values).returning({ id: products.id });
  if (!created) throw new Error('product insert returned no row');
  return created.id;
}

export async function insertGallery(db: Db, productId: number, images: StoredImage[]): Promise<void> {
  await db.insert(productGallery).values(images.map((image, sortOrder) => ({ productId, image, sortOrder })));
}

/**
 * Offers an attribute on a product with its values in this order; the attribute and its values are shared by every
 * product and made when first named. Answers each value's ids.
 */
export async function insertOfferedAttribute(
  db: Db,
  productId: number,
  attribute: { name: string; values: string[] },
  sortOrder: number,
): Promise<Map<string, { attributeId: number; valueId: number }>> {
  await db.insert(attributes).values({ name: attribute.name }).onConflictDoNothing();
  const [attributeRow] = await db.select().from(attributes).where(eq(attributes.name, attribute.name));
  if (!attributeRow) throw new Error(`attribute ${attribute.name} missing`);
  await db
    .insert(attributeValues)
    .values(attribute.values.map((value) => ({ attributeId: attributeRow.id, value })))
    .onConflictDoNothing();
  const valueRows = await db
    .select()
    .from(attributeValues)
    .where(and(eq(attributeValues.attributeId, attributeRow.id), inArray(attributeValues.value, attribute.values)));
  const [offered] = await db
    .insert(productAttributes)
    .values({ productId, attributeId: attributeRow.id, sortOrder })
    .returning({ id: productAttributes.id });
  if (!offered) throw new Error('product attribute insert returned no row');
  const ids = new Map<string, { attributeId: number; valueId: number }>();
  const ownValues = attribute.values.map((value, valueOrder) => {
    const row = valueRows.find((candidate) => candidate.value === value);
    if (!row) throw new Error(`attribute value ${value} missing`);
    ids.set(value, { attributeId: attributeRow.id, valueId: row.id });
    return { productAttributeId: offered.id, attributeValueId: row.id, sortOrder: valueOrder };
  });
  await db.insert(productAttributeValues).values(ownValues);
  return ids;
}

export async function insertVariation(
  db: Db,
  values: typeof variations.$inferInsert,
  chosen: { attributeId: number; valueId: number }[],
): Promise<void> {
  const [created] = await db.insert(variations).values(values).returning({ id: variations.id });
  if (!created) throw new Error('variation insert returned no row');
  if (chosen.length) {
    await db
      .insert(variationValues)
      .values(chosen.map((ids) => ({ variationId: created.id, attributeId: ids.attributeId, attributeValueId: ids.valueId })));
  }
}

/** What a cart line or an order line reads of a simple product or a variable product (its variations aside). */
const purchasableProductColumns = {
  id: products.id,
  productId: products.id,
  variationId: sql<number | null>`null::integer`,
  name: products.name,
  type: products.type,
  image: products.featuredImage,
  regularPrice: products.regularPrice,
  price: products.price,
  discount: products.discount,
  stockType: products.stockType,
  stock: products.stock,
  inStock: products.inStock,
  quantityStep: products.quantityStep,
};

/** The same of a variation, named and pictured by its product unless it has a picture of its own. */
const purchasableVariationColumns = {
  id: variations.id,
  productId: variations.productId,
  variationId: sql<number | null>`${variations.id}`,
  name: products.name,
  type: products.type,
  image: sql<StoredImage | null>`coalesce(${variations.image}, ${products.featuredImage})`,
  regularPrice: variations.regularPrice,
  price: variations.price,
  discount: variations.discount,
  stockType: variations.stockType,
  stock: variations.stock,
  inStock: variations.inStock,
  quantityStep: variations.quantityStep,
};

const purchasableProducts = (db: Db, ids: number[]) =>
  db
    .select(purchasableProductColumns)
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isPublished, true)));

const purchasableVariations = (db: Db, ids: number[]) =>
  db
    .select(purchasableVariationColumns)
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(and(inArray(variations.id, ids), eq(products.isPublished, true)));

export type PurchasableRow = Awaited<ReturnType<typeof purchasableProducts>>[number];

/** Published products and variations among the ids (one series of ids), in one round trip. */
export function findPurchasableRows(db: Db, ids: number[]): Promise<PurchasableRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return purchasableProducts(db, ids).unionAll(purchasableVariations(db, ids));
}

/**
 * As findPurchasableRows, locking the rows in one order: the products' rows by id, then the variations' rows by id
 * (PostgreSQL locks no rows of a UNION, so they are two statements). FOR NO KEY UPDATE, the lock an UPDATE of stock
 * takes anyway: it leaves rows that merely reference a product (an order's or a cart's line, checked by its foreign
 * key) free to be written, where FOR UPDATE would make them wait, and a checkout holding one wait for the other.
 */
export async function lockPurchasableRows(tx: Transaction, productIds: number[], variationIds: number[]) {
  const own = productIds.length ? await purchasableProducts(tx, productIds).orderBy(asc(products.id)).for('no key update') : [];
  const chosen = variationIds.length
    ? await purchasableVariations(tx, variationIds).orderBy(asc(variations.id)).for('no key update', { of: variations })
    : [];
  return [...own, ...chosen];
}

/** The chosen values of variations, in the order their product offers its attributes. */
export function findVariationLabels(db: Db, variationIds: number[]) {
  if (!variationIds.length) return Promise.resolve([]);
  return db
    .select({ variationId: variationValues.variationId, attribute: attributes.name, value: attributeValues.value })
    .from(variationValues)
    .innerJoin(variations, eq(variations.id, variationValues.variationId))
    .innerJoin(attributes, eq(attributes.id, variationValues.attributeId))
    .innerJoin(attributeValues, eq(attributeValues.id, variationValues.attributeValueId))
    .leftJoin(
      productAttributes,
      and(eq(productAttributes.productId, variations.productId), eq(productAttributes.attributeId, variationValues.attributeId)),
    )
    .where(inArray(variationValues.variationId, variationIds))
    .orderBy(asc(productAttributes.sortOrder), asc(productAttributes.id));
}

/**
 * Adds each row's change (negative to take) to the limited stock of rows of one table, in one statement; answers
 * each changed row's id and new stock.
 */
export function changeStock(db: Db, table: 'products' | 'variations', changes: Map<number, number>) {
  const target = table === 'products' ? products : variations;
  const byId = sql.join(
    [...changes].map(([id, change]) => sql`when ${id} then ${change}`),
    sql` `,
  );
  return db
    .update(target)
    .set({ stock: sql`${target.stock} + (case ${target.id} ${byId} end)::integer` })
    .where(and(inArray(target.id, [...changes.keys()]), eq(target.stockType, 'limited')))
    .returning({ id: target.id, stock: target.stock });
}

// The back office's dashboard: limited stocks running low.

const lowStock = (table: typeof products | typeof variations, threshold: number) =>
  and(eq(table.stockType, 'limited'), lte(sql`coalesce(${table.stock}, 0)`, threshold));

/**
 * Published simple products and variations whose limited stock is at or below `threshold`, the lowest `limit` of
 * each kind, and how many of each there are.
 */
export async function findLowStockRows(db: Database, threshold: number, limit: number) {
  const stock = (table: typeof products | typeof variations) => sql<number>`coalesce(${table.stock}, 0)`.mapWith(Number);
  const simple = and(eq(products.isPublished, true), eq(products.type, 'simple'), lowStock(products, threshold));
  const varied = and(eq(products.isPublished, true), lowStock(variations, threshold));
  const [simpleRows, variedRows, [simpleCount], [variedCount]] = await Promise.all([
    db
      .select({
        id: products.id,
        productId: products.id,
        variationId: sql<number | null>`null`,
        name: products.name,
        stock: stock(products),
      })
      .from(products)
      .where(simple)
      .orderBy(asc(stock(products)), asc(products.id))
      .limit(limit),
    db
      .select({
        id: variations.id,
        productId: variations.productId,
        variationId: variations.id,
        name: products.name,
        stock: stock(variations),
      })
      .from(variations)
      .innerJoin(products, eq(products.id, variations.productId))
      .where(varied)
      .orderBy(asc(stock(variations)), asc(variations.id))
      .limit(limit),
    db.select({ count: count() }).from(products).where(simple),
    db.select({ count: count() }).from(variations).innerJoin(products, eq(products.id, variations.productId)).where(varied),
  ]);
  return { rows: [...simpleRows, ...variedRows], count: (simpleCount?.count ?? 0) + (variedCount?.count ?? 0) };
}

// A variable product's listing, kept in step with its variations' stock.

/** The variable products among these whose rows no other transaction holds, locked; a held one is left to its holder. */
export async function lockFreeVariableProducts(tx: Transaction, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.type, 'variable')))
    .orderBy(asc(products.id))
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** The price and stock of every variation of these products. */
export function findVariationStocks(tx: Transaction, productIds: number[]) {
  return tx
    .select({
      productId: variations.productId,
      regularPrice: variations.regularPrice,
      salePrice: variations.salePrice,
      stockType: variations.stockType,
      stock: variations.stock,
      quantityStep: variations.quantityStep,
    })
    .from(variations)
    .where(inArray(variations.productId, productIds));
}

export async function setProductStock(
  tx: Transaction,
  id: number,
  values: Pick<typeof products.$inferInsert, 'regularPrice' | 'salePrice' | 'stockType' | 'stock' | 'quantityStep'>,
) {
  await tx.update(products).set(values).where(eq(products.id, id));
}
