import { accountKeys } from '../../users/index.ts';

/** The query keys of the customer's saved addresses: under the account's key, so that a sign-out drops them. */
export const addressKeys = {
  all: [...accountKeys.all, 'addresses'] as const,
  page: (page: number, search: string) => [...accountKeys.all, 'addresses', { page, search }] as const,
};
