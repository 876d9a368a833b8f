import { messages } from '@shop/contract/messages';
import { PageHead } from '../../components/ui/page-head.tsx';
import { StatusPage } from './status-page.tsx';

export function NotFoundPage() {
  return (
    <>
      <PageHead title={messages.pageNotFound} status={404} />
      <StatusPage code="۴۰۴" message={messages.pageNotFound} />
    </>
  );
}
