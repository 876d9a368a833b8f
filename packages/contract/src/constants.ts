/** Business constants of the spec's section 9. */
export const PAGE_SIZE = {
  homeProducts: 40,
  listingProducts: 30,
  suggestions: 20,
  favorites: 20,
  addresses: 20,
  announcements: 20,
  brands: 100,
  locations: 100,
  orders: 20,
  relatedProducts: 10,
  articles: 4,
} as const;

/** The most rows one list call returns, whatever `limit` asks for. */
export const MAX_PAGE_SIZE = 100;

/**
 * Products are counted exactly up to these many; past them the listing says «بیش از ۱٬۰۰۰ کالا». A search's count
 * tests every candidate's text, so it stops sooner (docs/decisions/0027).
 */
export const PRODUCT_COUNT_BOUND = { listing: 1000, search: 100 } as const;

export const SEARCH_SUGGESTIONS = { count: 5, debounceMs: 300 } as const;
export const PRICE_FILTER_DEBOUNCE_MS = 500;
export const PRICE_SLIDER_MIN_FALLBACK = 500;
export const RELATED_CAROUSEL = { autoplayMs: 5000, loopAbove: 5 } as const;
export const OTP_CODE_LENGTH = 4;
export const POSTAL_CODE_LENGTH = 10;
export const NATIONAL_CODE_LENGTH = 10;
export const MOBILE_NUMBER_LENGTH = 11;
export const WORKING_HOURS = { start: '09:00', end: '18:00' } as const;
export const SCROLL_TO_TOP_AFTER_PX = 400;
export const MARQUEE_DURATION_S = 20;
export const STORIES_LOOP_ABOVE = 10;
export const TRUNCATE_CHARS = 100;
export const DEFAULT_QUANTITY_STEP = 1;
export const WIDE_COLUMNS_MIN_PX = 711;
export const DESKTOP_MIN_PX = 1024;
export const SIGNUP_REDIRECT_DELAY_MS = 500;
