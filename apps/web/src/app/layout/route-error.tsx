import { messages } from '@shop/contract/messages';
import { PageHead } from '../../components/ui/page-head.tsx';
import { StatusPage } from './status-page.tsx';

/** The spec's 500 page for anything a page throws while rendering. */
export function RouteError() {
  return (
    <>
      <PageHead title={messages.somethingWentWrong} status={500} />
      <StatusPage code="۵۰۰" message={messages.somethingWentWrong} />
    </>
  );
}
