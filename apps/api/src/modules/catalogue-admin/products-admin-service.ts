import { readOrdering } from '@shop/contract/admin';
import type { StockType } from '@shop/contract/catalogue';
import {
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductRow,
  type ProductCreate,
  type ProductUpdate,
  catalogueAdminMessages as says,
  stockProblems,
} from '@shop/contract/catalogue-admin';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import type { Database, Transaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { categoryFamily, galleryAndOffers, variationsOf } from '../catalogue/catalogue-service.ts';
import { type NewStock, stockValues, unlistedVariable, writeVariableListings } from '../inventory/inventory-service.ts';
import type { PictureUrls } from '../media/media-service.ts';
import { productWasOrdered } from '../orders/orders-service.ts';
import { catalogueWrite, clean, type StaffWrite } from './admin-writes.ts';
import { productTextColumns, type VariationWrite, writeVariations } from './product-writes-service.ts';
import * as adminQueries from './products-admin-queries.ts';

// Products in the back office: every product, published or not, listed, read, planned, added, changed and deleted.

type Db = Database | Transaction;

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

function rowPricing(row: adminQueries.AdminProductRow) {
  return {
    regular_price: row.regularPrice,
    sale_price: row.salePrice,
    price: row.price,
    discount: row.discount,
    in_stock: row.inStock,
    stock_type: row.stockType,
    stock: row.stock,
    quantity_step: row.quantityStep,
  };
}

function toAdminProductRow(pictures: PictureUrls, row: adminQueries.AdminProductRow): AdminProductRow {
  return {
    id: row.id,
    name: row.name,
    excerpt: row.excerpt,
    price_note: row.priceNote,
    type: row.type,
    category: row.categoryId,
    category_data: ref(row.categoryId, row.categoryName),
    brand: row.brandId,
    brand_data: ref(row.brandId, row.brandName),
    ...rowPricing(row),
    is_published: row.isPublished,
    featured_image_data: pictures.image(row.featuredImage),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A product with everything the back office's form edits, published or not. */
export async function readAdminProduct(db: Db, pictures: PictureUrls, id: number): Promise<AdminProduct> {
  const row = await adminQueries.findAdminProduct(db, id);
  if (!row) throw new NotFoundError(messages.productNotFound);
  // One query after another: inside a transaction they share one connection.
  const { gallery, offered } = await galleryAndOffers(db, id);
  const { rows: variationRows, values } = await variationsOf(db, id);
  const galleryIdOf = (image: StoredImage | null) =>
    image ? (gallery.find((picture) => picture.image.file === image.file)?.id ?? null) : null;
  const attributes = new Map<number, { name: string; values: string[] }>();
  for (const value of offered) {
    const entry = attributes.get(value.productAttributeId) ?? { name: value.attributeName, values: [] };
    entry.values.push(value.value);
    attributes.set(value.productAttributeId, entry);
  }
  const order = [...attributes.values()].map((attribute) => attribute.name);
  return {
    ...toAdminProductRow(pictures, row),
    description: row.description,
    featured_image: galleryIdOf(row.featuredImage),
    gallery: gallery.flatMap(({ id: imageId, image }) => {
      const shown = pictures.image(image);
      return shown ? [{ id: imageId, ...shown, is_featured: row.featuredImage?.file === image.file }] : [];
    }),
    attributes: [...attributes.values()],
    variations: variationRows.map((variation) => ({
      id: variation.id,
      values: values
        .filter((value) => value.variationId === variation.id)
        .map((value) => ({ attribute: value.attributeName, value: value.value }))
        .sort((a, b) => order.indexOf(a.attribute) - order.indexOf(b.attribute)),
      regular_price: variation.regularPrice,
      sale_price: variation.salePrice,
      price: variation.price,
      discount: variation.discount,
      in_stock: variation.inStock,
      stock_type: variation.stockType,
      stock: variation.stock,
      quantity_step: variation.quantityStep,
      image: galleryIdOf(variation.image),
      image_data: pictures.image(variation.image),
    })),
  };
}

export function getAdminProduct(db: Database, pictures: PictureUrls, id: number): Promise<AdminProduct> {
  return readAdminProduct(db, pictures, id);
}

/** The list's and the export's filters as the queries take them: a category with its subcategories. */
export async function adminProductSelection(
  db: Database,
  query: Omit<AdminProductListQuery, 'limit' | 'offset' | 'ordering'>,
): Promise<adminQueries.AdminProductSelection> {
  return {
    search: query.search,
    categoryIds: query.category === undefined ? undefined : await categoryFamily(db, query.category),
    brand: query.brand,
    isPublished: query.is_published,
    stockType: query.stock_type,
    type: query.type,
    lowStock: query.low_stock,
  };
}

export async function listAdminProducts(db: Database, pictures: PictureUrls, query: AdminProductListQuery) {
  const { rows, count } = await adminQueries.findAdminProducts(
    db,
    await adminProductSelection(db, query),
    readOrdering(query.ordering, '-created_at'),
    query,
  );
  return { count, results: rows.map((row) => toAdminProductRow(pictures, row)) };
}

/** Messages by field, gathered over a whole form and thrown together: a refused form changes nothing. */
class Problems {
  readonly fields: Record<string, string[]> = {};
  add(field: string, message: string) {
    this.fields[field] = [...(this.fields[field] ?? []), message];
  }
  merge(prefix: string, problems: Record<string, string[]>) {
    for (const [field, list] of Object.entries(problems)) for (const message of list) this.add(prefix + field, message);
  }
  throwAny() {
    if (Object.keys(this.fields).length) throw new InvalidError(this.fields);
  }
}

interface StockChange {
  regular_price?: number | undefined;
  sale_price?: number | null | undefined;
  stock_type?: StockType | undefined;
  stock?: number | null | undefined;
  quantity_step?: number | undefined;
}

/** A change of price and stock over what was there; the price is required where nothing was. */
function mergeStock(change: StockChange, current: StockChange | undefined, problems: Problems, prefix: string): NewStock {
  const pick = <Key extends keyof StockChange>(key: Key) => (change[key] === undefined ? current?.[key] : change[key]);
  const regularPrice = pick('regular_price');
  if (regularPrice === undefined || regularPrice === null) problems.add(`${prefix}regular_price`, says.regularPriceRequired);
  const merged = {
    regularPrice: regularPrice ?? 0,
    salePrice: pick('sale_price') ?? null,
    stockType: pick('stock_type') ?? 'unlimited',
    stock: pick('stock') ?? null,
    quantityStep: pick('quantity_step') ?? 1,
  };
  problems.merge(
    prefix,
    stockProblems({
      regular_price: merged.regularPrice,
      sale_price: merged.salePrice,
      stock_type: merged.stockType,
      stock: merged.stock,
    }),
  );
  return merged;
}

/** The attributes and variations a change asks for, checked against each other and the product's gallery. */
function planVariations(
  pictures: PictureUrls,
  change: ProductUpdate,
  current: AdminProduct | undefined,
  problems: Problems,
): { attributes: { name: string; values: string[] }[]; variations: VariationWrite[] } {
  const attributes = (change.attributes ?? current?.attributes ?? []).map((attribute) => ({
    name: clean(attribute.name),
    values: attribute.values.map(clean),
  }));
  const offered = new Map<string, Set<string>>();
  for (const [index, attribute] of attributes.entries()) {
    if (offered.has(attribute.name)) problems.add(`attributes.${index}.name`, says.attributeRepeated);
    const values = new Set<string>();
    for (const [valueIndex, value] of attribute.values.entries()) {
      if (values.has(value)) problems.add(`attributes.${index}.values.${valueIndex}`, says.valueRepeated);
      values.add(value);
    }
    offered.set(attribute.name, values);
  }
  const ownVariations = new Map((current?.variations ?? []).map((variation) => [variation.id, variation]));
  const gallery = new Map((current?.gallery ?? []).map((picture) => [picture.id, picture]));
  const given: ProductUpdate['variations'] & {} =
    change.variations ??
    (current?.variations ?? []).map((variation) => ({ id: variation.id, values: variation.values, image: variation.image }));
  const seen = new Set<string>();
  const variations = given.map((variation, index): VariationWrite => {
    const prefix = `variations.${index}.`;
    const existing = variation.id === undefined ? undefined : ownVariations.get(variation.id);
    if (variation.id !== undefined && !existing) problems.add(`${prefix}id`, says.variationNotFound);
    const chosen: Record<string, string> = {};
    for (const pair of variation.values ?? existing?.values ?? []) {
      const attribute = clean(pair.attribute);
      const value = clean(pair.value);
      if (!offered.get(attribute)?.has(value) || attribute in chosen)
        problems.add(`${prefix}values`, says.variationValueNotOffered);
      chosen[attribute] = value;
    }
    if (Object.keys(chosen).length !== attributes.length) problems.add(`${prefix}values`, says.variationNeedsEveryAttribute);
    const key = attributes.map((attribute) => chosen[attribute.name] ?? '').join('\u0000');
    if (seen.has(key)) problems.add(`${prefix}values`, says.variationRepeated);
    seen.add(key);
    const stock = mergeStock(variation, existing, problems, prefix);
    let image: StoredImage | null = null;
    const imageId = variation.image === undefined ? (existing?.image ?? null) : variation.image;
    if (imageId !== null) {
      const picture = gallery.get(imageId);
      if (!picture) problems.add(`${prefix}image`, says.galleryImageNotFound);
      else image = pictures.stored(picture);
    }
    return { ...(variation.id === undefined ? {} : { id: variation.id }), values: chosen, image, ...stock };
  });
  return { attributes, variations };
}

async function checkRefs(db: Db, category: number | null, brand: number | null, problems: Problems) {
  const categories = await adminQueries.existingIds(db, 'categories', category === null ? [] : [category]);
  const brands = await adminQueries.existingIds(db, 'brands', brand === null ? [] : [brand]);
  if (category !== null && !categories.has(category)) problems.add('category', says.categoryNotFound);
  if (brand !== null && !brands.has(brand)) problems.add('brand', says.brandNotFound);
}

/**
 * A product's row and its variations as a change (a form's, a spreadsheet row's) leaves them, over what is there:
 * every problem is found before anything is written.
 */
async function planProduct(tx: Transaction, pictures: PictureUrls, current: AdminProduct | undefined, change: ProductUpdate) {
  const problems = new Problems();
  const keep = <Value>(given: Value | undefined, was: Value) => (given === undefined ? was : given);
  const type = change.type ?? current?.type ?? 'simple';
  const category = keep(change.category, current?.category ?? null);
  const brand = keep(change.brand, current?.brand ?? null);
  await checkRefs(tx, category, brand, problems);
  if (type === 'simple' && change.variations?.length) problems.add('variations', says.simpleHasVariations);
  const variable = type === 'variable' ? planVariations(pictures, change, current, problems) : { attributes: [], variations: [] };
  const isPublished = change.is_published ?? current?.is_published ?? true;
  // Published, it would be listed at no price with nothing to order: staff publish it once it has a variation.
  if (type === 'variable' && !variable.variations.length && isPublished)
    problems.add('is_published', says.variableWithoutVariations);
  // A variable product's price and stock are read from its variations once they are written (writeVariableListings).
  const stock = type === 'variable' ? unlistedVariable : stockValues(mergeStock(change, current ?? undefined, problems, ''));
  let featuredImage: StoredImage | null | undefined;
  if (change.featured_image !== undefined) {
    const picture = current?.gallery.find((image) => image.id === change.featured_image);
    if (change.featured_image !== null && !picture) problems.add('featured_image', says.galleryImageNotFound);
    featuredImage = picture ? pictures.stored(picture) : null;
  }
  problems.throwAny();
  const brandNames = brand === null ? [] : await adminQueries.findBrandNames(tx, brand);
  const columns = {
    ...productTextColumns(
      {
        name: change.name ?? current?.name ?? '',
        excerpt: keep(change.excerpt, current?.excerpt ?? ''),
        description: keep(change.description, current?.description ?? ''),
        priceNote: keep(change.price_note, current?.price_note ?? ''),
      },
      brandNames,
    ),
    type,
    categoryId: category,
    brandId: brand,
    ...stock,
    isPublished,
    ...(featuredImage === undefined ? {} : { featuredImage }),
  };
  const variationsChanged = type !== current?.type || change.attributes !== undefined || change.variations !== undefined;
  return { columns, variable, variationsChanged };
}

/** The journal's picture of a product: what the form shows, without the URLs of every size of every picture. */
export const auditOf = (product: AdminProduct) => ({
  ...product,
  featured_image_data: undefined,
  gallery: product.gallery.map((picture) => ({ id: picture.id, f: picture.f })),
  variations: product.variations.map(({ image_data: _shown, ...variation }) => variation),
});

/** Adds a product inside the caller's transaction (a form's, or an import's); answers it as the back office reads it. */
export async function insertProduct(
  tx: Transaction,
  pictures: PictureUrls,
  staff: StaffWrite,
  input: ProductCreate,
  action = 'create',
) {
  const plan = await planProduct(tx, pictures, undefined, input);
  const id = await adminQueries.insertProduct(tx, { ...plan.columns, createdAt: staff.at, updatedAt: staff.at });
  if (plan.columns.type === 'variable') {
    await writeVariations(tx, id, plan.variable.attributes, plan.variable.variations);
    await writeVariableListings(tx, [id]);
  }
  const after = await readAdminProduct(tx, pictures, id);
  await recordAudit(tx, { ...staff, entity: 'product', entityId: id, action, after: auditOf(after) });
  return after;
}

/** Changes a product inside the caller's transaction, its row locked first so that changes at once queue. */
export async function changeProduct(
  tx: Transaction,
  pictures: PictureUrls,
  staff: StaffWrite,
  id: number,
  change: ProductUpdate,
  action = 'update',
) {
  if (!(await adminQueries.lockProduct(tx, id))) throw new NotFoundError(messages.productNotFound);
  const before = await readAdminProduct(tx, pictures, id);
  const plan = await planProduct(tx, pictures, before, change);
  await adminQueries.updateProduct(tx, id, { ...plan.columns, updatedAt: staff.at });
  if (plan.variationsChanged) await writeVariations(tx, id, plan.variable.attributes, plan.variable.variations);
  if (plan.columns.type === 'variable') await writeVariableListings(tx, [id]);
  const after = await readAdminProduct(tx, pictures, id);
  await recordAudit(tx, { ...staff, entity: 'product', entityId: id, action, before: auditOf(before), after: auditOf(after) });
  return after;
}

export function createAdminProduct(
  db: Database,
  pictures: PictureUrls,
  staff: StaffWrite,
  input: ProductCreate,
): Promise<AdminProduct> {
  return catalogueWrite(db, (tx) => insertProduct(tx, pictures, staff, input));
}

export function updateAdminProduct(
  db: Database,
  pictures: PictureUrls,
  staff: StaffWrite,
  id: number,
  change: ProductUpdate,
): Promise<AdminProduct> {
  return catalogueWrite(db, (tx) => changeProduct(tx, pictures, staff, id, change));
}

/**
 * Deletes a product no order has sold. One that was ordered is refused, with the advice to unpublish it: deleting
 * it would leave its orders' lines (which keep their own name, price and picture) leading nowhere and the shop's
 * sales of it unreadable, while an unpublished product disappears from the storefront all the same.
 */
export function deleteAdminProduct(db: Database, pictures: PictureUrls, staff: StaffWrite, id: number): Promise<void> {
  return catalogueWrite(db, async (tx) => {
    if (!(await adminQueries.lockProduct(tx, id))) throw new NotFoundError(messages.productNotFound);
    const before = await readAdminProduct(tx, pictures, id);
    if (await productWasOrdered(tx, id)) throw new InvalidError({ [NON_FIELD_ERRORS]: [says.productOrdered] });
    await adminQueries.deleteProduct(tx, id);
    await recordAudit(tx, { ...staff, entity: 'product', entityId: id, action: 'delete', before: auditOf(before) });
  });
}
