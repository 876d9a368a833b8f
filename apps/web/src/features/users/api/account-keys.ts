/**
 * The query keys of the signed-in customer's own data. Every one starts with `all` (the addresses', schedules' and
 * orders' keys too), so that a sign-out or another customer's sign-in drops them all at once.
 */
export const accountKeys = {
  all: ['me'] as const,
  profile: ['me', 'profile'] as const,
  favorites: ['me', 'favorites'] as const,
  favoritesPage: (page: number) => ['me', 'favorites', page] as const,
};
