import type { StockType } from '@shop/contract/catalogue';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredImage } from '../../db/stored-image.ts';

/** Toman amounts: bigint, because hospital equipment can pass PostgreSQL's 2.1 billion integer limit. */
const toman = (name: string) => bigint(name, { mode: 'number' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    image: jsonb('image').$type<StoredImage>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  searchName: text('search_name').notNull().default(''),
  image: jsonb('image').$type<StoredImage>(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * The price a customer pays and the stock state are generated columns, so that the listing filters, sorts and
 * shows exactly what checkout will charge, whatever code wrote the row. A limited stock is in stock while it holds one
 * whole step: 40 left of a product sold in packs of 50 cannot be bought.
 */
const stockColumns = {
  regularPrice: toman('regular_price').notNull(),
  salePrice: toman('sale_price'),
  price: toman('price').notNull().generatedAlwaysAs(sql`coalesce(sale_price, regular_price)`),
  discount: toman('discount').notNull().generatedAlwaysAs(sql`regular_price - coalesce(sale_price, regular_price)`),
  stockType: text('stock_type').$type<StockType>().notNull().default('unlimited'),
  stock: integer('stock'),
  inStock: boolean('in_stock')
    .notNull()
    .generatedAlwaysAs(
      sql`case stock_type when 'limited' then coalesce(stock, 0) >= quantity_step when 'out_of_stock' then false else true end`,
    ),
  quantityStep: integer('quantity_step').notNull().default(1),
};

const stockChecks = (name: string) => [
  check(
    `${name}_prices_check`,
    sql`regular_price >= 0 and (sale_price is null or (sale_price >= 0 and sale_price <= regular_price))`,
  ),
  check(`${name}_stock_check`, sql`stock is null or stock >= 0`),
  check(`${name}_quantity_step_check`, sql`quantity_step >= 1`),
  check(`${name}_stock_type_check`, sql`stock_type in ('unlimited', 'limited', 'call', 'out_of_stock')`),
];

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    description: text('description').notNull().default(''),
    priceNote: text('price_note').notNull().default(''),
    featuredImage: jsonb('featured_image').$type<StoredImage>(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    type: text('type').$type<'simple' | 'variable'>().notNull().default('simple'),
    ...stockColumns,
    /** Normalised name, for ranking search results (modules/search). */
    searchName: text('search_name').notNull().default(''),
    /** Normalised name, excerpt and brand without spaces, for matching (trigram-indexed). */
    searchText: text('search_text').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => {
    // The listing's orders, available products first. Each call gives its columns anew, as an index takes them over.
    // NULLS FIRST matches ORDER BY … DESC, though none of these columns is null.
    const newest = () =>
      [table.inStock.desc().nullsFirst(), table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst()] as const;
    const cheapest = () => [table.inStock.desc().nullsFirst(), table.price.asc(), table.id.asc()] as const;
    const dearest = () =>
      [table.inStock.desc().nullsFirst(), table.price.desc().nullsFirst(), table.id.desc().nullsFirst()] as const;
    return [
      ...stockChecks('products'),
      check('products_type_check', sql`type in ('simple', 'variable')`),
      // One index per order of the listing; partial, so counting the published products is an index-only scan.
      index('products_newest_idx')
        .on(...newest())
        .where(sql`is_published`),
      index('products_cheapest_idx')
        .on(...cheapest())
        .where(sql`is_published`),
      index('products_dearest_idx')
        .on(...dearest())
        .where(sql`is_published`),
      // One category's products come straight from these in each order, whatever the category. The columns after the
      // unique id order nothing: they are there to be read (Drizzle has no INCLUDE), so that the newest index alone
      // answers a category's filters by brand or price, then sorts a category's few thousand entries, and the price
      // indexes its discounted products.
      index('products_category_idx')
        .on(table.categoryId, ...newest(), table.price, table.discount, table.brandId)
        .where(sql`is_published`),
      index('products_category_cheapest_idx')
        .on(table.categoryId, ...cheapest(), table.discount)
        .where(sql`is_published`),
      index('products_category_dearest_idx')
        .on(table.categoryId, ...dearest(), table.discount)
        .where(sql`is_published`),
      index('products_brand_idx').on(table.brandId),
      // The storefront's search reads its own index (docs/decisions/0033); a search's price range and the back office's
      // product search read this one.
      index('products_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    ];
  },
);

export const productGallery = pgTable(
  'product_gallery',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: jsonb('image').$type<StoredImage>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('product_gallery_product_idx').on(table.productId)],
);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (table) => [uniqueIndex('attribute_values_unique').on(table.attributeId, table.value)],
);

/** The attributes a variable product offers, with the values it offers for each. */
export const productAttributes = pgTable(
  'product_attributes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('product_attributes_unique').on(table.productId, table.attributeId)],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productAttributeId: integer('product_attribute_id')
      .notNull()
      .references(() => productAttributes.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productAttributeId, table.attributeValueId] })],
);

/**
 * A variation takes its id from the products' series, so that one id names either a simple product or a variation:
 * a cart line's `product` is never ambiguous.
 */
export const variations = pgTable(
  'variations',
  {
    id: integer('id').primaryKey().default(sql`nextval('products_id_seq')`),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: jsonb('image').$type<StoredImage>(),
    ...stockColumns,
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [...stockChecks('variations'), index('variations_product_idx').on(table.productId)],
);

export const variationValues = pgTable(
  'variation_values',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'restrict' }),
  },
  (table) => [primaryKey({ columns: [table.variationId, table.attributeId] })],
);
