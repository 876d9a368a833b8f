import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import * as schedules from './schedules-service.ts';

/** The signed-in customer's working hours; another customer's schedule id answers 404. */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireSignedIn);

  serve(app, routes.schedules.list, async (request) =>
    paginate(request, await schedules.listSchedules(db, signedInUser(request).id, request.query), request.query),
  );

  serve(app, routes.schedules.create, async (request, reply) =>
    reply.code(201).send(await schedules.createSchedule(db, signedInUser(request).id, request.body)),
  );

  serve(app, routes.schedules.update, async (request) =>
    schedules.updateSchedule(db, signedInUser(request).id, request.params.id, request.body),
  );

  serve(app, routes.schedules.delete, async (request, reply) => {
    await schedules.deleteSchedule(db, signedInUser(request).id, request.params.id);
    return reply.code(204).send(null);
  });
};
