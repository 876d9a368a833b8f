import { pageTexts, pageTitle } from '@shop/contract/page-meta';
import { useEffect } from 'react';
import { useGeneralSettings } from './store-settings.ts';

/** The browser tab names the page, then the store. */
export function usePageTitle(title: string | undefined) {
  const { data: settings } = useGeneralSettings();
  const storeTitle = settings?.store_title ?? pageTexts.storeTitle;
  useEffect(() => {
    if (title) document.title = pageTitle(title, storeTitle);
  }, [title, storeTitle]);
}
