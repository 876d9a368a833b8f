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
import { searchTerms } from '../../lib/search-words.ts';
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

const summaryKeys = Object.keys(productSummaryColumns) as (keyof ProductSummaryRow)[];

/**
 * The summaries of the products of `ids` (an int[] expression), as one JSON array of each one's `productSummaryColumns`
 * in their order, for a statement that reads them beside other things (search's page, docs/decisions/0043). A product
 * gone has none; published or not is search's to say.
 */
export const productSummariesJson = (ids: SQL) => sql`(select json_agg(json_build_array(${sql.join(
  Object.values(productSummaryColumns),
  sql`, `,
)}))
  from ${products}
  left join ${categories} on ${categories.id} = ${products.categoryId}
  left join ${brands} on ${brands.id} = ${products.brandId}
  where ${products.id} in (select unnest(${ids})))`;

/** A summary's row from its fields as `productSummariesJson` reads them: JSON writes the last change as text. */
export function summaryRowOf(fields: unknown[]): ProductSummaryRow {
  const row = Object.fromEntries(summaryKeys.map((key, at) => [key, fields[at]])) as Record<string, unknown>;
  return { ...row, updatedAt: new Date(row.updatedAt as string) } as ProductSummaryRow;
}

type Db = Database | Transaction;

/** Published, written as the partial indexes' own condition, so that a statement may read them. */
const published = sql`${products.isPublished}`;

/**
 * The listing's filters with a category given as its family (`family`, the category and all its descendants). A list
 * of ids gives the planner true row estimates, where a recursive subquery made it walk a whole sort index for rare
 * filters. A category without subcategories is one id, whose index holds its products in the newest order already: a
 * page of it reads its 31 entries, where a list of one sorted all the category's thousands. Price bounds are
 * inclusive, so a slider set to the statistics' ends keeps the cheapest and dearest products.
 */
function productConditions(
  filters: Omit<ProductFilters, 'category'>,
  family: number[] | undefined,
  search: SQL | undefined,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [published, search];
  if (filters.brand) conditions.push(inArray(products.brandId, filters.brand));
  if (family)
    conditions.push(family.length === 1 ? eq(products.categoryId, family[0] as number) : inArray(products.categoryId, family));
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

/**
 * The lowest and highest price among the products the filters select. A search matches the product's name, excerpt
 * and brand, which `search_text` holds normalised with its spaces dropped; the storefront's pages of a search read its
 * index instead (modules/search).
 */
export async function findPriceRange(db: Database, filters: Omit<ProductFilters, 'category'>, family: number[] | undefined) {
  const [range] = await db
    .select({ min: min(products.price), max: max(products.price) })
    .from(products)
    .where(productConditions(filters, family, searchTerms(products.searchText, filters.search)?.condition));
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

/** The variations of the given products, each product's in its order. */
export function findVariations(db: Db, productIds: number[]) {
  if (!productIds.length) return Promise.resolve([]);
  return db
    .select({
      id: variations.id,
      productId: variations.productId,
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
    .where(inArray(variations.productId, productIds))
    .orderBy(asc(variations.sortOrder), asc(variations.id));
}

/** The attribute values the given products offer, each product's in its order of attributes and values. */
export function findOfferedValues(db: Db, productIds: number[]) {
  if (!productIds.length) return Promise.resolve([]);
  return db
    .select({
      productId: productAttributes.productId,
      productAttributeId: productAttributes.id,
      attributeId: attributes.id,
      attributeName: attributes.name,
      valueId: attributeValues.id,
      value: attributeValues.value,
    })
    .from(productAttributes)
    .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
    .innerJoin(productAttributeValues, eq(productAttributeValues.productAttributeId, productAttributes.id))
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
    .where(inArray(productAttributes.productId, productIds))
    .orderBy(asc(productAttributes.sortOrder), asc(productAttributes.id), asc(productAttributeValues.sortOrder));
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
