import type { GeneralSettings } from '@shop/contract/settings';
import { useEffect, useState } from 'react';

/** Until the storefront lands: the store's name from the API, proving the build, the API and the fallback work. */
export function App() {
  const [settings, setSettings] = useState<GeneralSettings | null>(null);
  useEffect(() => {
    fetch('/api/settings/general')
      .then((response) => (response.ok ? response.json() : null))
      .then(setSettings, () => setSettings(null));
  }, []);
  return (
    <main style={{ fontFamily: 'sans-serif', textAlign: 'center', padding: '3rem 1rem' }}>
      <h1>{settings?.store_title ?? 'فروشگاه تجهیزات پزشکی'}</h1>
      <p>
        ویترین فروشگاه به‌زودی؛ مستندات API در <a href="/api/docs">/api/docs</a>
      </p>
    </main>
  );
}
