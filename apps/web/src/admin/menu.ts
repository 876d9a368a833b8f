import type { RouteSpec } from '@shop/contract/route';
import { salesRoutes } from '@shop/contract/sales-routes';
import type { StaffRole } from '@shop/contract/staff';
import { textsRoutes } from '@shop/contract/texts-routes';
import { announcementsResource } from '../features/announcements/admin/announcements.tsx';
import { articlesResource } from '../features/articles/admin/articles.tsx';
import { auditResource } from '../features/audit/admin/audit-list.tsx';
import { brandsResource } from '../features/catalogue/admin/brand-admin.tsx';
import { categoriesResource } from '../features/catalogue/admin/category-admin.tsx';
import { productsResource } from '../features/catalogue/admin/product-list.tsx';
import { customersResource } from '../features/customers/admin/customers-resource.ts';
import { closuresResource } from '../features/methods/admin/closures.tsx';
import { paymentMethodsResource } from '../features/methods/admin/payment-methods.tsx';
import { shippingMethodsResource } from '../features/methods/admin/shipping-methods.tsx';
import { ordersResource } from '../features/orders/admin/orders-resource.ts';
import { salesResource } from '../features/sales/admin/sales-resource.ts';
import { settingsResource } from '../features/settings/admin/settings.tsx';
import { cataloguesResource } from '../features/shared-catalogues/admin/catalogues-resource.ts';
import { signupLinksResource } from '../features/signup-links/admin/signup-links-resource.ts';
import { storyGroupsResource, storyItemsResource } from '../features/stories/admin/stories.tsx';
import { queuedTextsResource } from '../features/texts/admin/queued-texts.tsx';
import { textTemplatesResource } from '../features/texts/admin/text-templates.tsx';
import { roleReaches } from '../lib/staff-permissions.ts';

/** The back office's menu, in its order: each resource a role may open. */
export const resources = [
  ordersResource,
  salesResource,
  productsResource,
  categoriesResource,
  brandsResource,
  customersResource,
  cataloguesResource,
  signupLinksResource,
  storyGroupsResource,
  storyItemsResource,
  announcementsResource,
  articlesResource,
  shippingMethodsResource,
  closuresResource,
  paymentMethodsResource,
  settingsResource,
  textTemplatesResource,
  queuedTextsResource,
  auditResource,
];

/** The routes the pages that are no list of records (the sales figures, the texts' templates) call themselves. */
const pageRoutes: Partial<Record<string, object>> = {
  [salesResource.name]: salesRoutes.admin,
  [textTemplatesResource.name]: { templates: textsRoutes.admin.templates },
};

/**
 * Whether the member's role opens a resource: any of its routes (or its page's own) that the role reaches. The API
 * refuses the rest all the same.
 */
export const reaches = (role: StaffRole | undefined, { name, routes }: { name: string; routes: object }) =>
  [...Object.values(routes), ...Object.values(pageRoutes[name] ?? {})].some((route: Pick<RouteSpec, 'staff'>) =>
    roleReaches(role, route),
  );
