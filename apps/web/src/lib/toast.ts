/** How a toast looks: the spec's errors, warnings, confirmations and notes. */
export type ToastVariant = 'error' | 'warning' | 'success' | 'info';

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** The toaster calls this once it is on screen; toasts asked for earlier wait for it. */
export const toasterMounted = () => markReady();

/**
 * Shows a toast. The toaster (notistack) loads after the page is live, so no page pays for it before its first
 * paint; a toast is only ever a reply to something that happened after that.
 */
export function toast(message: string, variant: ToastVariant = 'info'): void {
  // A page rendered on the server has no one to tell; the browser retries the call and tells its visitor.
  if (typeof document === 'undefined') return;
  void Promise.all([ready, import('notistack')]).then(([, { enqueueSnackbar }]) =>
    enqueueSnackbar(message, { variant, preventDuplicate: true }),
  );
}
