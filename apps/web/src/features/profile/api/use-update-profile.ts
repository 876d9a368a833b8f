import type { Profile, ProfileUpdate } from '@shop/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/account-queries.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * PATCH /api/users/me as JSON; the answer replaces the cached profile, so the sidebar and checkout see it at once.
 * Each screen words its own toasts: the account form and the checkout's name completion say different things.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate) => api.patch<Profile>('/api/users/me', changes),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
