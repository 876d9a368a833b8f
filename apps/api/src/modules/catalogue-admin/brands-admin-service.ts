import { readOrdering } from '@shop/contract/admin';
import {
  type AdminBrand,
  type AdminBrandListQuery,
  type BrandUpdate,
  catalogueAdminMessages as says,
} from '@shop/contract/catalogue-admin';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { normalizeForSearch } from '@shop/contract/persian';
import type { Database, Transaction } from '../../db/client.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit-service.ts';
import type { MediaStorage, PictureUrls } from '../media/media-service.ts';
import { catalogueWrite, clean, type StaffWrite, savePicture } from './admin-writes.ts';
import * as queries from './brands-admin-queries.ts';
import { brandSearchName, productSearchFields } from './product-writes-service.ts';

// Brands in the back office.

type Db = Database | Transaction;

type BrandFound = NonNullable<Awaited<ReturnType<typeof queries.findBrand>>>;

const toAdminBrand = (pictures: PictureUrls, { brand, productCount }: BrandFound): AdminBrand => ({
  id: brand.id,
  name: brand.name,
  name_en: brand.nameEn,
  sort_order: brand.sortOrder,
  image: pictures.image(brand.image),
  product_count: productCount,
});

export async function listAdminBrands(db: Database, pictures: PictureUrls, query: AdminBrandListQuery) {
  const { rows, count } = await queries.findBrands(
    db,
    normalizeForSearch(query.search ?? '') || undefined,
    readOrdering(query.ordering, 'sort_order'),
    query,
  );
  return { count, results: rows.map((row) => toAdminBrand(pictures, row)) };
}

async function readBrand(db: Db, pictures: PictureUrls, id: number): Promise<AdminBrand> {
  const found = await queries.findBrand(db, id);
  if (!found) throw new NotFoundError(says.brandNotFoundDetail);
  return toAdminBrand(pictures, found);
}

export const getAdminBrand = (db: Database, pictures: PictureUrls, id: number) => readBrand(db, pictures, id);

export function createAdminBrand(db: Database, pictures: PictureUrls, staff: StaffWrite, input: BrandUpdate & { name: string }) {
  return catalogueWrite(db, async (tx) => {
    const name = clean(input.name);
    const nameEn = (input.name_en ?? '').trim();
    const id = await queries.insertBrand(tx, {
      name,
      nameEn,
      searchName: brandSearchName(name, nameEn),
      sortOrder: input.sort_order ?? 0,
    });
    const after = await readBrand(tx, pictures, id);
    await recordAudit(tx, { ...staff, entity: 'brand', entityId: id, action: 'create', after });
    return after;
  });
}

/** A renamed brand's products are found by its new names at once: their search fields are computed again. */
export function updateAdminBrand(db: Database, pictures: PictureUrls, staff: StaffWrite, id: number, change: BrandUpdate) {
  return catalogueWrite(db, async (tx) => {
    const row = await queries.lockBrand(tx, id);
    if (!row) throw new NotFoundError(says.brandNotFoundDetail);
    const before = await readBrand(tx, pictures, id);
    const name = change.name === undefined ? row.name : clean(change.name);
    const nameEn = change.name_en === undefined ? row.nameEn : change.name_en.trim();
    await queries.updateBrand(tx, id, {
      name,
      nameEn,
      searchName: brandSearchName(name, nameEn),
      ...(change.sort_order === undefined ? {} : { sortOrder: change.sort_order }),
    });
    if (name !== row.name || nameEn !== row.nameEn) {
      for (const product of await queries.findBrandProductTexts(tx, id)) {
        await queries.updateSearchFields(tx, product.id, productSearchFields(product.name, product.excerpt, [name, nameEn]));
      }
    }
    const after = await readBrand(tx, pictures, id);
    await recordAudit(tx, { ...staff, entity: 'brand', entityId: id, action: 'update', before, after });
    return after;
  });
}

/** Deletes a brand no product names; otherwise refused, as a category is. */
export function deleteAdminBrand(db: Database, pictures: PictureUrls, staff: StaffWrite, id: number): Promise<void> {
  return catalogueWrite(db, async (tx) => {
    if (!(await queries.lockBrand(tx, id))) throw new NotFoundError(says.brandNotFoundDetail);
    const before = await readBrand(tx, pictures, id);
    if (before.product_count) throw new InvalidError({ [NON_FIELD_ERRORS]: [says.brandHasProducts] });
    await queries.deleteBrand(tx, id);
    await recordAudit(tx, { ...staff, entity: 'brand', entityId: id, action: 'delete', before });
  });
}

export async function setBrandImage(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  staff: StaffWrite,
  id: number,
  /** null removes the logo. */
  picture: Buffer | undefined | null,
): Promise<AdminBrand> {
  const current = await readBrand(db, pictures, id);
  const image = picture === null ? null : await savePicture(media, picture, 'image', 'brands', current.name, 400);
  return catalogueWrite(db, async (tx) => {
    if (!(await queries.lockBrand(tx, id))) throw new NotFoundError(says.brandNotFoundDetail);
    const before = await readBrand(tx, pictures, id);
    await queries.updateBrand(tx, id, { image });
    const after = await readBrand(tx, pictures, id);
    await recordAudit(tx, { ...staff, entity: 'brand', entityId: id, action: image ? 'image' : 'image_remove', before, after });
    return after;
  });
}
