import type { Profile } from '@shop/contract/user';
import { type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api-client.ts';
import { authToken, useSignedIn } from './auth-token.ts';

/** Every query of the signed-in customer's own data starts with this key, so a sign-out can drop them all. */
export const ACCOUNT_KEY = 'me';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: [ACCOUNT_KEY, 'profile'],
    queryFn: ({ signal }) => api.get<Profile>('/api/users/me', { signal }),
  });

/** The signed-in customer's profile; nothing is asked for a visitor. */
export function useProfile() {
  const signedIn = useSignedIn();
  return useQuery({ ...profileQueryOptions(), enabled: signedIn === true });
}

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

/**
 * Logs out: the server forgets the token, then local storage is cleared (spec section 4). The storage is cleared
 * even when the server cannot be reached, so a shared phone never stays signed in.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<void>('/api/users/logout', undefined, { silent: true }),
    onSettled: async () => {
      await navigate('/', { replace: true });
      authToken.clearAll();
    },
  });
}
