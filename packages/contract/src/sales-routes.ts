import { ValidationErrorBodySchema } from './errors.ts';
import { FileSchema } from './media.ts';
import { route, staffOnly } from './route.ts';
import { SalesFiguresSchema, SalesQuerySchema } from './sales.ts';

/** The sales figures of the back office, and the same as an Excel sheet for the accountant. */
const adminRoutes = {
  figures: route({
    method: 'GET',
    path: '/api/admin/sales',
    ...staffOnly('sales.view'),
    summary: 'Money received and sent back in a range of Tehran days, by day or Jalali month and by way of paying',
    query: SalesQuerySchema,
    response: { 200: SalesFiguresSchema, 400: ValidationErrorBodySchema },
  }),
  export: route({
    method: 'GET',
    path: '/api/admin/sales/export',
    ...staffOnly('sales.view'),
    summary: 'The same figures as an Excel (.xlsx) sheet, right to left, amounts as numbers',
    produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    query: SalesQuerySchema,
    response: { 200: FileSchema, 400: ValidationErrorBodySchema },
  }),
};

export const salesRoutes = { admin: adminRoutes };
