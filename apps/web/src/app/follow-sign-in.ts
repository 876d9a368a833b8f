import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../features/catalogue/index.ts';
import { accountKeys } from '../features/profile/index.ts';
import { authToken } from '../lib/auth-token.ts';

/**
 * Keeps cached answers true to who is signed in: one customer's data never shows to the next, and a product read
 * as a visitor (the server renders pages as one) is read again to learn whether it is a favourite.
 */
export function followSignIn(queryClient: QueryClient): () => void {
  const refresh = () => {
    queryClient.removeQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.allProducts });
  };
  if (authToken.get()) void queryClient.invalidateQueries({ queryKey: catalogueKeys.allProducts });
  return authToken.subscribe(refresh);
}
