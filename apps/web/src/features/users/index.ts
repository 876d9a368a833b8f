// What other features may use of the signed-in customer: the key that every key of their own data starts with (the
// catalogue's favourites' are here too), and the profile (checkout sends a customer without a name to give one first).
export { accountKeys } from './api/account-keys.ts';
export { useProfile } from './api/account-queries.ts';
