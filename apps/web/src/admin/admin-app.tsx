import { CacheProvider } from '@emotion/react';
import type { StaffRole } from '@shop/contract/staff';
import { useState } from 'react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router';
import { createEmotionCache } from '../app/providers.tsx';
import { customerListRoutes } from '../features/customers/admin/customers-resource.ts';
import { Dashboard } from '../features/orders/admin/dashboard.tsx';
import { createDataProvider } from '../lib/admin-data.ts';
import { type ApiClient, ApiClientContext } from '../lib/api-client.ts';
import { PageSettingContext } from '../lib/page-setting.ts';
import { createAuthProvider } from './auth-provider.ts';
import { i18nProvider } from './i18n.ts';
import { LoginPage } from './login-page.tsx';
import { reaches, resources } from './menu.ts';
import { AdminNotFoundPage } from './not-found-page.tsx';
import { adminTheme } from './theme.tsx';

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
