/**
 * The listing's sort options, without zod, so the storefront can show them without loading the schemas:
 * newest, cheapest, most expensive (by the price a customer pays).
 */
export const PRODUCT_ORDERINGS = ['-updated_at', '_price', '-_price'] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

export const productOrderingLabel: Record<ProductOrdering, string> = {
  '-updated_at': 'جدیدترین',
  _price: 'ارزان‌ترین',
  '-_price': 'گران‌ترین',
};
