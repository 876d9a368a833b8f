import { compactForSearch, normalizeForSearch, normalizePersianLetters } from '@shop/contract/persian';
import { changed, type Database, inTransaction, type Transaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { type NewStock, stockValues, unlistedVariable, writeVariableListings } from '../inventory/inventory-service.ts';
import * as queries from './products-admin-queries.ts';

// A product's rows as written, whoever writes them: the demo's seed and the tests (createProduct), the back office's
// form and its spreadsheets (products-admin-service.ts).

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
  /** Their own price and stock make the product's (writeVariableListings). */
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
  await queries.deleteOfferedAttributes(tx, productId);
  await queries.deleteVariationsExcept(
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
    else await queries.updateVariation(tx, variation.id, values, chosen);
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
      ...(variable ? unlistedVariable : stockValues(input)),
      ...(input.updatedAt ? { createdAt: input.updatedAt, updatedAt: input.updatedAt } : {}),
    });
    if (input.gallery?.length) await queries.insertGallery(tx, productId, input.gallery);
    if (variable) {
      await writeVariations(tx, productId, input.attributes ?? [], input.variations ?? []);
      await writeVariableListings(tx, [productId]);
    }
    await changed(tx, { catalogue: true });
    return productId;
  });
}
