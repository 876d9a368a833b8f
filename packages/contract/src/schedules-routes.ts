import { z } from 'zod';
import { DetailErrorBodySchema, ValidationErrorBodySchema } from './errors.ts';
import { IdParamsSchema } from './query.ts';
import { route, signedIn } from './route.ts';
import {
  ScheduleFormSchema,
  ScheduleListQuerySchema,
  ScheduleListSchema,
  ScheduleSchema,
  ScheduleUpdateSchema,
} from './schedules.ts';

const customer = { tags: ['users'], security: signedIn } as const;
const refusals = { 400: ValidationErrorBodySchema, 401: DetailErrorBodySchema, 404: DetailErrorBodySchema };

/** The signed-in customer's working hours; another customer's schedule id answers 404. */
export const schedulesRoutes = {
  list: route({
    method: 'GET',
    path: '/api/users/me/schedules',
    ...customer,
    summary: 'Working hours, Saturday to Friday, each day by start time',
    query: ScheduleListQuerySchema,
    response: { 200: ScheduleListSchema, ...refusals },
  }),
  create: route({
    method: 'POST',
    path: '/api/users/me/schedules',
    ...customer,
    summary: 'Add a working-hour range; ranges of one day may not overlap',
    body: ScheduleFormSchema,
    response: { 201: ScheduleSchema, ...refusals },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/users/me/schedules/:id',
    ...customer,
    summary: 'Change any part of a working-hour range',
    params: IdParamsSchema,
    body: ScheduleUpdateSchema,
    response: { 200: ScheduleSchema, ...refusals },
  }),
  delete: route({
    method: 'DELETE',
    path: '/api/users/me/schedules/:id',
    ...customer,
    summary: 'Delete a working-hour range',
    params: IdParamsSchema,
    response: { 204: z.null().describe('Deleted'), ...refusals },
  }),
};
