import type { ProductSummary } from '@shop/contract/catalogue';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProductCard } from './product-card.tsx';

/** A variable product saved before it had a variation: nothing to sell, at no price. */
const withoutVariations: ProductSummary = {
  id: 7,
  name: 'کیف کمک‌های اولیه',
  excerpt: '',
  featured_image: null,
  category: null,
  category_data: null,
  brand: null,
  regular_price: 0,
  sale_price: null,
  price: 0,
  discount: 0,
  in_stock: false,
  stock_type: 'out_of_stock',
  stock: null,
  quantity_step: 1,
  type: 'variable',
  updated_at: '2026-10-27T07:00:00.000Z',
  is_favorite: false,
};

const card = (product: ProductSummary) =>
  renderToString(
    <StaticRouter location="/">
      <ProductCard product={product} />
    </StaticRouter>,
  );

describe('a product card', () => {
  it('says «ناموجود» for a product with nothing to sell at no price, never «۰ تومان»', () => {
    const html = card(withoutVariations);
    expect(html).toContain('ناموجود');
    expect(html).not.toContain('تومان');
  });

  it('keeps the price of a product that sold out', () => {
    const html = card({ ...withoutVariations, type: 'simple', regular_price: 90_000, price: 90_000 });
    expect(html).toContain('ناموجود');
    expect(html).toContain('۹۰٬۰۰۰');
    expect(html).toContain('تومان');
  });
});
