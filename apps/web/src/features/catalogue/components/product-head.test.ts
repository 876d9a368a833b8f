import type { ProductDetail, Variation } from '@shop/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { offersOf } from './product-head.tsx';

const product: ProductDetail = {
  id: 7,
  name: 'فشارسنج',
  excerpt: '',
  description: '',
  price_note: '',
  featured_image: null,
  gallery: [],
  category: null,
  category_data: null,
  brand: null,
  regular_price: 100_000,
  sale_price: null,
  price: 100_000,
  discount: 0,
  in_stock: true,
  stock_type: 'unlimited',
  stock: null,
  quantity_step: 1,
  type: 'simple',
  updated_at: '2026-11-01T10:00:00.000Z',
  is_favorite: false,
  variable_attributes: [],
};

const variation = (id: number, price: number, more: Partial<Variation> = {}): Variation => ({
  id,
  featured_image: null,
  regular_price: price,
  sale_price: null,
  price,
  discount: 0,
  in_stock: true,
  stock_type: 'limited',
  stock: 3,
  quantity_step: 1,
  variation_attributes: [],
  ...more,
});

const url = 'https://salamat.example/products/7';

describe("a product's offers in its JSON-LD", () => {
  it('is one Offer at its price in Rials for a simple product', () => {
    expect(offersOf(product, undefined, url)).toEqual({
      '@type': 'Offer',
      url,
      price: 1_000_000,
      priceCurrency: 'IRR',
      availability: 'https://schema.org/InStock',
    });
  });

  it('is nothing buyable for a price on request', () => {
    expect(offersOf({ ...product, stock_type: 'call' }, undefined, url)).toBeUndefined();
  });

  it('spans a variable product’s variations: lowest, highest, how many, in stock if any is', () => {
    const variable = { ...product, type: 'variable' as const };
    const variations = [
      variation(1, 120_000, { in_stock: false, stock: 0 }),
      variation(2, 90_000),
      variation(3, 500_000, { stock_type: 'call' }),
    ];
    expect(offersOf(variable, variations, url)).toEqual({
      '@type': 'AggregateOffer',
      url,
      lowPrice: 900_000,
      highPrice: 1_200_000,
      offerCount: 2,
      priceCurrency: 'IRR',
      availability: 'https://schema.org/InStock',
    });
    expect(offersOf(variable, [variation(1, 90_000), variation(2, 90_000)], url)).toMatchObject({
      '@type': 'Offer',
      price: 900_000,
    });
    expect(offersOf(variable, [variation(1, 90_000, { in_stock: false, stock: 0 })], url)).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });
});
