import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { ImageSchema } from './media.ts';
import { joinParts } from './persian.ts';
import { PRODUCT_ORDERINGS } from './product-ordering.ts';
import { boolean, id, idList, inQuery, integer, paginated, paginationQuery, searchText } from './query.ts';

export const STOCK_TYPES = ['unlimited', 'limited', 'call', 'out_of_stock'] as const;
export const StockTypeSchema = z.enum(STOCK_TYPES);
export type StockType = z.infer<typeof StockTypeSchema>;

export const PRODUCT_TYPES = ['simple', 'variable'] as const;
export const ProductTypeSchema = z.enum(PRODUCT_TYPES);

export const ProductOrderingSchema = z.enum(PRODUCT_ORDERINGS);

const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const CategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parent: z.number().int().nullable(),
    image_data: ImageSchema.nullable(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

export const BrandSchema = z
  .object({ id: z.number().int(), name: z.string(), image_data: ImageSchema.nullable() })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof BrandSchema>;

/** Prices are whole Toman. `price` is what the customer pays: `sale_price` when set, else `regular_price`. */
const pricing = {
  regular_price: z.number().int(),
  sale_price: z.number().int().nullable(),
  price: z.number().int(),
  discount: z.number().int(),
  in_stock: z.boolean(),
  stock_type: StockTypeSchema,
  stock: z.number().int().nullable(),
  quantity_step: z.number().int(),
};

export const ProductSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    excerpt: z.string(),
    featured_image: ImageSchema.nullable(),
    category: NamedRefSchema.nullable(),
    category_data: NamedRefSchema.nullable(),
    brand: NamedRefSchema.nullable(),
    ...pricing,
    type: ProductTypeSchema,
    updated_at: z.string(),
    is_favorite: z.boolean(),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const GalleryImageSchema = ImageSchema.extend({ id: z.number().int() }).meta({ id: 'GalleryImage' });

export const VariableAttributeSchema = z
  .object({
    id: z.number().int(),
    attribute: NamedRefSchema,
    values: z.array(z.object({ id: z.number().int(), value: z.string() })),
  })
  .meta({ id: 'VariableAttribute' });
export type VariableAttribute = z.infer<typeof VariableAttributeSchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  price_note: z.string(),
  gallery: z.array(GalleryImageSchema),
  variable_attributes: z.array(VariableAttributeSchema),
}).meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const VariationSchema = z
  .object({
    id: z.number().int(),
    featured_image: ImageSchema.nullable(),
    ...pricing,
    variation_attributes: z.array(
      z.object({ attribute: NamedRefSchema, value: z.object({ id: z.number().int(), value: z.string() }) }),
    ),
  })
  .meta({ id: 'Variation' });
export type Variation = z.infer<typeof VariationSchema>;

/** A variation's chosen values as one label, as carts, orders and chat messages name it: «رنگ: سفید، سایز: بزرگ». */
export const variationLabel = (variation: Pick<Variation, 'variation_attributes'>): string =>
  joinParts(...variation.variation_attributes.map((pair) => `${pair.attribute.name}: ${pair.value.value}`));

/** The filters that select products; the listing, its count and its price statistics share them. */
export const productFilters = {
  search: inQuery(searchText()),
  brand: idList(),
  category: inQuery(id().optional()),
  has_discount: inQuery(boolean()),
  in_stock: inQuery(boolean()),
  price__gt: inQuery(integer({ min: 0 }).optional()),
  price__lt: inQuery(integer({ min: 0 }).optional()),
  id: idList(),
};

export const ProductListQuerySchema = z.object({
  ...productFilters,
  ordering: inQuery(ProductOrderingSchema.optional()),
  ...paginationQuery(PAGE_SIZE.listingProducts),
  /** Where the last page ended, as its `next` link gives it: the page after it, however the goods moved meanwhile. */
  after: inQuery(z.string().max(120).optional()),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
export type ProductFilters = Omit<ProductListQuery, 'ordering' | 'limit' | 'offset' | 'after'>;

export const ProductStatisticsQuerySchema = z.object(productFilters);

export const PriceRangeSchema = z
  .object({ min_price: z.number().int().nullable(), max_price: z.number().int().nullable() })
  .meta({ id: 'PriceRange' });
export type PriceRange = z.infer<typeof PriceRangeSchema>;

export const RelatedProductsQuerySchema = z.object({
  limit: inQuery(
    integer({ min: 1 })
      .default(PAGE_SIZE.relatedProducts)
      .transform((limit) => Math.min(limit, PAGE_SIZE.relatedProducts)),
  ),
});

export const CategoryListQuerySchema = z.object({
  parent: inQuery(id().optional()),
  ...paginationQuery(100),
});

export const BrandListQuerySchema = z.object({
  brand: inQuery(searchText()),
  category: inQuery(id().optional()),
  ...paginationQuery(PAGE_SIZE.brands),
});

/** `count` is exact when `count_is_exact`; otherwise more than `count` products match (PRODUCT_COUNT_BOUND). */
export const ProductListSchema = paginated(ProductSummarySchema).extend({ count_is_exact: z.boolean() });
export type ProductList = z.infer<typeof ProductListSchema>;
export const CategoryListSchema = paginated(CategorySchema);
export const BrandListSchema = paginated(BrandSchema);
export const VariationListSchema = z.array(VariationSchema);
export const RelatedProductsSchema = z.array(ProductSummarySchema);
