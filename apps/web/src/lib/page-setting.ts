import { DESKTOP_MIN_PX } from '@shop/contract/constants';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a page needs to know about where it is shown, the same on the server and in the browser's first render:
 * the shop's address for links that leave the site, and whether the screen is a desktop's (the server guesses from
 * the browser's name, so phones get the phone layout in the HTML itself).
 */
export interface PageSetting {
  origin: string;
  desktop: boolean;
}

export const PageSettingContext = createContext<PageSetting>({ origin: '', desktop: false });

/** The shop's own address, e.g. for a product link inside a message. */
export const useSiteOrigin = () => useContext(PageSettingContext).origin;

const desktopQuery = `(min-width:${DESKTOP_MIN_PX}px)`;
const subscribeToDesktop = (onChange: () => void) => {
  const query = window.matchMedia(desktopQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The server's guess while the page hydrates, then the screen's real width. */
export function useDesktop(): boolean {
  const { desktop } = useContext(PageSettingContext);
  return useSyncExternalStore(
    subscribeToDesktop,
    () => window.matchMedia(desktopQuery).matches,
    () => desktop,
  );
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeToReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the visitor asked for less motion; the server assumes so, so nothing moves before the page is live. */
export const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
