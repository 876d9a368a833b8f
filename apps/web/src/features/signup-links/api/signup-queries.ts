import type { SignupForm } from '@shop/contract/signup-links';
import { signupLinksRoutes } from '@shop/contract/signup-links-routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-client.ts';

export const signupLinkKey = (code: string) => ['signup-link', code] as const;

/** What the store knew of the customer when it made the link; a used, expired or wrong code is not found. */
export function useSignupLink(code: string) {
  const api = useApi();
  return useQuery({
    queryKey: signupLinkKey(code),
    queryFn: ({ signal }) => api.call(signupLinksRoutes.read, { params: { code }, signal }),
    // A code found wrong stays wrong: the not-found page the server rendered is not turned back into a skeleton.
    retryOnMount: false,
  });
}

/** Sends the form with its code, as the spec's payload carries it; the answer is empty. */
export function useSubmitSignup(code: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (form: SignupForm) => api.call(signupLinksRoutes.submit, { params: { code }, body: { ...form, code } }),
  });
}
