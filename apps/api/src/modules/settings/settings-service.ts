import type { Seller } from '@shop/contract/order';
import type { GeneralSettings } from '@shop/contract/settings';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import * as queries from './settings-queries.ts';

export async function getGeneralSettings(db: Database): Promise<GeneralSettings> {
  const row = await queries.findStoreSettings(db);
  if (!row) throw new NotFoundError();
  return {
    store_title: row.storeTitle,
    contacts_store_tel: row.storeTel,
    contacts_sale_manager_tel: row.saleManagerTel,
    contacts_support_tel: row.supportTel,
    contacts_store_address: row.storeAddress,
    contacts_store_email: row.storeEmail,
    contacts_store_whatsapp: row.whatsapp,
    whatsapp: row.whatsapp,
    sms: row.sms,
    telegram: row.telegram,
    eitaa: row.eitaa,
    instagram: row.instagram,
    license_enamad: row.licenseEnamad,
    blog_url: row.blogUrl,
    store_latitude: row.latitude,
    store_longitude: row.longitude,
  };
}

/** The store as its invoices name it; a shop not yet set up still shows its orders, with the seller blank. */
export async function getSeller(db: Database): Promise<Seller> {
  const row = await queries.findStoreSettings(db);
  if (!row) return { name: '', address: '', tel: '', economic_code: '', national_id: '' };
  return {
    name: row.storeTitle,
    address: row.storeAddress,
    tel: row.storeTel,
    economic_code: row.sellerEconomicCode,
    national_id: row.sellerNationalId,
  };
}
