import { z } from 'zod';
import { adminListQuery } from './admin.ts';
import { ProductSummarySchema, VariableAttributeSchema, VariationSchema } from './catalogue.ts';
import { messages } from './messages.ts';
import { toPersianDigits } from './persian.ts';
import { id, paginated } from './query.ts';
import { optionalProse, requiredName } from './validation.ts';

/** What the back office says about shared catalogues. */
export const sharedCatalogueMessages = {
  catalogueNameRequired: 'لطفا عنوان کاتالوگ را وارد کنید',
  catalogueProductRequired: 'لطفا کالا را انتخاب کنید',
  catalogueProductTwice: 'هر کالا تنها یک بار در کاتالوگ می‌آید.',
} as const;

/** Sentences that carry a number. */
export const sharedCatalogueMessageWith = {
  catalogueProductMissing: (productId: number) => `کالای شمارهٔ ${toPersianDigits(productId)} یافت نشد.`,
  catalogueTooManyItems: (max: number) => `یک کاتالوگ حداکثر ${toPersianDigits(max)} کالا دارد.`,
};

export const CatalogueKeyParamsSchema = z.object({ key: z.string().min(1).max(64) });

/**
 * Whether a catalogue's visitor can put an item in the catalogue's cart. The others stay listed, marked, since the
 * list was picked by hand: `call` is priced by phone, `withdrawn` is no longer shown in the shop.
 */
export const CATALOGUE_ITEM_AVAILABILITIES = ['available', 'call', 'out_of_stock', 'withdrawn'] as const;
export type CatalogueItemAvailability = (typeof CATALOGUE_ITEM_AVAILABILITIES)[number];

export const CatalogueItemSchema = z
  .object({
    id: z.number().int(),
    notes: z.string(),
    availability: z.enum(CATALOGUE_ITEM_AVAILABILITIES),
    product_data: ProductSummarySchema,
    /** A variable product's attributes and variations, as its page offers them; empty for a simple product. */
    variable_attributes: z.array(VariableAttributeSchema),
    variations: z.array(VariationSchema),
  })
  .meta({ id: 'CatalogueItem' });
export type CatalogueItem = z.infer<typeof CatalogueItemSchema>;

/** A shareable catalogue: products picked by hand, sent as a link (`/catalogs?key=…`). */
export const CatalogueSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    public_notes: z.string(),
    updated_at: z.string(),
    web_client_url: z.string(),
    items: z.array(CatalogueItemSchema),
  })
  .meta({ id: 'Catalogue' });
export type Catalogue = z.infer<typeof CatalogueSchema>;

/**
 * A line of a catalogue's cart, which lives in the visitor's browser under the catalogue's key: what they chose, and
 * no price, which is always read from the catalogue as it is now.
 */
export const CatalogueCartItemSchema = z.object({
  /** The catalogue item's id. */
  id: z.number().int(),
  product: z.number().int(),
  /** The chosen variation of a variable product; a cart stored before variations were asked for has none. */
  variation: z.number().int().nullable().default(null),
  quantity: z.number().int().positive(),
  notes: z.string(),
});
export type CatalogueCartItem = z.infer<typeof CatalogueCartItemSchema>;

/** A catalogue is a list picked by hand, sent in a chat: a couple of hundred products is already more than anyone reads. */
export const CATALOGUE_MAX_ITEMS = 200;
export const CATALOGUE_NOTES_MAX_LENGTH = 2000;
export const CATALOGUE_ITEM_NOTES_MAX_LENGTH = 500;

export const AdminCatalogueListQuerySchema = z.object(adminListQuery(['updated_at', 'name']));
export type AdminCatalogueListQuery = z.infer<typeof AdminCatalogueListQuerySchema>;

/** A catalogue in the back office's list: its title, its description and the public link to copy and preview. */
export const AdminCatalogueSummarySchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    public_notes: z.string(),
    updated_at: z.string(),
    items_count: z.number().int(),
    /** The public page, `/catalogs?key=…`, on the shop's address. */
    web_client_url: z.string(),
  })
  .meta({ id: 'AdminCatalogueSummary' });
export type AdminCatalogueSummary = z.infer<typeof AdminCatalogueSummarySchema>;
export const AdminCatalogueListSchema = paginated(AdminCatalogueSummarySchema).meta({ id: 'AdminCatalogueList' });

/** An item as the back office edits it (`product`, `notes`), with what the public page shows of it. */
export const AdminCatalogueItemSchema = z
  .object({
    id: z.number().int(),
    product: z.number().int(),
    notes: z.string(),
    availability: z.enum(CATALOGUE_ITEM_AVAILABILITIES),
    product_data: ProductSummarySchema,
  })
  .meta({ id: 'AdminCatalogueItem' });
export type AdminCatalogueItem = z.infer<typeof AdminCatalogueItemSchema>;

export const AdminCatalogueSchema = AdminCatalogueSummarySchema.extend({
  items: z.array(AdminCatalogueItemSchema),
}).meta({ id: 'AdminCatalogue' });
export type AdminCatalogue = z.infer<typeof AdminCatalogueSchema>;

/** Notes a form sends as null once emptied are empty notes. */
const notes = (max: number) => z.preprocess((value) => (value === null ? '' : value), optionalProse(max)).optional();

export const AdminCatalogueItemInputSchema = z.object({
  product: id(sharedCatalogueMessages.catalogueProductRequired),
  notes: notes(CATALOGUE_ITEM_NOTES_MAX_LENGTH),
});

const catalogueForm = {
  name: requiredName(sharedCatalogueMessages.catalogueNameRequired),
  public_notes: notes(CATALOGUE_NOTES_MAX_LENGTH),
  items: z
    .array(AdminCatalogueItemInputSchema, { error: messages.invalidValue })
    .max(CATALOGUE_MAX_ITEMS, { message: sharedCatalogueMessageWith.catalogueTooManyItems(CATALOGUE_MAX_ITEMS) })
    .refine((items) => new Set(items.map((item) => item.product)).size === items.length, {
      message: sharedCatalogueMessages.catalogueProductTwice,
    })
    .optional(),
};

/**
 * A catalogue's form: the title, the description its page opens with, and its items in the order the page lists
 * them. A change (PATCH) sends any part; `items`, when sent, is the whole new list.
 */
export const AdminCatalogueCreateSchema = z.object(catalogueForm).meta({ id: 'AdminCatalogueCreate' });
export const AdminCatalogueUpdateSchema = z
  .object({ ...catalogueForm, name: catalogueForm.name.optional() })
  .meta({ id: 'AdminCatalogueUpdate' });
export type AdminCatalogueUpdate = z.infer<typeof AdminCatalogueUpdateSchema>;
export type AdminCatalogueCreate = z.infer<typeof AdminCatalogueCreateSchema>;
