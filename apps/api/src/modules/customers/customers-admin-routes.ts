import { AddressListSchema } from '@shop/contract/address';
import {
  AdminCustomerDetailSchema,
  AdminCustomerListQuerySchema,
  AdminCustomerListSchema,
  AdminCustomerOrderListSchema,
  AdminCustomerPageQuerySchema,
  AdminStaffRoleSchema,
} from '@shop/contract/customer-admin';
import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { signedInUser } from '../../plugins/auth.ts';
import * as customers from './customers-admin-service.ts';

const tags = ['admin'];
const refusals = { 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema };

/** The back office's customers, under /api/admin (staff only). */
export const customersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary:
          'Customers and staff, newest first: searched by a name or a mobile number in any digits, filtered by staff ' +
          'role and by whether they ordered',
        querystring: AdminCustomerListQuerySchema,
        response: { 200: AdminCustomerListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await customers.listCustomers(app.db, request.query), request.query),
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'A customer: the profile with its places named, when they joined, and how many orders and addresses',
        params: IdParamsSchema,
        response: { 200: AdminCustomerDetailSchema, ...refusals },
      },
    },
    async (request) => customers.getCustomer(app.db, request.params.id),
  );

  app.get(
    '/customers/:id/orders',
    {
      schema: {
        tags,
        summary: "A customer's orders, newest first",
        params: IdParamsSchema,
        querystring: AdminCustomerPageQuerySchema,
        response: { 200: AdminCustomerOrderListSchema, ...refusals },
      },
    },
    async (request) =>
      paginate(request, await customers.listCustomerOrdersForStaff(app.db, request.params.id, request.query), request.query),
  );

  app.get(
    '/customers/:id/addresses',
    {
      schema: {
        tags,
        summary: "A customer's address book, newest first",
        params: IdParamsSchema,
        querystring: AdminCustomerPageQuerySchema,
        response: { 200: AddressListSchema, ...refusals },
      },
    },
    async (request) =>
      paginate(request, await customers.listCustomerAddressesForStaff(app.db, request.params.id, request.query), request.query),
  );

  app.post(
    '/customers/:id/staff',
    {
      schema: {
        tags,
        summary: 'Grant or take the staff role: nobody takes their own, and the last member of staff keeps it; journalled',
        params: IdParamsSchema,
        body: AdminStaffRoleSchema,
        response: { 200: AdminCustomerDetailSchema, ...refusals },
      },
    },
    async (request) => customers.setStaffRole(app, signedInUser(request).id, request.params.id, request.body.is_staff),
  );
};
