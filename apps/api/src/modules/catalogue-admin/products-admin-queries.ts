import type { StockType } from '@shop/contract/catalogue';
import { LOW_STOCK_THRESHOLD } from '@shop/contract/catalogue-admin';
import { and, asc, count, desc, eq, exists, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
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
} from './catalogue-admin-tables.ts';

type Db = Database | Transaction;

/** Every column of a product the back office reads, with its category's and brand's names. */
const adminProductColumns = {
  id: products.id,
  name: products.name,
  excerpt: products.excerpt,
  description: products.description,
  priceNote: products.priceNote,
  type: products.type,
  featuredImage: products.featuredImage,
  categoryId: products.categoryId,
  categoryName: categories.name,
  brandId: products.brandId,
  brandName: brands.name,
  regularPrice: products.regularPrice,
  salePrice: products.salePrice,
  price: products.price,
  discount: products.discount,
  inStock: products.inStock,
  stockType: products.stockType,
  stock: products.stock,
  quantityStep: products.quantityStep,
  isPublished: products.isPublished,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

const adminProductQuery = (db: Db) =>
  db
    .select(adminProductColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(brands, eq(brands.id, products.brandId));

export type AdminProductRow = Awaited<ReturnType<ReturnType<typeof adminProductQuery>['execute']>>[number];

export interface AdminProductSelection {
  search?: string | undefined;
  categoryIds?: number[] | undefined;
  brand?: number | undefined;
  isPublished?: boolean | undefined;
  stockType?: StockType | undefined;
  type?: 'simple' | 'variable' | undefined;
  lowStock?: boolean | undefined;
}

const lowStock = (table: typeof products | typeof variations) =>
  and(eq(table.stockType, 'limited'), lte(sql`coalesce(${table.stock}, 0)`, LOW_STOCK_THRESHOLD)) as SQL;

/** A product's own stock is low, or one of its variations' is. */
const hasLowStock = (db: Db) =>
  or(
    lowStock(products),
    exists(
      db
        .select({ one: sql`1` })
        .from(variations)
        .where(and(eq(variations.productId, products.id), lowStock(variations))),
    ),
  ) as SQL;

function adminConditions(db: Db, filters: AdminProductSelection): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  // Found by name, excerpt or brand, as the storefront's search is (catalogue-queries.ts).
  const search = searchTerms(products.searchText, filters.search);
  if (search) {
    // Staff often have a product's code (its id) at hand, as the product page shows it.
    const code = /^\d{1,9}$/.test(search.normalized) ? eq(products.id, Number(search.normalized)) : undefined;
    conditions.push(code ? or(search.condition, code) : search.condition);
  }
  if (filters.categoryIds) conditions.push(inArray(products.categoryId, filters.categoryIds));
  if (filters.brand !== undefined) conditions.push(eq(products.brandId, filters.brand));
  if (filters.isPublished !== undefined) conditions.push(eq(products.isPublished, filters.isPublished));
  if (filters.stockType) conditions.push(eq(products.stockType, filters.stockType));
  if (filters.type) conditions.push(eq(products.type, filters.type));
  if (filters.lowStock !== undefined) {
    conditions.push(filters.lowStock ? hasLowStock(db) : sql`not ${hasLowStock(db)}`);
  }
  return and(...conditions);
}

const orderColumns = {
  created_at: products.createdAt,
  updated_at: products.updatedAt,
  name: products.name,
  price: products.price,
  stock: products.stock,
} as const;

export async function findAdminProducts(
  db: Db,
  filters: AdminProductSelection,
  ordering: { field: keyof typeof orderColumns; descending: boolean },
  page: { limit: number; offset: number } | undefined,
) {
  const where = adminConditions(db, filters);
  const column = orderColumns[ordering.field];
  // Stock sorts by the count, with unlimited and the like after every counted stock in either direction.
  const primary =
    ordering.field === 'stock'
      ? sql`${column} ${sql.raw(ordering.descending ? 'desc' : 'asc')} nulls last`
      : ordering.descending
        ? desc(column)
        : asc(column);
  const query = adminProductQuery(db)
    .where(where)
    .orderBy(primary, ordering.descending ? desc(products.id) : asc(products.id));
  const [rows, [total]] = await Promise.all([
    page ? query.limit(page.limit).offset(page.offset) : query,
    db.select({ count: count() }).from(products).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findAdminProduct(db: Db, id: number): Promise<AdminProductRow | undefined> {
  const [row] = await adminProductQuery(db).where(eq(products.id, id));
  return row;
}

export async function findAdminProductsByIds(db: Db, ids: number[]): Promise<AdminProductRow[]> {
  if (!ids.length) return [];
  return adminProductQuery(db).where(inArray(products.id, ids));
}

/**
 * Holds a product's row until the transaction ends, so that two changes of one product at once run one after the
 * other, each reading what the other wrote. A checkout locks the same row (FOR NO KEY UPDATE) before its variations.
 */
export async function lockProduct(tx: Transaction, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  return row !== undefined;
}

export async function updateProduct(db: Db, id: number, values: Partial<typeof products.$inferInsert>): Promise<void> {
  await db.update(products).set(values).where(eq(products.id, id));
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

export async function insertGalleryImage(db: Db, productId: number, image: StoredImage): Promise<number> {
  const [last] = await db
    .select({ sortOrder: sql<number>`coalesce(max(${productGallery.sortOrder}), -1)` })
    .from(productGallery)
    .where(eq(productGallery.productId, productId));
  const [row] = await db
    .insert(productGallery)
    .values({ productId, image, sortOrder: (last?.sortOrder ?? -1) + 1 })
    .returning({ id: productGallery.id });
  if (!row) throw new Error('gallery insert returned no row');
  return row.id;
}

export async function deleteGalleryImage(db: Db, productId: number, imageId: number): Promise<void> {
  await db.delete(productGallery).where(and(eq(productGallery.productId, productId), eq(productGallery.id, imageId)));
}

export async function setGalleryOrder(db: Db, productId: number, ids: number[]): Promise<void> {
  for (const [sortOrder, id] of ids.entries()) {
    await db
      .update(productGallery)
      .set({ sortOrder })
      .where(and(eq(productGallery.productId, productId), eq(productGallery.id, id)));
  }
}

/** Variations showing a picture (by its file) show their product's own instead. */
export async function clearVariationImage(db: Db, productId: number, file: string): Promise<void> {
  await db
    .update(variations)
    .set({ image: null })
    .where(and(eq(variations.productId, productId), sql`${variations.image}->>'file' = ${file}`));
}

/** The attributes a product offers are replaced whole; values and attributes themselves are shared and stay. */
export async function deleteOfferedAttributes(db: Db, productId: number): Promise<void> {
  await db.delete(productAttributes).where(eq(productAttributes.productId, productId));
}

export async function deleteVariationsExcept(db: Db, productId: number, keep: number[]): Promise<void> {
  await db
    .delete(variations)
    .where(and(eq(variations.productId, productId), keep.length ? notInArray(variations.id, keep) : undefined));
}

export async function updateVariation(
  db: Db,
  id: number,
  values: Partial<typeof variations.$inferInsert>,
  chosen: { attributeId: number; valueId: number }[],
): Promise<void> {
  await db.update(variations).set(values).where(eq(variations.id, id));
  await db.delete(variationValues).where(eq(variationValues.variationId, id));
  if (chosen.length) {
    await db
      .insert(variationValues)
      .values(chosen.map((ids) => ({ variationId: id, attributeId: ids.attributeId, attributeValueId: ids.valueId })));
  }
}

export function findVariationIds(db: Db, productId: number) {
  return db.select({ id: variations.id }).from(variations).where(eq(variations.productId, productId));
}

export async function existingIds(db: Db, table: 'categories' | 'brands' | 'products', ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const target = table === 'categories' ? categories : table === 'brands' ? brands : products;
  const rows = await db.select({ id: target.id }).from(target).where(inArray(target.id, ids));
  return new Set(rows.map((row) => row.id));
}

// A product's rows as written (product-writes-service.ts).

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
