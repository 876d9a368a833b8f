import { CacheProvider } from '@emotion/react';
import { Admin, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router';
import { createEmotionCache } from '../app/providers.tsx';
import { paymentMethodsResource } from '../features/checkout/admin/payment-methods.tsx';
import { shippingMethodsResource } from '../features/checkout/admin/shipping-methods.tsx';
import { announcementsResource } from '../features/home/admin/announcements.tsx';
import { articlesResource } from '../features/home/admin/articles.tsx';
import { storyGroupsResource, storyItemsResource } from '../features/home/admin/stories.tsx';
import { settingsResource } from '../features/info/admin/settings.tsx';
import { dataProvider } from '../lib/admin-data.ts';
import { auditResource } from './audit-list.tsx';
import { authProvider } from './auth-provider.ts';
import { i18nProvider } from './i18n.ts';
import { LoginPage } from './login-page.tsx';
import { adminTheme } from './theme.ts';

const resources = [
  storyGroupsResource,
  storyItemsResource,
  announcementsResource,
  articlesResource,
  shippingMethodsResource,
  paymentMethodsResource,
  settingsResource,
  auditResource,
];

/** The back office at /admin: react-admin over /api/admin, right to left in the storefront's look. */
export function AdminApp() {
  return (
    <CacheProvider value={createEmotionCache()}>
      {/* Real addresses under /admin (react-admin's default router would put them after a #). */}
      <BrowserRouter basename="/admin">
        <Admin
          title="مدیریت فروشگاه"
          dataProvider={dataProvider}
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
