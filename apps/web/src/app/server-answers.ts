import type { DehydratedState } from '@tanstack/react-query';

/**
 * The answers a page rendered on the server was rendered from, dated `now`. The server forgets a page it keeps as
 * soon as anything on it changes (docs/decisions/0037), so its answers are as current as the page just received,
 * however long ago it was rendered. Dated as rendered, each answer older than its staleTime would be asked for again
 * the moment the page loads. Failed answers keep their date, and are asked for again as before.
 */
export function answersAsOfNow(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}
