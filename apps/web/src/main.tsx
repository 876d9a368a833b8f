import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { followSignIn } from './app/follow-sign-in.ts';
import { createEmotionCache, createQueryClient, Providers } from './app/providers.tsx';
import { createRoutes, loadMatchedRoutes } from './app/router.tsx';
import { leaveServerPage } from './components/ui/hydrate-on-visible.tsx';

/** The server renders the page and sends the answers it rendered from; the browser takes the page over from there. */
async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const answers = document.getElementById('query-state')?.textContent;
  if (answers) hydrate(queryClient, JSON.parse(answers));
  followSignIn(queryClient);
  const routes = createRoutes(queryClient);
  const rendered = root.firstElementChild !== null;
  if (rendered) await loadMatchedRoutes(routes, window.location);
  const router = createBrowserRouter(routes);
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
        emotionCache={createEmotionCache()}
        setting={{ origin: window.location.origin, desktop: root.dataset.layout === 'desktop' }}
      >
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (rendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

const root = document.getElementById('root');
if (root) void start(root);
