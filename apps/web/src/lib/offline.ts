import { messages } from '@shop/contract/messages';
import { type ComponentType, lazy } from 'react';
import { toast } from './toast.ts';

/** Whether the device says it has no network; on the server, never. */
export const isDeviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function whenOnline(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
    // The network may have come back between the failure and now.
    if (!isDeviceOffline()) resolve();
  });
}

/**
 * Loads code the page fetches lazily. Offline, the customer is told so in the spec's words and the load is tried
 * again once the network is back, as often as it takes; other failures (a chunk gone after a deploy) are thrown.
 */
export async function loadWhenOnline<Loaded>(load: () => Promise<Loaded>): Promise<Loaded> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!isDeviceOffline()) throw error;
      toast(messages.offline, 'error');
      await whenOnline();
    }
  }
}

/**
 * React's `lazy` for a component that loads with `loadWhenOnline`. React keeps a failed load for good, so a part
 * loaded with plain `lazy` while offline would fail until the page is reloaded.
 */
export const lazyWhenOnline = <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  lazy(async () => ({ default: await loadWhenOnline(load) }));
