import type { QueryClient } from '@tanstack/react-query';
import { cartKeys } from '../features/cart/index.ts';
import { catalogueKeys } from '../features/catalogue/index.ts';
// The keys alone rather than the users' index: this file is in every page's first script, and so would be whatever
// the index names (the profile's read, with its routes).
import { accountKeys } from '../features/users/api/account-keys.ts';
import { authToken } from '../lib/auth-token.ts';

/**
 * Keeps cached answers true to who is signed in: one customer's data (their account, their cart) never shows to the
 * next, and a product read as a visitor (the server renders pages as one) is read again to learn whether it is a
 * favourite.
 */
export function followSignIn(queryClient: QueryClient): () => void {
  const refresh = () => {
    queryClient.removeQueries({ queryKey: accountKeys.all });
    queryClient.removeQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.allProducts });
  };
  if (authToken.get()) void queryClient.invalidateQueries({ queryKey: catalogueKeys.allProducts });
  return authToken.subscribe(refresh);
}
