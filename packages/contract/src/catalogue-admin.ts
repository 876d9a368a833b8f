import { z } from 'zod';
import { adminListQuery } from './admin.ts';
import { ProductTypeSchema, type StockType, StockTypeSchema } from './catalogue.ts';
import { ImageSchema } from './media.ts';
import { toPersianDigits } from './persian.ts';
import { boolean, id, inQuery, integer, paginated } from './query.ts';
import { blankable, optionalProse, requiredName } from './validation.ts';

/** A limited stock at or under this many is «low»: the back office's `low_stock` filter lists it. */
export const LOW_STOCK_THRESHOLD = 5;

/** The most Toman one price may be: far above any equipment, far below what a bigint or a JS number loses. */
export const MAX_TOMAN = 1_000_000_000_000;

export const catalogueAdminMessages = {
  productNameRequired: 'لطفا نام کالا را وارد کنید',
  categoryNameRequired: 'لطفا نام دسته‌بندی را وارد کنید',
  brandNameRequired: 'لطفا نام برند را وارد کنید',
  attributeNameRequired: 'لطفا نام ویژگی را وارد کنید',
  attributeValueRequired: 'لطفا مقدار ویژگی را وارد کنید',
  regularPriceRequired: 'لطفا قیمت کالا را وارد کنید',
  salePriceAboveRegular: 'قیمت ویژه نباید بیشتر از قیمت عادی باشد.',
  stockRequired: 'برای موجودی محدود، تعداد موجودی را وارد کنید.',
  categoryNotFound: 'دسته‌بندی انتخاب‌شده یافت نشد.',
  brandNotFound: 'برند انتخاب‌شده یافت نشد.',
  categoryNotFoundDetail: 'دسته‌بندی یافت نشد.',
  brandNotFoundDetail: 'برند یافت نشد.',
  galleryImageNotFound: 'این تصویر در گالری این کالا نیست.',
  galleryOrderMismatch: 'ترتیب باید همهٔ تصویرهای گالری این کالا را یک بار نام ببرد.',
  productOrdered:
    'این کالا در سفارش‌ها آمده است و حذف نمی‌شود تا سفارش‌ها دست نخورند؛ به‌جای حذف، انتشار آن را بردارید تا در فروشگاه دیده نشود.',
  simpleHasVariations: 'کالای ساده تنوع ندارد؛ برای تعریف تنوع، نوع کالا را «متغیر» کنید.',
  variableWithoutVariations:
    'کالای متغیرِ بی‌تنوع چیزی برای فروش ندارد و منتشر نمی‌شود؛ آن را منتشرنشده ذخیره کنید و پس از افزودن دست‌کم یک تنوع منتشر کنید.',
  attributeRepeated: 'این ویژگی دو بار آمده است.',
  valueRepeated: 'این مقدار دو بار آمده است.',
  variationNeedsEveryAttribute: 'برای هر ویژگی کالا یک مقدار انتخاب کنید.',
  variationValueNotOffered: 'این مقدار در ویژگی‌های کالا نیست.',
  variationRepeated: 'تنوعی با همین مقدارها پیش‌تر آمده است.',
  variationNotFound: 'این تنوع از آنِ این کالا نیست.',
  categoryCycle: 'دسته‌بندی نمی‌تواند زیرمجموعهٔ خودش یا یکی از زیرمجموعه‌های خودش باشد.',
  categoryHasProducts: 'این دسته‌بندی کالا دارد؛ پیش از حذف، کالاهایش را به دسته‌بندی دیگری ببرید.',
  categoryHasChildren: 'این دسته‌بندی زیرمجموعه دارد؛ پیش از حذف، زیرمجموعه‌هایش را جابه‌جا یا حذف کنید.',
  brandHasProducts: 'این برند کالا دارد؛ پیش از حذف، برند کالاهایش را تغییر دهید.',
  imageRequired: 'لطفا یک تصویر انتخاب کنید.',
  importFileRequired: 'لطفا فایل اکسل (xlsx) یا CSV را انتخاب کنید.',
  importFileTooLarge: 'حجم فایل نباید بیشتر از ۵ مگابایت باشد.',
  importFileUnreadable: 'فایل خوانده نشد؛ فایل باید اکسل (xlsx) یا CSV با کدگذاری UTF-8 باشد.',
  importNoRows: 'فایل هیچ ردیف کالایی ندارد.',
  importProductNotFound: 'کالایی با این شناسه نیست.',
  importNameAmbiguous: 'چند مورد با این نام هست؛ نام کامل و یکتا بنویسید.',
  importUnknownStockType: 'نوع موجودی باید یکی از «نامحدود»، «محدود»، «تماس بگیرید» یا «ناموجود» باشد.',
  importUnknownYesNo: 'این خانه باید «بله» یا «خیر» باشد.',
  importIdRepeated: 'این شناسه در ردیف دیگری هم آمده است.',
} as const;

export const catalogueAdminMessageWith = {
  importTooManyRows: (max: number) => `فایل بیش از ${toPersianDigits(max)} ردیف دارد؛ آن را در چند فایل بفرستید.`,
};

/** How each stock type reads in the back office and in a spreadsheet's cells. */
export const stockTypeLabel: Record<StockType, string> = {
  unlimited: 'نامحدود',
  limited: 'محدود',
  call: 'تماس بگیرید',
  out_of_stock: 'ناموجود',
};

export const productTypeLabel = { simple: 'ساده', variable: 'متغیر' } as const;

/** A price in whole Toman, typed in any digits. */
const toman = () => integer({ min: 0, max: MAX_TOMAN });

/** The prices and stock a simple product and a variation share, every field optional (a change names what it changes). */
const stockFields = {
  regular_price: toman().optional(),
  /** null or empty: no sale. */
  sale_price: blankable(toman()),
  stock_type: StockTypeSchema.optional(),
  /** Counted only for a limited stock; empty means none left. */
  stock: blankable(integer({ min: 0, max: 2_000_000_000 })),
  quantity_step: integer({ min: 1, max: 10_000 }).optional(),
};

export interface StockValues {
  regular_price: number;
  sale_price: number | null;
  stock_type: StockType;
  stock: number | null;
}

/**
 * What is wrong with a price and stock once a change is merged with what was there, by field: the checks that span
 * fields, which a schema of a partial change cannot make. The API, its import and the back office's form share it.
 */
export function stockProblems(values: StockValues): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (values.sale_price !== null && values.sale_price > values.regular_price) {
    problems.sale_price = [catalogueAdminMessages.salePriceAboveRegular];
  }
  if (values.stock_type === 'limited' && values.stock === null) problems.stock = [catalogueAdminMessages.stockRequired];
  return problems;
}

const attributeText = (message: string) => requiredName(message, 100);

export const AttributeInputSchema = z.object({
  name: attributeText(catalogueAdminMessages.attributeNameRequired),
  values: z.array(attributeText(catalogueAdminMessages.attributeValueRequired)).min(1).max(50),
});
export type AttributeInput = z.infer<typeof AttributeInputSchema>;

export const VariationInputSchema = z.object({
  /** An existing variation of the product, changed in place (what is left out stays); without it, a new variation. */
  id: id().optional(),
  values: z
    .array(
      z.object({
        attribute: attributeText(catalogueAdminMessages.attributeNameRequired),
        value: attributeText(catalogueAdminMessages.attributeValueRequired),
      }),
    )
    .max(10)
    .optional(),
  ...stockFields,
  /** A picture of the product's gallery, by its id; null: the product's own. */
  image: blankable(id()),
});
export type VariationInput = z.infer<typeof VariationInputSchema>;

/** The fields of a product a form or a spreadsheet's row writes; every one optional, as a change names what it changes. */
export const productFields = {
  name: requiredName(catalogueAdminMessages.productNameRequired, 200),
  excerpt: optionalProse(500),
  description: optionalProse(20_000),
  price_note: optionalProse(300),
  category: blankable(id(catalogueAdminMessages.categoryNotFound)),
  brand: blankable(id(catalogueAdminMessages.brandNotFound)),
  ...stockFields,
  is_published: boolean(),
};

/**
 * PATCH /api/admin/products/:id. `attributes` and `variations`, when given, are the whole list: variations named by
 * id are changed, those left out removed, those without an id added. `featured_image` names a picture of the gallery.
 */
export const ProductUpdateSchema = z
  .object({
    ...productFields,
    name: productFields.name.optional(),
    excerpt: productFields.excerpt.optional(),
    description: productFields.description.optional(),
    price_note: productFields.price_note.optional(),
    type: ProductTypeSchema.optional(),
    featured_image: blankable(id()),
    attributes: z.array(AttributeInputSchema).max(10).optional(),
    variations: z.array(VariationInputSchema).max(200).optional(),
  })
  .meta({ id: 'ProductUpdate' });
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/** POST /api/admin/products: a name at least; a simple product's price too (checked with the merged values). */
export const ProductCreateSchema = ProductUpdateSchema.extend({ name: productFields.name }).meta({ id: 'ProductCreate' });
export type ProductCreate = z.infer<typeof ProductCreateSchema>;

const NamedRefSchema = z.object({ id: z.number().int(), name: z.string() });

const adminPricing = {
  regular_price: z.number().int(),
  sale_price: z.number().int().nullable(),
  price: z.number().int(),
  discount: z.number().int(),
  in_stock: z.boolean(),
  stock_type: StockTypeSchema,
  stock: z.number().int().nullable(),
  quantity_step: z.number().int(),
};

export const AdminGalleryImageSchema = ImageSchema.extend({ id: z.number().int(), is_featured: z.boolean() }).meta({
  id: 'AdminGalleryImage',
});
export type AdminGalleryImage = z.infer<typeof AdminGalleryImageSchema>;

export const AdminVariationSchema = z
  .object({
    id: z.number().int(),
    values: z.array(z.object({ attribute: z.string(), value: z.string() })),
    ...adminPricing,
    /** The gallery picture it shows, when it is still in the gallery. */
    image: z.number().int().nullable(),
    image_data: ImageSchema.nullable(),
  })
  .meta({ id: 'AdminVariation' });
export type AdminVariation = z.infer<typeof AdminVariationSchema>;

/** A product as the back office reads it: published or not, with everything a form edits. */
export const AdminProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    excerpt: z.string(),
    description: z.string(),
    price_note: z.string(),
    type: ProductTypeSchema,
    category: z.number().int().nullable(),
    category_data: NamedRefSchema.nullable(),
    brand: z.number().int().nullable(),
    brand_data: NamedRefSchema.nullable(),
    ...adminPricing,
    is_published: z.boolean(),
    featured_image: z.number().int().nullable(),
    featured_image_data: ImageSchema.nullable(),
    gallery: z.array(AdminGalleryImageSchema),
    attributes: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
    variations: z.array(AdminVariationSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/** A row of the back office's product list: no description, gallery or variations. */
export const AdminProductRowSchema = AdminProductSchema.omit({
  description: true,
  featured_image: true,
  gallery: true,
  attributes: true,
  variations: true,
}).meta({ id: 'AdminProductRow' });
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

export const ADMIN_PRODUCT_ORDERINGS = ['created_at', 'updated_at', 'name', 'price', 'stock'] as const;

/** The list's and the export's filters. */
export const adminProductFilters = {
  category: inQuery(id().optional()),
  brand: inQuery(id().optional()),
  is_published: inQuery(boolean()),
  stock_type: inQuery(StockTypeSchema.optional()),
  type: inQuery(ProductTypeSchema.optional()),
  /** A limited stock at or under LOW_STOCK_THRESHOLD, the product's or one of its variations'. */
  low_stock: inQuery(boolean()),
};

export const AdminProductListQuerySchema = z.object({ ...adminProductFilters, ...adminListQuery(ADMIN_PRODUCT_ORDERINGS) });
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;
export const AdminProductListSchema = paginated(AdminProductRowSchema).meta({ id: 'AdminProductList' });

export const SPREADSHEET_FORMATS = ['xlsx', 'csv'] as const;
export const ProductExportQuerySchema = z.object({
  ...AdminProductListQuerySchema.omit({ limit: true, offset: true }).shape,
  format: inQuery(z.enum(SPREADSHEET_FORMATS).default('xlsx')),
});
export type ProductExportQuery = z.infer<typeof ProductExportQuerySchema>;

export const GalleryOrderSchema = z.object({ ids: z.array(id()).min(1).max(100) }).meta({ id: 'GalleryOrder' });

export const GalleryParamsSchema = z.object({ id: inQuery(id()), imageId: inQuery(id()) });

/** One row of an import refused: its number as the spreadsheet shows it, and messages by the column's header. */
export const ImportRowErrorSchema = z.object({ row: z.number().int(), errors: z.record(z.string(), z.array(z.string())) });
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;
export const ImportRefusedSchema = z.object({ rows: z.array(ImportRowErrorSchema) }).meta({ id: 'ImportRefused' });
export type ImportRefused = z.infer<typeof ImportRefusedSchema>;
export const ImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() }).meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The most rows one import takes: a whole shop's catalogue, in one transaction. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

// Categories and brands.

export const CategoryWriteSchema = z
  .object({
    name: requiredName(catalogueAdminMessages.categoryNameRequired, 100),
    parent: blankable(id(catalogueAdminMessages.categoryNotFound)),
    sort_order: integer({ min: 0, max: 100_000 }).optional(),
  })
  .meta({ id: 'CategoryWrite' });
export const CategoryUpdateSchema = CategoryWriteSchema.partial().meta({ id: 'CategoryUpdate' });
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

export const AdminCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parent: z.number().int().nullable(),
    parent_data: NamedRefSchema.nullable(),
    /** Its ancestors' names and its own, «تجهیزات › فشارسنج». */
    path: z.string(),
    depth: z.number().int(),
    sort_order: z.number().int(),
    image: ImageSchema.nullable(),
    product_count: z.number().int(),
    children_count: z.number().int(),
  })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryListQuerySchema = z.object({
  parent: inQuery(id().optional()),
  /** `path`, the default: the tree's reading order. */
  ...adminListQuery(['path', 'sort_order', 'name']),
});
export type AdminCategoryListQuery = z.infer<typeof AdminCategoryListQuerySchema>;
export const AdminCategoryListSchema = paginated(AdminCategorySchema).meta({ id: 'AdminCategoryList' });

export const BrandWriteSchema = z
  .object({
    name: requiredName(catalogueAdminMessages.brandNameRequired, 100),
    name_en: optionalProse(100).optional(),
    sort_order: integer({ min: 0, max: 100_000 }).optional(),
  })
  .meta({ id: 'BrandWrite' });
export const BrandUpdateSchema = BrandWriteSchema.partial().meta({ id: 'BrandUpdate' });
export type BrandUpdate = z.infer<typeof BrandUpdateSchema>;

export const AdminBrandSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_en: z.string(),
    sort_order: z.number().int(),
    image: ImageSchema.nullable(),
    product_count: z.number().int(),
  })
  .meta({ id: 'AdminBrand' });
export type AdminBrand = z.infer<typeof AdminBrandSchema>;
export const AdminBrandListQuerySchema = z.object(adminListQuery(['sort_order', 'name']));
export type AdminBrandListQuery = z.infer<typeof AdminBrandListQuerySchema>;
export const AdminBrandListSchema = paginated(AdminBrandSchema).meta({ id: 'AdminBrandList' });

/** The picture a form uploads for a category or a brand, or a product's gallery: one file, as an avatar. */
export const IMAGE_FIELD = 'image';
