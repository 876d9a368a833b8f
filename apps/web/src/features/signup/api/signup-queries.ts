import type { SignupForm, SignupLink } from '@shop/contract/signup';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const signupLinkKey = (code: string) => ['signup-link', code] as const;

const linkUrl = (code: string) => `/api/users/public/signup_links/${encodeURIComponent(code)}`;

/** What the store knew of the customer when it made the link; a used, expired or wrong code is not found. */
export function useSignupLink(code: string) {
  return useQuery({
    queryKey: signupLinkKey(code),
    queryFn: ({ signal }) => api.get<SignupLink>(linkUrl(code), { signal }),
    // A code found wrong stays wrong: the not-found page the server rendered is not turned back into a skeleton.
    retryOnMount: false,
  });
}

/** Sends the form with its code, as the spec's payload carries it; the answer is empty. */
export function useSubmitSignup(code: string) {
  return useMutation({
    mutationFn: (form: SignupForm) => api.post<null>(linkUrl(code), { ...form, code }),
  });
}
