import { z } from 'zod';

/** The store's public contacts; the storefront builds every contact link from them. */
export const GeneralSettingsSchema = z
  .object({
    store_title: z.string(),
    contacts_store_tel: z.string(),
    contacts_sale_manager_tel: z.string(),
    contacts_support_tel: z.string(),
    contacts_store_address: z.string(),
    contacts_store_email: z.string(),
    contacts_store_whatsapp: z.string(),
    whatsapp: z.string(),
    sms: z.string(),
    telegram: z.string(),
    eitaa: z.string(),
    instagram: z.string(),
    license_enamad: z.string(),
    /** The store's blog, outside the shop: the header's menu links to it. */
    blog_url: z.string(),
    store_latitude: z.number().nullable(),
    store_longitude: z.number().nullable(),
  })
  .meta({ id: 'GeneralSettings' });
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;
