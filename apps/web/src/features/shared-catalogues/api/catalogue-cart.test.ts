import type { CatalogueItem, CatalogueItemAvailability } from '@shop/contract/shared-catalogues';
import { describe, expect, it } from 'vitest';
import { priceCart } from './catalogue-cart.ts';
import { orderMessage } from './order-message.ts';

const item = (id: number, availability: CatalogueItemAvailability, price: { regular: number; sale?: number }): CatalogueItem => ({
  id,
  notes: '',
  availability,
  product_data: {
    id: id * 10,
    name: `فشارسنج ${id}`,
    excerpt: '',
    featured_image: null,
    category: null,
    category_data: null,
    brand: null,
    regular_price: price.regular,
    sale_price: price.sale ?? null,
    price: price.sale ?? price.regular,
    discount: price.regular - (price.sale ?? price.regular),
    in_stock: availability !== 'out_of_stock',
    stock_type: availability === 'call' ? 'call' : 'unlimited',
    stock: null,
    quantity_step: 1,
    type: 'simple',
    updated_at: '2026-11-01T08:30:00.000Z',
    is_favorite: false,
  },
});

const catalogue = [
  item(1, 'available', { regular: 100_000, sale: 90_000 }),
  item(2, 'available', { regular: 20_000 }),
  item(3, 'out_of_stock', { regular: 50_000 }),
];

describe('priceCart', () => {
  it('prices the lines from the catalogue as it is now, and sums them', () => {
    const cart = priceCart(
      [
        { id: 1, product: 10, quantity: 2, notes: '' },
        { id: 2, product: 20, quantity: 5, notes: 'آبی' },
      ],
      catalogue,
    );
    expect(cart.lines.map((line) => [line.unit_price, line.discount, line.subtotal, line.total])).toEqual([
      [90_000, 20_000, 200_000, 180_000],
      [20_000, 0, 100_000, 100_000],
    ]);
    expect(cart).toMatchObject({ count: 2, subtotal: 300_000, discount: 20_000, total: 280_000 });
  });

  it('leaves out lines whose item sold out, left the catalogue or now holds another product', () => {
    const cart = priceCart(
      [
        { id: 3, product: 30, quantity: 1, notes: '' },
        { id: 4, product: 40, quantity: 1, notes: '' },
        { id: 2, product: 99, quantity: 1, notes: '' },
      ],
      catalogue,
    );
    expect(cart).toMatchObject({ lines: [], count: 0, total: 0 });
  });
});

describe('orderMessage', () => {
  it('numbers the lines with name, quantity, link and note, and ends with the total', () => {
    const cart = priceCart(
      [
        { id: 1, product: 10, quantity: 2, notes: ' با فاکتور ' },
        { id: 2, product: 20, quantity: 5, notes: '' },
      ],
      catalogue,
    );
    expect(orderMessage('کاتالوگ درمانگاه', cart, 'https://shop.example')).toBe(
      [
        'سلام، سفارش از کاتالوگ «کاتالوگ درمانگاه»:',
        '۱. فشارسنج 1\nتعداد: ۲\nhttps://shop.example/products/10\nیادداشت: با فاکتور',
        '۲. فشارسنج 2\nتعداد: ۵\nhttps://shop.example/products/20',
        'جمع: ۲۸۰٬۰۰۰ تومان',
      ].join('\n\n'),
    );
  });
});
