/**
 * The query keys of the signed-in customer's own data, from one place. Every one starts with `all`, so that a
 * sign-out or another customer's sign-in drops them all at once.
 */
export const accountKeys = {
  all: ['me'] as const,
  profile: ['me', 'profile'] as const,
  favorites: ['me', 'favorites'] as const,
  favoritesPage: (page: number) => ['me', 'favorites', page] as const,
  addresses: ['me', 'addresses'] as const,
  addressesPage: (page: number, search: string) => ['me', 'addresses', { page, search }] as const,
  schedules: ['me', 'schedules'] as const,
  daySchedules: (day: string) => ['me', 'schedules', day] as const,
};
