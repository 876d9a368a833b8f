import { messages } from '@shop/contract/messages';
import { useEffect } from 'react';
import { OfflineNotice } from '../../components/ui/offline-notice.tsx';
import { PageHead } from '../../components/ui/page-head.tsx';
import { StatusPage } from '../../components/ui/status-page.tsx';
import { isDeviceOffline } from '../../lib/offline.ts';

/**
 * The spec's 500 page for anything a page throws while rendering. Offline, the likeliest cause is code that could not
 * load, which React keeps failed for good: the page says so in the spec's words and loads afresh once the network is
 * back (lazily loaded code is meant to wait for it instead, see lib/offline.ts; this catches what does not).
 */
export function RouteError() {
  return isDeviceOffline() ? <ReloadWhenOnline /> : <ServerError />;
}

function ServerError() {
  return (
    <>
      <PageHead title={messages.somethingWentWrong} status={500} />
      <StatusPage code="۵۰۰" message={messages.somethingWentWrong} />
    </>
  );
}

function ReloadWhenOnline() {
  useEffect(() => {
    const reload = () => window.location.reload();
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return <OfflineNotice />;
}
