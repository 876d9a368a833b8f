import type { Profile } from '@shop/contract/user';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api-client.ts';
import { authToken, useSignedIn } from './auth-token.ts';
import { ACCOUNT_KEY } from './follow-sign-in.ts';

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
