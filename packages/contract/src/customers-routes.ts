import { AddressListSchema } from './addresses.ts';
import {
  AdminCustomerDetailSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerListSchema,
  AdminCustomerOrderListSchema,
  AdminCustomerPageQuerySchema,
  AdminStaffRoleSchema,
} from './customers.ts';
import { recordRefusals, ValidationErrorBodySchema } from './errors.ts';
import { IdParamsSchema } from './query.ts';
import { route, staffOnly } from './route.ts';

export const customersRoutes = {
  admin: {
    list: route({
      method: 'GET',
      path: '/api/admin/customers',
      ...staffOnly('customers.view'),
      summary:
        'Customers and staff, newest first: searched by a name or a mobile number in any digits, filtered by staff ' +
        'role and by whether they ordered',
      query: AdminCustomerListQuerySchema,
      response: { 200: AdminCustomerListSchema, 400: ValidationErrorBodySchema },
    }),
    read: route({
      method: 'GET',
      path: '/api/admin/customers/:id',
      ...staffOnly('customers.view'),
      summary: 'A customer: the profile with its places named, when they joined, and how many orders and addresses',
      params: IdParamsSchema,
      response: { 200: AdminCustomerDetailSchema, ...recordRefusals },
    }),
    orders: route({
      method: 'GET',
      path: '/api/admin/customers/:id/orders',
      ...staffOnly('customers.view'),
      summary: "A customer's orders, newest first",
      params: IdParamsSchema,
      query: AdminCustomerPageQuerySchema,
      response: { 200: AdminCustomerOrderListSchema, ...recordRefusals },
    }),
    addresses: route({
      method: 'GET',
      path: '/api/admin/customers/:id/addresses',
      ...staffOnly('customers.view'),
      summary: "A customer's address book, newest first",
      params: IdParamsSchema,
      query: AdminCustomerPageQuerySchema,
      response: { 200: AddressListSchema, ...recordRefusals },
    }),
    staffRole: route({
      method: 'POST',
      path: '/api/admin/customers/:id/staff',
      ...staffOnly('staff.manage'),
      summary: 'Give, change or take a staff role: owners only, never their own, and the last owner stays one; journalled',
      params: IdParamsSchema,
      body: AdminStaffRoleSchema,
      response: { 200: AdminCustomerDetailSchema, ...recordRefusals },
    }),
  },
};
