import { z } from 'zod';
import { ADMIN_PAGE_SIZE, adminListQuery } from './admin.ts';
import { LocationRefSchema } from './location.ts';
import { ImageSchema } from './media.ts';
import { messages } from './messages.ts';
import { OrderStatusSchema } from './orders.ts';
import { boolean, inQuery, paginated, paginationQuery } from './query.ts';
import { StaffRoleSchema } from './staff.ts';
import { GenderSchema } from './users.ts';

/** What the back office says about customers and the staff role. */
export const customerAdminMessages = {
  customerNotFound: 'مشتری یافت نشد.',
} as const;

/**
 * The customers' list: `search` finds a name (any of its words) or a mobile number typed in any digits, whole or in
 * part; `is_staff` and `has_orders` filter.
 */
export const AdminCustomerListQuerySchema = z.object({
  is_staff: inQuery(boolean()),
  has_orders: inQuery(boolean()),
  ...adminListQuery(['created_at', 'last_name']),
});
export type AdminCustomerListQuery = z.infer<typeof AdminCustomerListQuerySchema>;

/** A row of the customers' list. */
export const AdminCustomerSchema = z
  .object({
    id: z.number().int(),
    mobile_number: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    is_staff: z.boolean(),
    staff_role: StaffRoleSchema.nullable(),
    /** When the customer first signed in (or a signup link made them). */
    created_at: z.string(),
    orders_count: z.number().int(),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
export const AdminCustomerListSchema = paginated(AdminCustomerSchema).meta({ id: 'AdminCustomerList' });

/** One customer as the back office shows them: the profile, its places named, and how many orders and addresses. */
export const AdminCustomerDetailSchema = AdminCustomerSchema.extend({
  email: z.string(),
  birth_date: z.string().nullable().describe('Gregorian YYYY-MM-DD'),
  gender: GenderSchema.nullable(),
  avatar: ImageSchema.nullable(),
  national_code: z.string(),
  postal_code: z.string(),
  address: z.string(),
  country_data: LocationRefSchema.nullable(),
  state_data: LocationRefSchema.nullable(),
  city_data: LocationRefSchema.nullable(),
  updated_at: z.string(),
  addresses_count: z.number().int(),
}).meta({ id: 'AdminCustomerDetail' });
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;

/** A customer's order in the back office's customer page; the order itself is the orders resource's. */
export const AdminCustomerOrderSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    status: OrderStatusSchema,
    created_at: z.string(),
    total: z.number().int(),
    is_paid: z.boolean(),
  })
  .meta({ id: 'AdminCustomerOrder' });
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrderSchema>;
export const AdminCustomerOrderListSchema = paginated(AdminCustomerOrderSchema).meta({ id: 'AdminCustomerOrderList' });

/** A customer's orders and addresses come newest first, a page at a time. */
export const AdminCustomerPageQuerySchema = z.object(paginationQuery(ADMIN_PAGE_SIZE));

/** POST /api/admin/customers/{id}/staff: gives a staff role, changes it, or takes it (`null`). */
export const AdminStaffRoleSchema = z
  .object({
    role: StaffRoleSchema.nullable(),
  })
  .meta({ id: 'AdminStaffRole' });
