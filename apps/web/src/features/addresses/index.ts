// What other features may use of the saved addresses: the list (checkout picks one), and the address dialog's code,
// loaded when first wanted.
export { useAddresses } from './api/use-addresses.ts';
export type { AddressDialogProps } from './components/address-dialog.tsx';

export const loadAddressDialog = async () => (await import('./components/address-dialog.tsx')).AddressDialog;
