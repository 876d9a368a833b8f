import { type ReactNode, Suspense, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * Shows `children` only in the browser once the page is live, and `fallback` in the server's HTML and while the page
 * hydrates: for parts whose code loads lazily (the search box, the contact menu), which then cost the first render
 * nothing and never leave the server's markup and the browser's first render apart.
 */
/** False in the server's HTML and while the page hydrates, then true: for controls that work only once live. */
export function useLive(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const live = useLive();
  return <Suspense fallback={fallback}>{live ? children : fallback}</Suspense>;
}
