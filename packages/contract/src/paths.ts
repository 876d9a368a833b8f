/**
 * The storefront's pages, named once: the web app's router and links use them, and so does the API wherever it
 * points a customer or a crawler at a page (sitemap, robots, links sent in messages).
 */
export const paths = {
  home: '/',
  products: '/products',
  /** The listing filtered as a customer would filter it; values are the listing's own query parameters. */
  listing: (filters: { category?: number; brand?: number; search?: string }) => {
    const query = Object.entries(filters)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('&');
    return query ? `/products?${query}` : '/products';
  },
  product: (id: number) => `/products/${id}`,
  contacts: '/contacts',
  about: '/abouts',
  signIn: '/auth/signin',
  otp: '/auth/otp',
  profile: '/profile',
  account: '/profile/account',
  addresses: '/profile/address',
  favorites: '/profile/favorites',
  schedules: '/profile/schedules',
  orders: '/profile/orders',
  order: (id: number) => `/profile/orders/${id}`,
  /** Where a customer without a name gives one before checking out. */
  nameCompletion: '/shop/profile',
  cart: '/shop/cart',
  checkout: '/checkout',
  /** Where a placed or paid order lands, and where a payment that did not go through does. */
  checkoutSuccess: (orderKey: string) => `/checkout/success?order_key=${encodeURIComponent(orderKey)}`,
  /** The payment did not go through: the order (by its key) is offered to pay again or to put back in the cart. */
  checkoutFailed: (orderKey?: string) =>
    orderKey ? `/checkout/failed?order_key=${encodeURIComponent(orderKey)}` : '/checkout/failed',
  /** The bank's answer is not known yet: the page waits for the shop to learn it. */
  checkoutPending: (orderKey: string) => `/checkout/pending?order_key=${encodeURIComponent(orderKey)}`,
  /** An order's public page, by its unguessable key. */
  orderTracking: (key: string) => `/order_tracking?key=${encodeURIComponent(key)}`,
  /** A shareable catalogue, by its unguessable key. */
  catalogue: (key: string) => `/catalogs?key=${encodeURIComponent(key)}`,
  /** A new customer's registration form, pre-filled from the link the store sent them. */
  signupLink: (code: string) => `/signup_links?code=${encodeURIComponent(code)}`,
  /** An order in the back office, as the text to staff about a new order links it. */
  backOfficeOrder: (id: number) => `/admin/orders/${id}/show`,
} as const;

/** The router's patterns for pages that take a parameter in their path. */
export const pathPatterns = {
  product: '/products/:id',
  order: '/profile/orders/:id',
  checkoutSuccess: '/checkout/success',
  checkoutFailed: '/checkout/failed',
  checkoutPending: '/checkout/pending',
  orderTracking: '/order_tracking',
  catalogue: '/catalogs',
  signupLink: '/signup_links',
} as const;

/**
 * Pages of the customer's own and the steps of buying: nothing a search result should show. `/shop/` holds the cart
 * and the name completion.
 */
export const privatePathPrefixes = [paths.profile, paths.checkout, '/shop/', '/auth/'] as const;

/** The public pages a sitemap lists besides categories and products. */
export const publicPaths = [paths.home, paths.products, paths.contacts, paths.about] as const;

/** The query parameters the listing reads (`limit` is the spec's older name for `page`); any other leaves it as it is. */
export const listingQueryKeys = [
  'search',
  'category',
  'brand',
  'has_discount',
  'in_stock',
  'price__gt',
  'price__lt',
  'id',
  'ordering',
  'page',
  'limit',
] as const;

/**
 * Pages that show one person's data, rendered afresh every time so that it is gone the moment it is: a customer's own
 * pages and the steps of buying, a signup link's pre-filled form, an order's tracking page.
 */
const unkeptPages = [
  ...privatePathPrefixes.map((prefix) => (prefix.endsWith('/') ? prefix : `${prefix}/`)),
  '/signup_links/',
  '/order_tracking/',
];

/** The query parameters each page reads; a page not named reads none. */
const pageQueryKeys: Record<string, readonly string[]> = {
  [paths.products]: listingQueryKeys,
  [pathPatterns.catalogue]: ['key'],
};

/**
 * The address a page the same for every visitor is kept and rendered under: its path and the query parameters it
 * reads, in one order. A campaign's tag or any parameter no page reads makes no new page to render, and a page that
 * reads a parameter not named in `pageQueryKeys` shows everyone its default rather than someone else's. Undefined
 * for a page never kept.
 */
export function keptPageAddress(url: string): string | undefined {
  const [pathname = '/', search = ''] = url.split('#', 1)[0]?.split('?', 2) ?? [];
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (unkeptPages.some((prefix) => `${path}/`.startsWith(prefix))) return undefined;
  const read = pageQueryKeys[path] ?? [];
  // The parameters as they were written, each whole, in the order of their names.
  const kept = search
    .split('&')
    .filter((pair) => read.includes(pair.split('=', 1)[0] ?? ''))
    .sort();
  return kept.length ? `${path}?${kept.join('&')}` : path;
}
