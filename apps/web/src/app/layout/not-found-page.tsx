import { messages } from '@shop/contract/messages';
import { pageTexts, pageTitle } from '@shop/contract/page-meta';
import { useEffect } from 'react';
import { StatusPage } from './status-page.tsx';

export function NotFoundPage() {
  useEffect(() => {
    document.title = pageTitle(messages.pageNotFound, pageTexts.storeTitle);
  }, []);
  return <StatusPage code="۴۰۴" message={messages.pageNotFound} />;
}
