import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { toasterMounted } from '../../lib/toast.ts';

/** Where toasts appear: at the top, three at most, each for four seconds. */
export function Toaster() {
  useEffect(toasterMounted, []);
  return <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={4000} />;
}
