import { toasts } from '@shop/contract/toasts';
import type { Profile } from '@shop/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../lib/account-queries.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** PATCH /api/users/me as multipart with the cropped picture; the server re-encodes and resizes it. */
export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (picture: Blob) => {
      const form = new FormData();
      form.append('avatar', picture, 'avatar.jpg');
      return api.patch<Profile>('/api/users/me', form);
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      toast(toasts.avatarUpdated, 'success');
    },
    onError: () => toast(toasts.avatarUpdateFailed, 'error'),
  });
}
