import { readOrdering } from '@shop/contract/admin';
import type { StockType } from '@shop/contract/catalogue';
import {
  type AdminBrand,
  type AdminBrandListQuery,
  type AdminCategory,
  type AdminCategoryListQuery,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductRow,
  type BrandUpdate,
  type CategoryUpdate,
  type ProductCreate,
  type ProductUpdate,
  catalogueAdminMessages as says,
  stockProblems,
} from '@shop/contract/catalogue-admin';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import { compactForSearch, comparePersian, normalizeForSearch, normalizePersianLetters } from '@shop/contract/persian';
import { changed, type Database, inTransaction, type Transaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { type MediaStorage, storedImageOf, toImage, uploadProblem } from '../media/media-service.ts';
import { productWasOrdered } from '../orders/orders-service.ts';
import * as adminQueries from './catalogue-admin-queries.ts';
import * as queries from './catalogue-queries.ts';
import {
  brandSearchName,
  categoryFamily,
  type NewStock,
  productSearchFields,
  productTextColumns,
  stockValues,
  type VariationWrite,
  variableListing,
  writeVariations,
} from './catalogue-service.ts';

type Db = Database | Transaction;

/** Who made a change and when: every write of the back office is journalled with it. */
export interface StaffWrite {
  staffId: number;
  at: Date;
}

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

function toAdminProductRow(row: adminQueries.AdminProductRow): AdminProductRow {
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
    featured_image_data: toImage(row.featuredImage),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A product with everything the back office's form edits, published or not. */
async function readAdminProduct(db: Db, id: number): Promise<AdminProduct> {
  const row = await adminQueries.findAdminProduct(db, id);
  if (!row) throw new NotFoundError(messages.productNotFound);
  // One query after another: inside a transaction they share one connection.
  const { gallery, offered } = await queries.findGalleryAndOffers(db, id);
  const variationRows = await queries.findVariations(db, id);
  const values = await queries.findVariationValues(
    db,
    variationRows.map((variation) => variation.id),
  );
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
    ...toAdminProductRow(row),
    description: row.description,
    featured_image: galleryIdOf(row.featuredImage),
    gallery: gallery.flatMap(({ id: imageId, image }) => {
      const shown = toImage(image);
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
      image_data: toImage(variation.image),
    })),
  };
}

export function getAdminProduct(db: Database, id: number): Promise<AdminProduct> {
  return readAdminProduct(db, id);
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

export async function listAdminProducts(db: Database, query: AdminProductListQuery) {
  const { rows, count } = await adminQueries.findAdminProducts(
    db,
    await adminProductSelection(db, query),
    readOrdering(query.ordering, '-created_at'),
    query,
  );
  return { count, results: rows.map(toAdminProductRow) };
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

const clean = (text: string) => normalizePersianLetters(text.trim());

/** The attributes and variations a change asks for, checked against each other and the product's gallery. */
function planVariations(
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
      else image = storedImageOf(picture);
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
async function planProduct(tx: Transaction, current: AdminProduct | undefined, change: ProductUpdate) {
  const problems = new Problems();
  const keep = <Value>(given: Value | undefined, was: Value) => (given === undefined ? was : given);
  const type = change.type ?? current?.type ?? 'simple';
  const category = keep(change.category, current?.category ?? null);
  const brand = keep(change.brand, current?.brand ?? null);
  await checkRefs(tx, category, brand, problems);
  if (type === 'simple' && change.variations?.length) problems.add('variations', says.simpleHasVariations);
  const variable = type === 'variable' ? planVariations(change, current, problems) : { attributes: [], variations: [] };
  const stock =
    type === 'variable' ? variableListing(variable.variations) : mergeStock(change, current ?? undefined, problems, '');
  let featuredImage: StoredImage | null | undefined;
  if (change.featured_image !== undefined) {
    const picture = current?.gallery.find((image) => image.id === change.featured_image);
    if (change.featured_image !== null && !picture) problems.add('featured_image', says.galleryImageNotFound);
    featuredImage = picture ? storedImageOf(picture) : null;
  }
  problems.throwAny();
  const brandNames = brand === null ? [] : await queries.findBrandNames(tx, brand);
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
    ...stockValues(stock),
    isPublished: change.is_published ?? current?.is_published ?? true,
    ...(featuredImage === undefined ? {} : { featuredImage }),
  };
  const variationsChanged = type !== current?.type || change.attributes !== undefined || change.variations !== undefined;
  return { columns, variable, variationsChanged };
}

/** The journal's picture of a product: what the form shows, without the URLs of every size of every picture. */
const auditOf = (product: AdminProduct) => ({
  ...product,
  featured_image_data: undefined,
  gallery: product.gallery.map((picture) => ({ id: picture.id, f: picture.f })),
  variations: product.variations.map(({ image_data: _shown, ...variation }) => variation),
});

/** Runs a catalogue write in one transaction, which says the catalogue changed. */
function catalogueWrite<Result>(db: Database, work: (tx: Transaction) => Promise<Result>): Promise<Result> {
  return inTransaction(db, async (tx) => {
    const result = await work(tx);
    await changed(tx, { catalogue: true });
    return result;
  });
}

/** Adds a product inside the caller's transaction (a form's, or an import's); answers it as the back office reads it. */
export async function insertProduct(tx: Transaction, staff: StaffWrite, input: ProductCreate, action = 'create') {
  const plan = await planProduct(tx, undefined, input);
  const id = await queries.insertProduct(tx, { ...plan.columns, createdAt: staff.at, updatedAt: staff.at });
  if (plan.columns.type === 'variable') await writeVariations(tx, id, plan.variable.attributes, plan.variable.variations);
  const after = await readAdminProduct(tx, id);
  await recordAudit(tx, { ...staff, entity: 'product', entityId: id, action, after: auditOf(after) });
  return after;
}

/** Changes a product inside the caller's transaction, its row locked first so that changes at once queue. */
export async function changeProduct(tx: Transaction, staff: StaffWrite, id: number, change: ProductUpdate, action = 'update') {
  if (!(await adminQueries.lockProduct(tx, id))) throw new NotFoundError(messages.productNotFound);
  const before = await readAdminProduct(tx, id);
  const plan = await planProduct(tx, before, change);
  await adminQueries.updateProduct(tx, id, { ...plan.columns, updatedAt: staff.at });
  if (plan.variationsChanged) await writeVariations(tx, id, plan.variable.attributes, plan.variable.variations);
  const after = await readAdminProduct(tx, id);
  await recordAudit(tx, { ...staff, entity: 'product', entityId: id, action, before: auditOf(before), after: auditOf(after) });
  return after;
}

export function createAdminProduct(db: Database, staff: StaffWrite, input: ProductCreate): Promise<AdminProduct> {
  return catalogueWrite(db, (tx) => insertProduct(tx, staff, input));
}

export function updateAdminProduct(db: Database, staff: StaffWrite, id: number, change: ProductUpdate): Promise<AdminProduct> {
  return catalogueWrite(db, (tx) => changeProduct(tx, staff, id, change));
}

/**
 * Deletes a product no order has sold. One that was ordered is refused, with the advice to unpublish it: deleting
 * it would leave its orders' lines (which keep their own name, price and picture) leading nowhere and the shop's
 * sales of it unreadable, while an unpublished product disappears from the storefront all the same.
 */
export function deleteAdminProduct(db: Database, staff: StaffWrite, id: number): Promise<void> {
  return catalogueWrite(db, async (tx) => {
    if (!(await adminQueries.lockProduct(tx, id))) throw new NotFoundError(messages.productNotFound);
    const before = await readAdminProduct(tx, id);
    if (await productWasOrdered(tx, id)) throw new InvalidError({ [NON_FIELD_ERRORS]: [says.productOrdered] });
    await adminQueries.deleteProduct(tx, id);
    await recordAudit(tx, { ...staff, entity: 'product', entityId: id, action: 'delete', before: auditOf(before) });
  });
}

// The gallery.

/** An uploaded picture checked and saved, or a Persian 400 under `field`. */
async function savePicture(
  media: MediaStorage,
  picture: Buffer | undefined,
  field: string,
  folder: string,
  name: string,
  size?: number,
) {
  if (!picture) throw new InvalidError({ [field]: [says.imageRequired] });
  const problem = await uploadProblem(picture);
  if (problem) throw new InvalidError({ [field]: [problem] });
  try {
    return await media.saveImage(picture, { folder, name, ...(size ? { size } : {}) });
  } catch {
    // The header read well but the picture did not decode: a truncated or forged file.
    throw new InvalidError({ [field]: [messages.imageWrongFormat] });
  }
}

/**
 * Adds a picture to the end of a product's gallery; the first picture of a product without one becomes its featured
 * image. Pictures are named by their content: an order's line that showed one keeps showing it, whatever the gallery.
 */
export async function addGalleryImage(
  db: Database,
  media: MediaStorage,
  staff: StaffWrite,
  productId: number,
  picture: Buffer | undefined,
): Promise<AdminProduct> {
  const product = await readAdminProduct(db, productId);
  const stored = await savePicture(media, picture, 'image', 'products', product.name);
  return catalogueWrite(db, async (tx) => {
    if (!(await adminQueries.lockProduct(tx, productId))) throw new NotFoundError(messages.productNotFound);
    const before = await readAdminProduct(tx, productId);
    await adminQueries.insertGalleryImage(tx, productId, stored);
    if (!before.featured_image_data)
      await adminQueries.updateProduct(tx, productId, { featuredImage: stored, updatedAt: staff.at });
    const after = await readAdminProduct(tx, productId);
    await recordAudit(tx, {
      ...staff,
      entity: 'product',
      entityId: productId,
      action: 'gallery_add',
      before: auditOf(before).gallery,
      after: auditOf(after).gallery,
    });
    return after;
  });
}

/**
 * Removes a picture from the gallery; a featured image removed gives way to the gallery's next picture, and
 * variations that showed it show the product's. Its files stay: orders' lines may show them.
 */
export function removeGalleryImage(db: Database, staff: StaffWrite, productId: number, imageId: number): Promise<void> {
  return catalogueWrite(db, async (tx) => {
    if (!(await adminQueries.lockProduct(tx, productId))) throw new NotFoundError(messages.productNotFound);
    const before = await readAdminProduct(tx, productId);
    const picture = before.gallery.find((image) => image.id === imageId);
    if (!picture) throw new NotFoundError(says.galleryImageNotFound);
    const stored = storedImageOf(picture);
    await adminQueries.deleteGalleryImage(tx, productId, imageId);
    await adminQueries.clearVariationImage(tx, productId, stored.file);
    if (picture.is_featured) {
      const next = before.gallery.find((image) => image.id !== imageId);
      await adminQueries.updateProduct(tx, productId, { featuredImage: next ? storedImageOf(next) : null, updatedAt: staff.at });
    }
    await recordAudit(tx, {
      ...staff,
      entity: 'product',
      entityId: productId,
      action: 'gallery_remove',
      before: auditOf(before).gallery,
      after: auditOf(await readAdminProduct(tx, productId)).gallery,
    });
  });
}

export function orderGallery(db: Database, staff: StaffWrite, productId: number, ids: number[]): Promise<AdminProduct> {
  return catalogueWrite(db, async (tx) => {
    if (!(await adminQueries.lockProduct(tx, productId))) throw new NotFoundError(messages.productNotFound);
    const before = await readAdminProduct(tx, productId);
    const known = before.gallery.map((image) => image.id).sort((a, b) => a - b);
    const given = [...ids].sort((a, b) => a - b);
    if (known.length !== given.length || known.some((id, index) => id !== given[index])) {
      throw new InvalidError({ ids: [says.galleryOrderMismatch] });
    }
    await adminQueries.setGalleryOrder(tx, productId, ids);
    const after = await readAdminProduct(tx, productId);
    await recordAudit(tx, {
      ...staff,
      entity: 'product',
      entityId: productId,
      action: 'gallery_order',
      before: auditOf(before).gallery,
      after: auditOf(after).gallery,
    });
    return after;
  });
}

// Categories.

type CategoryRow = Awaited<ReturnType<typeof adminQueries.findAllCategories>>[number];

/** The whole tree in reading order (each category after its parent, siblings by their order), as the back office shows it. */
async function categoryTree(db: Db): Promise<AdminCategory[]> {
  const rows = await adminQueries.findAllCategories(db);
  const counts = await adminQueries.countCategoryMembers(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered: AdminCategory[] = [];
  const visit = (row: CategoryRow, ancestors: string[]) => {
    const names = [...ancestors, row.name];
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    ordered.push({
      id: row.id,
      name: row.name,
      parent: row.parentId,
      parent_data: parent ? { id: parent.id, name: parent.name } : null,
      path: names.join(' › '),
      depth: ancestors.length,
      sort_order: row.sortOrder,
      image: toImage(row.image),
      product_count: counts.products.get(row.id) ?? 0,
      children_count: counts.children.get(row.id) ?? 0,
    });
    for (const child of rows) if (child.parentId === row.id) visit(child, names);
  };
  for (const row of rows) if (row.parentId === null || !byId.has(row.parentId)) visit(row, []);
  return ordered;
}

export async function listAdminCategories(db: Database, query: AdminCategoryListQuery) {
  const search = compactForSearch(query.search ?? '');
  let rows = (await categoryTree(db)).filter(
    (row) =>
      (query.parent === undefined || row.parent === query.parent) && (!search || compactForSearch(row.path).includes(search)),
  );
  const { field, descending } = readOrdering(query.ordering, 'path');
  if (field !== 'path') {
    const compare = (a: AdminCategory, b: AdminCategory) =>
      field === 'name' ? comparePersian(a.name, b.name) : a.sort_order - b.sort_order || a.id - b.id;
    rows = [...rows].sort(compare);
  }
  if (descending) rows = [...rows].reverse();
  return { count: rows.length, results: rows.slice(query.offset, query.offset + query.limit) };
}

async function readCategory(db: Db, id: number): Promise<AdminCategory> {
  const found = (await categoryTree(db)).find((row) => row.id === id);
  if (!found) throw new NotFoundError(says.categoryNotFoundDetail);
  return found;
}

export const getAdminCategory = (db: Database, id: number) => readCategory(db, id);

/** A parent that exists and is not the category itself or below it. */
async function checkParent(tx: Transaction, id: number | undefined, parent: number | null | undefined) {
  if (parent === null || parent === undefined) return;
  const rows = await adminQueries.findAllCategories(tx);
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  if (!parentOf.has(parent)) throw new InvalidError({ parent: [says.categoryNotFound] });
  for (let at: number | null | undefined = parent; at !== null && at !== undefined; at = parentOf.get(at)) {
    if (at === id) throw new InvalidError({ parent: [says.categoryCycle] });
  }
}

export function createAdminCategory(db: Database, staff: StaffWrite, input: CategoryUpdate & { name: string }) {
  return catalogueWrite(db, async (tx) => {
    await adminQueries.lockCategories(tx);
    await checkParent(tx, undefined, input.parent);
    const id = await adminQueries.insertCategory(tx, {
      name: clean(input.name),
      parentId: input.parent ?? null,
      sortOrder: input.sort_order ?? 0,
    });
    const after = await readCategory(tx, id);
    await recordAudit(tx, { ...staff, entity: 'category', entityId: id, action: 'create', after });
    return after;
  });
}

export function updateAdminCategory(db: Database, staff: StaffWrite, id: number, change: CategoryUpdate) {
  return catalogueWrite(db, async (tx) => {
    // The whole tree is read to refuse a cycle; two moves at once must not each miss the other's.
    await adminQueries.lockCategories(tx);
    const before = await readCategory(tx, id);
    await checkParent(tx, id, change.parent);
    await adminQueries.updateCategory(tx, id, {
      ...(change.name === undefined ? {} : { name: clean(change.name) }),
      ...(change.parent === undefined ? {} : { parentId: change.parent }),
      ...(change.sort_order === undefined ? {} : { sortOrder: change.sort_order }),
    });
    const after = await readCategory(tx, id);
    await recordAudit(tx, { ...staff, entity: 'category', entityId: id, action: 'update', before, after });
    return after;
  });
}

/**
 * Deletes an empty category. One that holds products or subcategories is refused rather than emptied: moving them
 * is a choice (to which category?) that only the staff can make.
 */
export function deleteAdminCategory(db: Database, staff: StaffWrite, id: number): Promise<void> {
  return catalogueWrite(db, async (tx) => {
    await adminQueries.lockCategories(tx);
    const before = await readCategory(tx, id);
    const refusals = [
      ...(before.children_count ? [says.categoryHasChildren] : []),
      ...(before.product_count ? [says.categoryHasProducts] : []),
    ];
    if (refusals.length) throw new InvalidError({ [NON_FIELD_ERRORS]: refusals });
    await adminQueries.deleteCategory(tx, id);
    await recordAudit(tx, { ...staff, entity: 'category', entityId: id, action: 'delete', before });
  });
}

export async function setCategoryImage(
  db: Database,
  media: MediaStorage,
  staff: StaffWrite,
  id: number,
  /** null removes the picture. */
  picture: Buffer | undefined | null,
): Promise<AdminCategory> {
  const current = await readCategory(db, id);
  const image = picture === null ? null : await savePicture(media, picture, 'image', 'categories', current.name, 400);
  return catalogueWrite(db, async (tx) => {
    if (!(await adminQueries.lockCategory(tx, id))) throw new NotFoundError(says.categoryNotFoundDetail);
    const before = await readCategory(tx, id);
    await adminQueries.updateCategory(tx, id, { image });
    const after = await readCategory(tx, id);
    await recordAudit(tx, {
      ...staff,
      entity: 'category',
      entityId: id,
      action: image ? 'image' : 'image_remove',
      before,
      after,
    });
    return after;
  });
}

// Brands.

type BrandFound = NonNullable<Awaited<ReturnType<typeof adminQueries.findBrand>>>;

const toAdminBrand = ({ brand, productCount }: BrandFound): AdminBrand => ({
  id: brand.id,
  name: brand.name,
  name_en: brand.nameEn,
  sort_order: brand.sortOrder,
  image: toImage(brand.image),
  product_count: productCount,
});

export async function listAdminBrands(db: Database, query: AdminBrandListQuery) {
  const { rows, count } = await adminQueries.findBrands(
    db,
    normalizeForSearch(query.search ?? '') || undefined,
    readOrdering(query.ordering, 'sort_order'),
    query,
  );
  return { count, results: rows.map(toAdminBrand) };
}

async function readBrand(db: Db, id: number): Promise<AdminBrand> {
  const found = await adminQueries.findBrand(db, id);
  if (!found) throw new NotFoundError(says.brandNotFoundDetail);
  return toAdminBrand(found);
}

export const getAdminBrand = (db: Database, id: number) => readBrand(db, id);

export function createAdminBrand(db: Database, staff: StaffWrite, input: BrandUpdate & { name: string }) {
  return catalogueWrite(db, async (tx) => {
    const name = clean(input.name);
    const nameEn = (input.name_en ?? '').trim();
    const id = await adminQueries.insertBrand(tx, {
      name,
      nameEn,
      searchName: brandSearchName(name, nameEn),
      sortOrder: input.sort_order ?? 0,
    });
    const after = await readBrand(tx, id);
    await recordAudit(tx, { ...staff, entity: 'brand', entityId: id, action: 'create', after });
    return after;
  });
}

/** A renamed brand's products are found by its new names at once: their search fields are computed again. */
export function updateAdminBrand(db: Database, staff: StaffWrite, id: number, change: BrandUpdate) {
  return catalogueWrite(db, async (tx) => {
    const row = await adminQueries.lockBrand(tx, id);
    if (!row) throw new NotFoundError(says.brandNotFoundDetail);
    const before = await readBrand(tx, id);
    const name = change.name === undefined ? row.name : clean(change.name);
    const nameEn = change.name_en === undefined ? row.nameEn : change.name_en.trim();
    await adminQueries.updateBrand(tx, id, {
      name,
      nameEn,
      searchName: brandSearchName(name, nameEn),
      ...(change.sort_order === undefined ? {} : { sortOrder: change.sort_order }),
    });
    if (name !== row.name || nameEn !== row.nameEn) {
      for (const product of await adminQueries.findBrandProductTexts(tx, id)) {
        await adminQueries.updateSearchFields(tx, product.id, productSearchFields(product.name, product.excerpt, [name, nameEn]));
      }
    }
    const after = await readBrand(tx, id);
    await recordAudit(tx, { ...staff, entity: 'brand', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** Deletes a brand no product names; otherwise refused, as a category is. */
export function deleteAdminBrand(db: Database, staff: StaffWrite, id: number): Promise<void> {
  return catalogueWrite(db, async (tx) => {
    if (!(await adminQueries.lockBrand(tx, id))) throw new NotFoundError(says.brandNotFoundDetail);
    const before = await readBrand(tx, id);
    if (before.product_count) throw new InvalidError({ [NON_FIELD_ERRORS]: [says.brandHasProducts] });
    await adminQueries.deleteBrand(tx, id);
    await recordAudit(tx, { ...staff, entity: 'brand', entityId: id, action: 'delete', before });
  });
}

export async function setBrandImage(
  db: Database,
  media: MediaStorage,
  staff: StaffWrite,
  id: number,
  /** null removes the logo. */
  picture: Buffer | undefined | null,
): Promise<AdminBrand> {
  const current = await readBrand(db, id);
  const image = picture === null ? null : await savePicture(media, picture, 'image', 'brands', current.name, 400);
  return catalogueWrite(db, async (tx) => {
    if (!(await adminQueries.lockBrand(tx, id))) throw new NotFoundError(says.brandNotFoundDetail);
    const before = await readBrand(tx, id);
    await adminQueries.updateBrand(tx, id, { image });
    const after = await readBrand(tx, id);
    await recordAudit(tx, { ...staff, entity: 'brand', entityId: id, action: image ? 'image' : 'image_remove', before, after });
    return after;
  });
}
