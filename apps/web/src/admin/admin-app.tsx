import { CacheProvider } from '@emotion/react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router';
import { createEmotionCache } from '../app/providers.tsx';
import { Dashboard } from '../features/orders/admin/dashboard.tsx';
import { ordersResource } from '../features/orders/admin/orders-resource.ts';
import { dataProvider } from '../lib/admin-data.ts';
import { auditResource } from './audit-list.tsx';
import { authProvider } from './auth-provider.ts';
import { i18nProvider } from './i18n.ts';
import { LoginPage } from './login-page.tsx';
import { adminTheme } from './theme.ts';

const resources = [ordersResource, auditResource];

/** The back office at /admin: react-admin over /api/admin, right to left in the storefront's look. */
export function AdminApp() {
  return (
    <CacheProvider value={createEmotionCache()}>
      {/* Real addresses under /admin (react-admin's default router would put them after a #). */}
      <BrowserRouter basename="/admin">
        <Admin
          title="مدیریت فروشگاه"
          dataProvider={dataProvider}
          dashboard={Dashboard}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          loginPage={LoginPage}
          theme={adminTheme}
          requireAuth
          disableTelemetry
        >
          {resources.map(({ name, ...resource }) => (
            <Resource key={name} name={name} {...resource} />
          ))}
        </Admin>
      </BrowserRouter>
    </CacheProvider>
  );
}
