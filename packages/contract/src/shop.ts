import { z } from 'zod';
import { ProductSummarySchema } from './catalogue.ts';
import { DeliveryWindowSchema } from './checkout.ts';
import { PAGE_SIZE } from './constants.ts';
import { ImageSchema } from './media.ts';
import { paginated, paginationQuery } from './query.ts';

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

export const StoryItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  badge: z.string(),
  image_data: ImageSchema.nullable(),
  product_data: ProductSummarySchema.nullable(),
});

export const StoryGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    image_data: ImageSchema.nullable(),
    items: z.array(StoryItemSchema),
  })
  .meta({ id: 'StoryGroup' });
export type StoryGroup = z.infer<typeof StoryGroupSchema>;

export const StoryGroupListQuerySchema = z.object(paginationQuery(50));
export const StoryGroupListSchema = paginated(StoryGroupSchema);

export const ShippingMethodSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    /** Whole Toman. */
    cost: z.number().int(),
    /** The provinces it delivers to; empty for the whole country. */
    provinces: z.array(z.number().int()),
    /** Fixed windows a delivery can be booked in; empty for any time within the store's hours. */
    delivery_windows: z.array(DeliveryWindowSchema),
  })
  .meta({ id: 'ShippingMethod' });
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

export const PAYMENT_KINDS = ['gateway', 'card_to_card', 'cash_on_delivery'] as const;

export const PaymentMethodSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    kind: z.enum(PAYMENT_KINDS),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const MethodListQuerySchema = z.object(paginationQuery(50));
export const ShippingMethodListSchema = paginated(ShippingMethodSchema);
export const PaymentMethodListSchema = paginated(PaymentMethodSchema);
