import { useSyncExternalStore } from 'react';

/** The customer's token, kept in local storage as the spec says; a 401 or a logout clears it. */
const TOKEN_KEY = 'token';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const authToken = {
  // The server renders every page as a visitor's: it has no local storage.
  get: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY)),
  set: (token: string) => {
    localStorage.setItem(TOKEN_KEY, token);
    notify();
  },
  clearAll: () => {
    localStorage.clear();
    notify();
  },
  /** Told of every sign-in and sign-out, in this tab and in the shop's other tabs. */
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

const isSignedIn = () => authToken.get() !== null;
const unknownOnServer = () => undefined;

/**
 * Whether a customer is signed in; `undefined` while not yet known. Pages are rendered on the server as a
 * visitor's, and the browser's first render must match them, so the answer comes only after hydration.
 */
export function useSignedIn(): boolean | undefined {
  return useSyncExternalStore(authToken.subscribe, isSignedIn, unknownOnServer);
}
