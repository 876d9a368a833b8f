import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { signedInUser } from '../../plugins/auth.ts';
import * as customers from './customers-admin-service.ts';

const { admin } = routes.customers;

/** The customers module's back-office routes, staff only. */
export const customersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, admin.list, async (request) =>
    paginate(request, await customers.listCustomers(app.db, request.query), request.query),
  );

  serve(app, admin.read, async (request) => customers.getCustomer(app.db, app.pictures, request.params.id));

  serve(app, admin.orders, async (request) =>
    paginate(request, await customers.listCustomerOrdersForStaff(app.db, request.params.id, request.query), request.query),
  );

  serve(app, admin.addresses, async (request) =>
    paginate(request, await customers.listCustomerAddressesForStaff(app.db, request.params.id, request.query), request.query),
  );

  serve(app, admin.staffRole, async (request) =>
    customers.setStaffRole(app, signedInUser(request).id, request.params.id, request.body.role),
  );
};
