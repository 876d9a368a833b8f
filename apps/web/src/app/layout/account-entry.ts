import { paths } from '@shop/contract/paths';
import { useLocation } from 'react-router';
import { useSignedIn } from '../../lib/auth-token.ts';

/**
 * 'Sign in' for a visitor, the profile for a customer, as the header and the phone menu offer it. Pages come from
 * the server as a visitor's; after signing in, the customer comes back to the page they were on.
 */
export function useAccountEntry(): { to: string; label: string; state: { from: string } | undefined } {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  return signedIn
    ? { to: paths.account, label: 'حساب کاربری', state: undefined }
    : { to: paths.signIn, label: 'ورود', state: pathname.startsWith('/auth/') ? undefined : { from: pathname } };
}
