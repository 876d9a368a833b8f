import type { Variation } from '@shop/contract/catalogue';
import type { CatalogueItem, CatalogueItemAvailability } from '@shop/contract/shared-catalogues';
import { describe, expect, it } from 'vitest';
import { priceCart } from './catalogue-cart.ts';
import { orderChannels } from './order-channels.ts';
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
  variable_attributes: [],
  variations: [],
});

const size = { id: 1, name: 'سایز' };
const colour = { id: 2, name: 'رنگ' };
const variation = (
  id: number,
  values: [number, string, number, string],
  price: number,
  stock: Partial<Variation> = {},
): Variation => ({
  id,
  featured_image: null,
  regular_price: price,
  sale_price: null,
  price,
  discount: 0,
  in_stock: true,
  stock_type: 'unlimited',
  stock: null,
  quantity_step: 1,
  variation_attributes: [
    { attribute: size, value: { id: values[0], value: values[1] } },
    { attribute: colour, value: { id: values[2], value: values[3] } },
  ],
  ...stock,
});

/** A cuff in sizes M and L (whose Latin letters and digits stay as the supplier writes them) and two colours. */
const cuff: CatalogueItem = {
  ...item(5, 'available', { regular: 950_000 }),
  product_data: { ...item(5, 'available', { regular: 950_000 }).product_data, name: 'کاف فشارسنج W10', type: 'variable' },
  variable_attributes: [
    {
      id: 1,
      attribute: size,
      values: [
        { id: 11, value: 'M' },
        { id: 12, value: 'L' },
      ],
    },
    {
      id: 2,
      attribute: colour,
      values: [
        { id: 21, value: 'سفید' },
        { id: 22, value: 'مشکی' },
      ],
    },
  ],
  variations: [
    variation(501, [11, 'M', 21, 'سفید'], 950_000, { stock_type: 'limited', stock: 3 }),
    variation(502, [12, 'L', 22, 'مشکی'], 1_250_000),
    variation(503, [12, 'L', 21, 'سفید'], 1_300_000, { in_stock: false, stock_type: 'out_of_stock' }),
  ],
};

const catalogue = [
  item(1, 'available', { regular: 100_000, sale: 90_000 }),
  item(2, 'available', { regular: 20_000 }),
  item(3, 'out_of_stock', { regular: 50_000 }),
];

describe('priceCart', () => {
  it('prices the lines from the catalogue as it is now, and sums them', () => {
    const cart = priceCart(
      [
        { id: 1, product: 10, variation: null, quantity: 2, notes: '' },
        { id: 2, product: 20, variation: null, quantity: 5, notes: 'آبی' },
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
        { id: 3, product: 30, variation: null, quantity: 1, notes: '' },
        { id: 4, product: 40, variation: null, quantity: 1, notes: '' },
        { id: 2, product: 99, variation: null, quantity: 1, notes: '' },
      ],
      catalogue,
    );
    expect(cart).toMatchObject({ lines: [], count: 0, total: 0 });
  });

  it('prices a variable product`s line at its variation, named by its values, one line per variation', () => {
    const cart = priceCart(
      [
        { id: 5, product: 50, variation: 501, quantity: 2, notes: '' },
        { id: 5, product: 50, variation: 502, quantity: 1, notes: '' },
      ],
      [cuff],
    );
    expect(cart.lines.map((line) => [line.variation_label, line.unit_price, line.total, line.offer.stock])).toEqual([
      ['سایز: M، رنگ: سفید', 950_000, 1_900_000, 3],
      ['سایز: L، رنگ: مشکی', 1_250_000, 1_250_000, null],
    ]);
    expect(cart).toMatchObject({ count: 2, total: 3_150_000 });
  });

  it('leaves out a variable product`s line without a variation, or with one sold out or gone, and a simple one with a variation', () => {
    const cart = priceCart(
      [
        { id: 5, product: 50, variation: null, quantity: 1, notes: '' },
        { id: 5, product: 50, variation: 503, quantity: 1, notes: '' },
        { id: 5, product: 50, variation: 599, quantity: 1, notes: '' },
        { id: 1, product: 10, variation: 501, quantity: 1, notes: '' },
      ],
      [cuff, ...catalogue],
    );
    expect(cart).toMatchObject({ lines: [], count: 0, total: 0 });
  });
});

describe('orderMessage', () => {
  it('numbers the lines with name, quantity, link and note, and ends with the total', () => {
    const cart = priceCart(
      [
        { id: 1, product: 10, variation: null, quantity: 2, notes: ' با فاکتور ' },
        { id: 2, product: 20, variation: null, quantity: 5, notes: '' },
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

describe('orderMessage with variations', () => {
  it('names the chosen variation and its price under the product, keeping the digits of its values', () => {
    const cart = priceCart([{ id: 5, product: 50, variation: 502, quantity: 2, notes: '' }], [cuff]);
    expect(orderMessage('کاتالوگ کاف', cart, 'https://shop.example')).toBe(
      [
        'سلام، سفارش از کاتالوگ «کاتالوگ کاف»:',
        '۱. کاف فشارسنج W10\nسایز: L، رنگ: مشکی\nقیمت: ۱٬۲۵۰٬۰۰۰ تومان\nتعداد: ۲\nhttps://shop.example/products/50',
        'جمع: ۲٬۵۰۰٬۰۰۰ تومان',
      ].join('\n\n'),
    );
  });
});

describe('orderChannels', () => {
  const settings = {
    store_title: 'سپید',
    contacts_store_tel: '',
    contacts_sale_manager_tel: '',
    contacts_support_tel: '',
    contacts_store_address: '',
    contacts_store_email: '',
    contacts_store_whatsapp: '989121234567',
    whatsapp: '989121234567',
    sms: '',
    telegram: 'sepidmed',
    eitaa: 'sepid_eitaa',
    bale: 'sepid_bale',
    instagram: 'sepidmed',
    license_enamad: '',
    blog_url: '',
    store_latitude: null,
    store_longitude: null,
  };

  it('offers every messenger the store is on, the message typed in where the link takes it', () => {
    expect(orderChannels(settings, 'سلام ۱')).toEqual([
      {
        key: 'whatsapp',
        label: 'واتس‌اپ',
        href: `https://wa.me/989121234567?text=${encodeURIComponent('سلام ۱')}`,
        prefilled: true,
      },
      { key: 'telegram', label: 'تلگرام', href: `https://t.me/sepidmed?text=${encodeURIComponent('سلام ۱')}`, prefilled: true },
      { key: 'eitaa', label: 'ایتا', href: 'https://eitaa.com/sepid_eitaa', prefilled: false },
      { key: 'bale', label: 'بله', href: 'https://ble.ir/sepid_bale', prefilled: false },
    ]);
  });

  it('leaves out the messengers the store left empty', () => {
    const onlyBale = { ...settings, contacts_store_whatsapp: '', whatsapp: '', telegram: '', eitaa: '' };
    expect(orderChannels(onlyBale, 'سلام').map((channel) => channel.key)).toEqual(['bale']);
    expect(orderChannels(undefined, 'سلام')).toEqual([]);
  });
});
