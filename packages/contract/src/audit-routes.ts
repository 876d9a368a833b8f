import { AuditListQuerySchema, AuditListSchema } from './audit.ts';
import { ValidationErrorBodySchema } from './errors.ts';
import { route, staffOnly } from './route.ts';

export const auditRoutes = {
  admin: {
    list: route({
      method: 'GET',
      path: '/api/admin/audit',
      ...staffOnly('staff.manage'),
      summary: 'Who changed what and when, with the record before and after; filtered by entity, record or staff',
      query: AuditListQuerySchema,
      response: { 200: AuditListSchema, 400: ValidationErrorBodySchema },
    }),
  },
};
