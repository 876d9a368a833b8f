import './lib/zod-without-eval.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { followSignIn } from './app/follow-sign-in.ts';
import { createEmotionCache, createQueryClient, Providers } from './app/providers.tsx';
import { createRoutes, loadMatchedRoutes } from './app/router.tsx';
import { answersAsOfNow } from './app/server-answers.ts';
import { leaveServerPage } from './components/ui/hydrate-on-visible.tsx';
import { listenForBack } from './components/ui/use-close-on-back.ts';
import { createApiClient } from './lib/api-client.ts';
import { isDeviceOffline } from './lib/offline.ts';

/** The server renders the page and sends the answers it rendered from; the browser takes the page over from there. */
async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const api = createApiClient();
  const answers = document.getElementById('query-state')?.textContent;
  if (answers) hydrate(queryClient, answersAsOfNow(JSON.parse(answers), Date.now()));
  followSignIn(queryClient);
  const routes = createRoutes(queryClient, api);
  const rendered = root.firstElementChild !== null;
  if (rendered) await loadMatchedRoutes(routes, window.location);
  // Before the router's own listener, so that a Back that only closes an overlay never reaches the router.
  listenForBack();
  const routerState = document.getElementById('router-state')?.textContent;
  const router = createBrowserRouter(routes, routerState ? { hydrationData: JSON.parse(routerState) } : {});
  const stopWatching = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key !== 'default') {
      leaveServerPage();
      stopWatching();
    }
  });
  const app = (
    <StrictMode>
      <Providers
        queryClient={queryClient}
        api={api}
        emotionCache={createEmotionCache()}
        setting={{ origin: root.dataset.origin ?? window.location.origin, desktop: root.dataset.layout === 'desktop' }}
      >
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

// The server inlines the entry's stylesheet, which Vite's loader does not see and fetches again before lazily loaded
// code (even code already loaded); offline that fetch fails though the styles are on the page, and must not fail the
// code's load (a toast, a dialog). Code that is really missing still fails its import.
window.addEventListener('vite:preloadError', (event) => {
  if (isDeviceOffline()) event.preventDefault();
});

const root = document.getElementById('root');
if (root) void start(root);
