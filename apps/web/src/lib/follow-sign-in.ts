import type { QueryClient } from '@tanstack/react-query';
import { authToken } from './auth-token.ts';

/** Every query of the signed-in customer's own data starts with this key, so a sign-out can drop them all. */
export const ACCOUNT_KEY = 'me';

/**
 * Keeps cached answers true to who is signed in: one customer's data never shows to the next, and a product read
 * as a visitor (the server renders pages as one) is read again to learn whether it is a favourite.
 */
export function followSignIn(queryClient: QueryClient): () => void {
  const refresh = () => {
    queryClient.removeQueries({ queryKey: [ACCOUNT_KEY] });
    void queryClient.invalidateQueries({ queryKey: ['product'] });
  };
  if (authToken.get()) void queryClient.invalidateQueries({ queryKey: ['product'] });
  return authToken.subscribe(refresh);
}
