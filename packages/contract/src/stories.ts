import { z } from 'zod';
import { ActiveFlagSchema, adminListQuery, PictureRemovalSchema, SortOrderSchema } from './admin.ts';
import { ProductSummarySchema } from './catalogue.ts';
import { ImageSchema } from './media.ts';
import { messages } from './messages.ts';
import { boolean, id, inQuery, paginated, paginationQuery } from './query.ts';
import { blankable, optionalLine, requiredName } from './validation.ts';

/** What the back office says about the home page's story groups and their stories. */
export const storyMessages = {
  storyGroupNameRequired: 'لطفا نام گروه استوری را وارد کنید',
  storyTitleRequired: 'لطفا عنوان استوری را وارد کنید',
  storyGroupRequired: 'لطفا گروه استوری را انتخاب کنید',
  storyGroupNotFound: 'گروه استوری یافت نشد.',
} as const;

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

export const StoryGroupAdminSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    image: ImageSchema.nullable(),
    active: z.boolean(),
    sort_order: z.number().int(),
    items_count: z.number().int(),
  })
  .meta({ id: 'StoryGroupAdmin' });
export type StoryGroupAdmin = z.infer<typeof StoryGroupAdminSchema>;

export const StoryGroupCreateSchema = z
  .object({
    name: requiredName(storyMessages.storyGroupNameRequired, 100),
    active: ActiveFlagSchema.optional(),
    sort_order: SortOrderSchema.optional(),
    image: PictureRemovalSchema,
  })
  .meta({ id: 'StoryGroupCreate' });
export type StoryGroupCreate = z.infer<typeof StoryGroupCreateSchema>;
export const StoryGroupUpdateSchema = StoryGroupCreateSchema.partial().meta({ id: 'StoryGroupUpdate' });
export type StoryGroupUpdate = z.infer<typeof StoryGroupUpdateSchema>;

export const StoryGroupAdminListQuerySchema = z.object({
  active: inQuery(boolean()),
  ...adminListQuery(['sort_order', 'name', 'id']),
});
export type StoryGroupAdminListQuery = z.infer<typeof StoryGroupAdminListQuerySchema>;
export const StoryGroupAdminListSchema = paginated(StoryGroupAdminSchema).meta({ id: 'StoryGroupAdminList' });

export const StoryItemAdminSchema = z
  .object({
    id: z.number().int(),
    group: z.number().int(),
    title: z.string(),
    badge: z.string(),
    image: ImageSchema.nullable(),
    /** The product the story opens; null for a story that opens none. */
    product: z.number().int().nullable(),
    product_name: z.string().nullable(),
    sort_order: z.number().int(),
  })
  .meta({ id: 'StoryItemAdmin' });
export type StoryItemAdmin = z.infer<typeof StoryItemAdminSchema>;

const storyItemFields = {
  title: requiredName(storyMessages.storyTitleRequired, 150),
  badge: optionalLine(40).optional(),
  product: blankable(id(messages.productNotFound)),
  sort_order: SortOrderSchema.optional(),
  image: PictureRemovalSchema,
};

export const StoryItemCreateSchema = z
  .object({ group: id(storyMessages.storyGroupRequired), ...storyItemFields })
  .meta({ id: 'StoryItemCreate' });
export type StoryItemCreate = z.infer<typeof StoryItemCreateSchema>;
/** A story may move to another group. */
export const StoryItemUpdateSchema = StoryItemCreateSchema.partial().meta({ id: 'StoryItemUpdate' });
export type StoryItemUpdate = z.infer<typeof StoryItemUpdateSchema>;

export const StoryItemAdminListQuerySchema = z.object({
  group: inQuery(id().optional()),
  ...adminListQuery(['sort_order', 'title', 'id']),
});
export type StoryItemAdminListQuery = z.infer<typeof StoryItemAdminListQuerySchema>;
export const StoryItemAdminListSchema = paginated(StoryItemAdminSchema).meta({ id: 'StoryItemAdminList' });
