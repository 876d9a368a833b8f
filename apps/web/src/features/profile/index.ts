// What other features may use of the customer's profile: the favourite toggle and the keys of the customer's own data.
export { accountKeys } from './api/account-keys.ts';
export { useFavoriteToggle } from './api/favorite-queries.ts';
