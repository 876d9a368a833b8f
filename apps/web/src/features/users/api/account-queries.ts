import { authRoutes } from '@shop/contract/auth-routes';
import { paths } from '@shop/contract/paths';
import { usersRoutes } from '@shop/contract/users-routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/api-client.ts';
import { authToken, useSignedIn } from '../../../lib/auth-token.ts';
import { accountKeys } from './account-keys.ts';

/** The signed-in customer's profile; nothing is asked for a visitor. */
export function useProfile() {
  const api = useApi();
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => api.call(usersRoutes.profile, { signal }),
    enabled: signedIn === true,
  });
}

/**
 * Logs out: the server forgets the token, then local storage is cleared (spec section 4). The storage is cleared
 * even when the server cannot be reached, so a shared phone never stays signed in.
 */
export function useLogout() {
  const api = useApi();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call(authRoutes.logout, { silent: true }),
    onSettled: async () => {
      await navigate(paths.home, { replace: true });
      authToken.clearAll();
    },
  });
}
