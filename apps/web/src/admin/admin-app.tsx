import { CacheProvider } from '@emotion/react';
import type { RouteSpec } from '@shop/contract/route';
import { salesRoutes } from '@shop/contract/sales-routes';
import type { StaffRole } from '@shop/contract/staff';
import { useState } from 'react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router';
import { createEmotionCache } from '../app/providers.tsx';
import { announcementsResource } from '../features/announcements/admin/announcements.tsx';
import { articlesResource } from '../features/articles/admin/articles.tsx';
import { auditResource } from '../features/audit/admin/audit-list.tsx';
import { brandsResource } from '../features/catalogue/admin/brand-admin.tsx';
import { categoriesResource } from '../features/catalogue/admin/category-admin.tsx';
import { productsResource } from '../features/catalogue/admin/product-list.tsx';
import { customerListRoutes, customersResource } from '../features/customers/admin/customers-resource.ts';
import { closuresResource } from '../features/methods/admin/closures.tsx';
import { paymentMethodsResource } from '../features/methods/admin/payment-methods.tsx';
import { shippingMethodsResource } from '../features/methods/admin/shipping-methods.tsx';
import { Dashboard } from '../features/orders/admin/dashboard.tsx';
import { ordersResource } from '../features/orders/admin/orders-resource.ts';
import { salesResource } from '../features/sales/admin/sales-resource.ts';
import { settingsResource } from '../features/settings/admin/settings.tsx';
import { cataloguesResource } from '../features/shared-catalogues/admin/catalogues-resource.ts';
import { signupLinksResource } from '../features/signup-links/admin/signup-links-resource.ts';
import { storyGroupsResource, storyItemsResource } from '../features/stories/admin/stories.tsx';
import { queuedTextsResource } from '../features/texts/admin/queued-texts.tsx';
import { textTemplatesResource } from '../features/texts/admin/text-templates.tsx';
import { createDataProvider } from '../lib/admin-data.ts';
import { type ApiClient, ApiClientContext } from '../lib/api-client.ts';
import { PageSettingContext } from '../lib/page-setting.ts';
import { roleReaches } from '../lib/staff-permissions.ts';
import { createAuthProvider } from './auth-provider.ts';
import { i18nProvider } from './i18n.ts';
import { LoginPage } from './login-page.tsx';
import { AdminNotFoundPage } from './not-found-page.tsx';
import { adminTheme } from './theme.tsx';

const resources = [
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

/** The routes a resource's page calls itself, beside react-admin's CRUD. */
const pageRoutes: Partial<Record<string, object>> = { [salesResource.name]: salesRoutes.admin };

/**
 * Whether the member's role opens a resource: any of its routes (the sales page's own, which are no CRUD) that the
 * role reaches. The API refuses the rest all the same.
 */
const reaches = (role: StaffRole | undefined, { name, routes }: { name: string; routes: object }) =>
  [...Object.values(routes), ...Object.values(pageRoutes[name] ?? {})].some((route: Pick<RouteSpec, 'staff'>) =>
    roleReaches(role, route),
  );

/** Each resource's routes of the table, by the name react-admin calls it. */
const resourceRoutes = {
  ...Object.fromEntries(resources.map(({ name, routes }) => [name, routes])),
  ...customerListRoutes,
};

/** Links the back office copies (a catalogue's, a signup link's) are on the address it is served from. */
const pageSetting = { origin: window.location.origin, desktop: true };

/** The back office at /admin: react-admin over the API's back-office routes, right to left in the storefront's look. */
export function AdminApp({ api }: { api: ApiClient }) {
  const [providers] = useState(() => ({
    dataProvider: createDataProvider(api, resourceRoutes),
    authProvider: createAuthProvider(api),
  }));
  return (
    <CacheProvider value={createEmotionCache()}>
      <ApiClientContext value={api}>
        <PageSettingContext.Provider value={pageSetting}>
          {/* Real addresses under /admin (react-admin's default router would put them after a #). */}
          <BrowserRouter basename="/admin">
            <Admin
              title="مدیریت فروشگاه"
              dataProvider={providers.dataProvider}
              dashboard={Dashboard}
              authProvider={providers.authProvider}
              i18nProvider={i18nProvider}
              loginPage={LoginPage}
              catchAll={AdminNotFoundPage}
              theme={adminTheme}
              requireAuth
              disableTelemetry
            >
              {(role: StaffRole | undefined) =>
                resources
                  .filter((resource) => reaches(role, resource))
                  .map(({ name, routes: _routes, ...resource }) => <Resource key={name} name={name} {...resource} />)
              }
            </Admin>
          </BrowserRouter>
        </PageSettingContext.Provider>
      </ApiClientContext>
    </CacheProvider>
  );
}
