import { type AdminProduct, catalogueAdminMessages as says } from '@shop/contract/catalogue-admin';
import { messages } from '@shop/contract/messages';
import type { Database } from '../../db/client.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit-service.ts';
import type { MediaStorage, PictureUrls } from '../media/media-service.ts';
import { catalogueWrite, type StaffWrite, savePicture } from './admin-writes.ts';
import * as adminQueries from './products-admin-queries.ts';
import { auditOf, readAdminProduct } from './products-admin-service.ts';

// A product's gallery in the back office: pictures added, removed and put in order.

/**
 * Adds a picture to the end of a product's gallery; the first picture of a product without one becomes its featured
 * image. Pictures are named by their content: an order's line that showed one keeps showing it, whatever the gallery.
 */
export async function addGalleryImage(
  db: Database,
  media: MediaStorage,
  pictures: PictureUrls,
  staff: StaffWrite,
  productId: number,
  picture: Buffer | undefined,
): Promise<AdminProduct> {
  const product = await readAdminProduct(db, pictures, productId);
  const stored = await savePicture(media, picture, 'image', 'products', product.name);
  return catalogueWrite(db, async (tx) => {
    if (!(await adminQueries.lockProduct(tx, productId))) throw new NotFoundError(messages.productNotFound);
    const before = await readAdminProduct(tx, pictures, productId);
    await adminQueries.insertGalleryImage(tx, productId, stored);
    if (!before.featured_image_data)
      await adminQueries.updateProduct(tx, productId, { featuredImage: stored, updatedAt: staff.at });
    const after = await readAdminProduct(tx, pictures, productId);
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
export function removeGalleryImage(
  db: Database,
  pictures: PictureUrls,
  staff: StaffWrite,
  productId: number,
  imageId: number,
): Promise<void> {
  return catalogueWrite(db, async (tx) => {
    if (!(await adminQueries.lockProduct(tx, productId))) throw new NotFoundError(messages.productNotFound);
    const before = await readAdminProduct(tx, pictures, productId);
    const picture = before.gallery.find((image) => image.id === imageId);
    if (!picture) throw new NotFoundError(says.galleryImageNotFound);
    const stored = pictures.stored(picture);
    await adminQueries.deleteGalleryImage(tx, productId, imageId);
    await adminQueries.clearVariationImage(tx, productId, stored.file);
    if (picture.is_featured) {
      const next = before.gallery.find((image) => image.id !== imageId);
      await adminQueries.updateProduct(tx, productId, {
        featuredImage: next ? pictures.stored(next) : null,
        updatedAt: staff.at,
      });
    }
    await recordAudit(tx, {
      ...staff,
      entity: 'product',
      entityId: productId,
      action: 'gallery_remove',
      before: auditOf(before).gallery,
      after: auditOf(await readAdminProduct(tx, pictures, productId)).gallery,
    });
  });
}

export function orderGallery(
  db: Database,
  pictures: PictureUrls,
  staff: StaffWrite,
  productId: number,
  ids: number[],
): Promise<AdminProduct> {
  return catalogueWrite(db, async (tx) => {
    if (!(await adminQueries.lockProduct(tx, productId))) throw new NotFoundError(messages.productNotFound);
    const before = await readAdminProduct(tx, pictures, productId);
    const known = before.gallery.map((image) => image.id).sort((a, b) => a - b);
    const given = [...ids].sort((a, b) => a - b);
    if (known.length !== given.length || known.some((id, index) => id !== given[index])) {
      throw new InvalidError({ ids: [says.galleryOrderMismatch] });
    }
    await adminQueries.setGalleryOrder(tx, productId, ids);
    const after = await readAdminProduct(tx, pictures, productId);
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
