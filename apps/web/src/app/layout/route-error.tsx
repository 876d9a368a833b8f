import { messages } from '@shop/contract/messages';
import { StatusPage } from './status-page.tsx';

/** The spec's 500 page for anything a page throws while rendering. */
export function RouteError() {
  return <StatusPage code="۵۰۰" message={messages.somethingWentWrong} />;
}
