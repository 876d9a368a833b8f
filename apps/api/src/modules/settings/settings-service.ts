import type { Seller } from '@shop/contract/orders';
import type { GeneralSettings } from '@shop/contract/settings';
import { SETTINGS_ID, type SettingsAdmin, type SettingsUpdate, settingsMessages } from '@shop/contract/settings';
import { changed, type Database, inTransaction } from '../../db/client.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { type AuditRecord, recordAudit } from '../audit/audit-service.ts';
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
    bale: row.bale,
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

// The back office.

type Author = Pick<AuditRecord, 'staffId' | 'at'>;

/** The settings as the back office edits them; a shop not yet set up has every field empty. */
const toSettingsAdmin = (row: queries.StoreSettingsRow | undefined): SettingsAdmin => ({
  id: SETTINGS_ID,
  store_title: row?.storeTitle ?? '',
  contacts_store_tel: row?.storeTel ?? '',
  contacts_sale_manager_tel: row?.saleManagerTel ?? '',
  contacts_support_tel: row?.supportTel ?? '',
  contacts_store_address: row?.storeAddress ?? '',
  contacts_store_email: row?.storeEmail ?? '',
  whatsapp: row?.whatsapp ?? '',
  sms: row?.sms ?? '',
  telegram: row?.telegram ?? '',
  eitaa: row?.eitaa ?? '',
  bale: row?.bale ?? '',
  instagram: row?.instagram ?? '',
  license_enamad: row?.licenseEnamad ?? '',
  blog_url: row?.blogUrl ?? '',
  store_latitude: row?.latitude ?? null,
  store_longitude: row?.longitude ?? null,
  seller_economic_code: row?.sellerEconomicCode ?? '',
  seller_national_id: row?.sellerNationalId ?? '',
});

export async function getSettingsForAdmin(db: Database): Promise<SettingsAdmin> {
  return toSettingsAdmin(await queries.findStoreSettings(db));
}

/** A cleared field is stored empty: the storefront then leaves out its link. */
const text = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? ''));

/** The map's pin needs both coordinates, or neither. */
function positionProblem(latitude: number | null, longitude: number | null): Record<string, string[]> {
  if (latitude === null && longitude !== null) return { store_latitude: [settingsMessages.positionIncomplete] };
  if (latitude !== null && longitude === null) return { store_longitude: [settingsMessages.positionIncomplete] };
  return {};
}

/**
 * Changes any part of the settings (in a shop not yet set up, makes them, with the store's title). The storefront's
 * contacts, the footer's licence, the blog link and the invoices' seller show the change at once.
 */
export async function updateSettings(db: Database, author: Author, changes: SettingsUpdate): Promise<SettingsAdmin> {
  const updated = await inTransaction(db, async (tx) => {
    const current = await queries.lockStoreSettings(tx);
    const storeTitle = changes.store_title ?? current?.storeTitle;
    const latitude = changes.store_latitude === undefined ? (current?.latitude ?? null) : changes.store_latitude;
    const longitude = changes.store_longitude === undefined ? (current?.longitude ?? null) : changes.store_longitude;
    const errors = {
      ...(storeTitle ? {} : { store_title: [settingsMessages.storeTitleRequired] }),
      ...positionProblem(latitude, longitude),
    };
    if (Object.keys(errors).length || !storeTitle) throw new InvalidError(errors);
    const row = await queries.saveStoreSettings(tx, {
      storeTitle,
      storeTel: text(changes.contacts_store_tel),
      saleManagerTel: text(changes.contacts_sale_manager_tel),
      supportTel: text(changes.contacts_support_tel),
      storeAddress: text(changes.contacts_store_address),
      storeEmail: text(changes.contacts_store_email),
      whatsapp: text(changes.whatsapp),
      sms: text(changes.sms),
      telegram: text(changes.telegram),
      eitaa: text(changes.eitaa),
      bale: text(changes.bale),
      instagram: text(changes.instagram),
      licenseEnamad: text(changes.license_enamad),
      blogUrl: text(changes.blog_url),
      sellerEconomicCode: text(changes.seller_economic_code),
      sellerNationalId: text(changes.seller_national_id),
      latitude: changes.store_latitude,
      longitude: changes.store_longitude,
    });
    const [before, after] = [current ? toSettingsAdmin(current) : null, toSettingsAdmin(row)];
    await recordAudit(tx, { ...author, entity: 'settings', entityId: SETTINGS_ID, action: 'update', before, after });
    await changed(tx, { storefront: true });
    return after;
  });
  return updated;
}
