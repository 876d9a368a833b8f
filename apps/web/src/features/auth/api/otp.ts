import { authRoutes } from '@shop/contract/auth-routes';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-client.ts';

/** What the sign-in screen hands the code screen (spec: navigation state carries ttl and phone number). */
export interface OtpScreenState {
  mobile_number: string;
  ttl: number;
  /** Where the customer was before signing in, to return there. */
  from?: string;
}

export const isOtpScreenState = (state: unknown): state is OtpScreenState =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as OtpScreenState).mobile_number === 'string' &&
  typeof (state as OtpScreenState).ttl === 'number';

/** Asks for a code by SMS; the answer's ttl is the countdown before another can be asked for. */
export function useSendCode() {
  const api = useApi();
  return useMutation({
    mutationFn: (mobileNumber: string) => api.call(authRoutes.signIn, { body: { mobile_number: mobileNumber } }),
  });
}

export function useVerifyCode() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { mobile_number: string; code: string }) => api.call(authRoutes.verify, { body }),
  });
}
