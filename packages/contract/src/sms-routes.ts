import { DetailErrorBodySchema, ValidationErrorBodySchema } from './errors.ts';
import { route } from './route.ts';
import { SmsOutboxListSchema, SmsOutboxQuerySchema } from './sms.ts';

export const smsRoutes = {
  outbox: route({
    method: 'GET',
    path: '/api/dev/sms-outbox',
    tags: ['development'],
    summary: 'Text messages the outbox provider kept, newest first (only with SMS_PROVIDER=outbox, from this machine)',
    query: SmsOutboxQuerySchema,
    response: { 200: SmsOutboxListSchema, 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema },
  }),
};
