import createEmotionServer from '@emotion/server/create-instance';
import { type CreatePageRenderer, scriptJson } from '@shop/contract/page-render';
import { defaultShouldDehydrateQuery, dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type HydrationState, StaticRouterProvider } from 'react-router';
import { prefetchChrome } from './app/layout/app-layout.tsx';
import { createEmotionCache, createQueryClient, Providers } from './app/providers.tsx';
import { createRoutes, matchedPageModules, prefetchMatchedPages } from './app/router.tsx';
import { createApiClient, isNotFound, type Transport } from './lib/api-client.ts';
import type { PageReport } from './lib/page-setting.ts';

/** A product page asks for its product, then its variations and similar goods: three rounds of answers at most. */
const MAX_DATA_ROUNDS = 4;

/**
 * React writes the title, meta and link elements a page declares ahead of its markup when it renders less than a
 * whole document: they are the page's head.
 */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)*/;

/** Answers the browser renders the same page from: the data, and what was found not to exist. */
const shouldDehydrateQuery = (query: Query) => defaultShouldDehydrateQuery(query) || isNotFound(query.state.error);

/** A query the page switched off (e.g. the variations of a simple product) is not fetched for it either. */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Renders a page as the browser's first render will: the page is rendered, the answers its queries wait for are
 * fetched, and it is rendered again until nothing waits. Parts loaded lazily in the browser (the search box, the
 * contact menu) stay out of the HTML and appear once their code arrives.
 */
export const createPageRenderer: CreatePageRenderer = (fetchApi) => {
  // A page is rendered from what it reads: a write from the server's render is a fault, not a call.
  const transport: Transport = (url, init) =>
    init.method && init.method !== 'GET' ? Promise.reject(new Error(url)) : fetchApi(url);

  return async ({ url, origin, desktop }) => {
    const queryClient = createQueryClient();
    const api = createApiClient(transport);
    const routes = createRoutes(queryClient, api);
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, origin)));
    // The storefront's routes never redirect; a Response here is a loader's failure. A route's error is left for the
    // browser to meet again: the router's state goes to it as JSON, which carries no error objects.
    if (context instanceof Response) throw new Error(`the page ${url} answered ${context.status}`);
    if (context.errors) throw new Error(`the page ${url} failed on the server`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const emotionCache = createEmotionCache();
    const report: PageReport = {};
    // Made before rendering: it switches the cache from writing styles into the markup to collecting them.
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);

    const render = () => {
      // Each round reports afresh: a product still loading in an earlier round is found missing in a later one.
      delete report.status;
      return renderToString(
        <StrictMode>
          <Providers queryClient={queryClient} api={api} emotionCache={emotionCache} setting={{ origin, desktop, report }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StrictMode>,
      );
    };

    /** Fetches the queries still waiting, if any, whatever their answers: a failure is the page's to show. */
    const answerWaiting = () => {
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && isEnabled(query));
      return waiting.length ? Promise.all(waiting.map((query) => query.fetch().catch(() => undefined))) : undefined;
    };

    // The chrome's answers, the page's own and those the route's loaders asked for arrive before the first render: a
    // page is then rendered once, where it was rendered once to find its queries and again with their answers.
    const pageUrl = new URL(url, origin);
    await Promise.all([
      prefetchChrome(queryClient, api, pageUrl.pathname),
      prefetchMatchedPages(context.matches, pageUrl),
      answerWaiting(),
    ]);
    let body = render();
    for (let round = 1; round < MAX_DATA_ROUNDS; round++) {
      const answers = answerWaiting();
      if (!answers) break;
      await answers;
      body = render();
    }

    const routerState: HydrationState = { loaderData: context.loaderData, actionData: context.actionData };
    const head = body.match(LEADING_HEAD_ELEMENTS)?.[0] ?? '';
    body = body.slice(head.length);
    return {
      status: report.status ?? context.statusCode,
      head,
      body,
      modules: matchedPageModules(context.matches),
      styles: constructStyleTagsFromChunks(extractCriticalToChunks(body)),
      // Data, not scripts: the page's content security policy runs no inline script but the API's starter.
      state: [
        `<script id="query-state" type="application/json">${scriptJson(dehydrate(queryClient, { shouldDehydrateQuery }))}</script>`,
        `<script id="router-state" type="application/json">${scriptJson(routerState)}</script>`,
      ].join(''),
    };
  };
};
