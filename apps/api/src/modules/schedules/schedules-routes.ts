import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdParamsSchema } from '@shop/contract/query';
import {
  ScheduleFormSchema,
  ScheduleListQuerySchema,
  ScheduleListSchema,
  ScheduleSchema,
  ScheduleUpdateSchema,
} from '@shop/contract/schedule';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginate } from '../../lib/pagination.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import * as schedules from './schedules-service.ts';

const tags = ['users'];
const security = [{ token: [] }];
const errors = { 400: ValidationErrorBodySchema, 401: DetailErrorBodySchema, 404: DetailErrorBodySchema };

/** The signed-in customer's working hours; another customer's schedule id answers 404. */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/api/users/me/schedules',
    {
      schema: {
        tags,
        security,
        summary: 'Working hours, Saturday to Friday, each day by start time',
        querystring: ScheduleListQuerySchema,
        response: { 200: ScheduleListSchema, ...errors },
      },
    },
    async (request) =>
      paginate(request, await schedules.listSchedules(db, signedInUser(request).id, request.query), request.query),
  );

  app.post(
    '/api/users/me/schedules',
    {
      schema: {
        tags,
        security,
        summary: 'Add a working-hour range; ranges of one day may not overlap',
        body: ScheduleFormSchema,
        response: { 201: ScheduleSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await schedules.createSchedule(db, signedInUser(request).id, request.body)),
  );

  app.patch(
    '/api/users/me/schedules/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change any part of a working-hour range',
        params: IdParamsSchema,
        body: ScheduleUpdateSchema,
        response: { 200: ScheduleSchema, ...errors },
      },
    },
    async (request) => schedules.updateSchedule(db, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/users/me/schedules/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a working-hour range',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await schedules.deleteSchedule(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
