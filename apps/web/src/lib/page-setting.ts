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
  /** Only on the server: where the page reports what HTML cannot say, its HTTP status (404 for a missing product). */
  report?: PageReport;
}

export interface PageReport {
  status?: number;
}

export const PageSettingContext = createContext<PageSetting>({ origin: '', desktop: false });

/** The shop's own address, e.g. for a product link inside a message. */
export const useSiteOrigin = () => useContext(PageSettingContext).origin;

/** A media query as a store React can read: its answer in the browser, `serverAnswer` on the server and while hydrating. */
function mediaQuery(query: string) {
  return {
    subscribe: (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    matches: () => window.matchMedia(query).matches,
  };
}

const desktopScreen = mediaQuery(`(min-width:${DESKTOP_MIN_PX}px)`);
const reducedMotion = mediaQuery('(prefers-reduced-motion: reduce)');

/** The server's guess while the page hydrates, then the screen's real width. */
export function useDesktop(): boolean {
  const { desktop } = useContext(PageSettingContext);
  return useSyncExternalStore(desktopScreen.subscribe, desktopScreen.matches, () => desktop);
}

/** Whether the visitor asked for less motion; the server assumes so, so nothing moves before the page is live. */
export const usePrefersReducedMotion = () => useSyncExternalStore(reducedMotion.subscribe, reducedMotion.matches, () => true);
