import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { paths } from '@shop/contract/paths';
import { toasts } from '@shop/contract/toasts';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSignedIn } from '../lib/auth-token.ts';
import { toast } from '../lib/toast.ts';

/** The spec's guard: profile and checkout routes send a visitor without a token to the home page. */
export function SignedInOnly() {
  const signedIn = useSignedIn();
  // A visitor who came to a guarded page is told why they are sent home; a customer who just logged out is not.
  const wasSignedIn = useRef(false);
  if (signedIn) wasSignedIn.current = true;
  useEffect(() => {
    if (signedIn === false && !wasSignedIn.current) toast(toasts.signInNeeded, 'warning');
  }, [signedIn]);
  // Server-rendered pages are a visitor's; the token is known only once the browser has taken the page over.
  if (signedIn === undefined) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label="در حال بارگذاری" />
      </Box>
    );
  }
  return signedIn ? <Outlet /> : <Navigate to={paths.home} replace />;
}
