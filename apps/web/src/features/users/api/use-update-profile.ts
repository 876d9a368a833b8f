import { toasts } from '@shop/contract/toasts';
import type { ProfileUpdate } from '@shop/contract/users';
import { usersRoutes } from '@shop/contract/users-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { accountKeys } from './account-keys.ts';

/**
 * PATCH /api/users/me, as JSON or as a multipart form with the avatar; the answer replaces the cached profile, so the
 * sidebar and checkout see it at once. Each screen words its own toasts: the account form and the checkout's name
 * completion say different things.
 */
export function useUpdateProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileUpdate | FormData) => api.call(usersRoutes.updateProfile, { body: changes }),
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile, profile),
  });
}

/** The cropped picture, uploaded as the avatar; the server re-encodes and resizes it. */
export function useUpdateAvatar() {
  const update = useUpdateProfile();
  return {
    isPending: update.isPending,
    upload: (picture: Blob, onSaved: () => void) => {
      const form = new FormData();
      form.append('avatar', picture, 'avatar.jpg');
      update.mutate(form, {
        onSuccess: () => {
          toast(toasts.avatarUpdated, 'success');
          onSaved();
        },
        onError: () => toast(toasts.avatarUpdateFailed, 'error'),
      });
    },
  };
}
