import { describe, expect, it } from 'vitest';
import { keptPageAddress } from './paths.ts';

describe('the address a page is kept under', () => {
  it('holds the path and only the query parameters the page reads, in one order', () => {
    expect(keptPageAddress('/products?utm_source=x&category=2&brand=1')).toBe('/products?brand=1&category=2');
    expect(keptPageAddress('/products?category=2&brand=1&fbclid=9')).toBe('/products?brand=1&category=2');
    expect(keptPageAddress('/products/12?utm=5')).toBe('/products/12');
    expect(keptPageAddress('/products/12/')).toBe('/products/12');
    expect(keptPageAddress('/catalogs?key=abc&ref=chat')).toBe('/catalogs?key=abc');
    expect(keptPageAddress('/?gclid=1#top')).toBe('/');
  });

  it('is none for a page of one person’s data', () => {
    for (const url of [
      '/signup_links?code=demo-once',
      '/order_tracking?key=a',
      '/checkout/success?order_key=1',
      '/checkout',
      '/profile',
      '/profile/orders/1',
      '/shop/cart',
      '/auth/signin',
    ]) {
      expect(keptPageAddress(url), url).toBeUndefined();
    }
    expect(keptPageAddress('/profilex')).toBe('/profilex');
  });
});
