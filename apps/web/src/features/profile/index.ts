// What other features may use of the customer's profile: the keys of the customer's own data (the catalogue's
// favourites among them), the profile and the saved addresses (checkout picks one), and the address dialog's code,
// loaded when first wanted.
export { accountKeys } from './api/account-keys.ts';
export { useProfile } from './api/account-queries.ts';
export { useAddresses } from './api/use-addresses.ts';
export type { AddressDialogProps } from './components/address-dialog.tsx';

export const loadAddressDialog = async () => (await import('./components/address-dialog.tsx')).AddressDialog;
