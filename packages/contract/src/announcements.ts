import { z } from 'zod';
import { ActiveFlagSchema, adminListQuery, SortOrderSchema } from './admin.ts';
import { PAGE_SIZE } from './constants.ts';
import { messages } from './messages.ts';
import { boolean, inQuery, paginated, paginationQuery } from './query.ts';
import { blankable, patterned, requiredName } from './validation.ts';

/** What the back office says about the top marquee's announcements. */
export const announcementMessages = {
  colourInvalid: 'رنگ باید کد هگز CSS باشد، مانند ‎#0d47a1.',
  sitePathInvalid: 'نشانی باید مسیری در همین فروشگاه باشد که با / شروع می‌شود، مانند ‎/products.',
  announcementMessageRequired: 'لطفا متن اطلاعیه را وارد کنید',
} as const;

export const ANNOUNCEMENT_ANIMATIONS = ['bounce', 'blink'] as const;

export const AnnouncementSchema = z
  .object({
    id: z.number().int(),
    message: z.string(),
    background_color: z.string(),
    color: z.string(),
    animation: z.enum(ANNOUNCEMENT_ANIMATIONS).nullable(),
    url: z.string().nullable(),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof AnnouncementSchema>;

export const AnnouncementListQuerySchema = z.object(paginationQuery(PAGE_SIZE.announcements, PAGE_SIZE.announcements));
export const AnnouncementListSchema = paginated(AnnouncementSchema);

/** A CSS hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa), kept in lower case: what `<input type="color">` gives. */
export const HexColourSchema = patterned(
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/,
  announcementMessages.colourInvalid,
  (text) => text.toLowerCase(),
);

/** A page of the shop itself, which the storefront opens without leaving it: `/products?has_discount=true`. */
export const SitePathSchema = patterned(/^\/(?:[^\s\\/][^\s\\]{0,498})?$/, announcementMessages.sitePathInvalid);

export const AnnouncementAdminSchema = z
  .object({
    id: z.number().int(),
    message: z.string(),
    background_color: z.string(),
    color: z.string(),
    animation: z.enum(ANNOUNCEMENT_ANIMATIONS).nullable(),
    url: z.string().nullable(),
    active: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({ id: 'AnnouncementAdmin' });
export type AnnouncementAdmin = z.infer<typeof AnnouncementAdminSchema>;

/** The storefront's default colours: white on the shop's dark blue. */
export const ANNOUNCEMENT_DEFAULT_COLOURS = { background_color: '#0d47a1', color: '#ffffff' } as const;

export const AnnouncementCreateSchema = z
  .object({
    message: requiredName(announcementMessages.announcementMessageRequired, 300),
    background_color: HexColourSchema.optional(),
    color: HexColourSchema.optional(),
    animation: blankable(z.enum(ANNOUNCEMENT_ANIMATIONS, { error: messages.selectOption })),
    url: blankable(SitePathSchema),
    active: ActiveFlagSchema.optional(),
    sort_order: SortOrderSchema.optional(),
  })
  .meta({ id: 'AnnouncementCreate' });
export type AnnouncementCreate = z.infer<typeof AnnouncementCreateSchema>;
export const AnnouncementUpdateSchema = AnnouncementCreateSchema.partial().meta({ id: 'AnnouncementUpdate' });
export type AnnouncementUpdate = z.infer<typeof AnnouncementUpdateSchema>;

export const AnnouncementAdminListQuerySchema = z.object({
  active: inQuery(boolean()),
  ...adminListQuery(['sort_order', 'message', 'id']),
});
export type AnnouncementAdminListQuery = z.infer<typeof AnnouncementAdminListQuerySchema>;
export const AnnouncementAdminListSchema = paginated(AnnouncementAdminSchema).meta({ id: 'AnnouncementAdminList' });
