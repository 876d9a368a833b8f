import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import * as methods from './methods-service.ts';

/** The active shipping and payment methods, as the checkout offers them. */
export const methodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, pictures } = app;

  serve(app, routes.methods.shippingMethods, async (request) =>
    paginate(request, await methods.listShippingMethods(db, app.caches.methods, pictures, request.query), request.query),
  );

  serve(app, routes.methods.closures, async (request) =>
    paginate(request, await methods.listUpcomingClosures(db, app.clock(), request.query), request.query),
  );

  serve(app, routes.methods.paymentMethods, async (request) =>
    paginate(request, await methods.listPaymentMethods(db, app.caches.methods, pictures, request.query), request.query),
  );
};
