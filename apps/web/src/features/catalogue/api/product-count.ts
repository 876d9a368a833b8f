import type { ProductList } from '@shop/contract/catalogue';
import { PAGE_SIZE } from '@shop/contract/constants';
import { formatNumber } from '@shop/contract/persian';

/** «۱۲ کالا», or «بیش از ۱٬۰۰۰ کالا» where the shop stops counting (docs/decisions/0027). */
export const productCountText = ({ count, count_is_exact }: Pick<ProductList, 'count' | 'count_is_exact'>) =>
  `${count_is_exact ? '' : 'بیش از '}${formatNumber(count)} کالا`;

/** Pages to offer: every page of an exact count; past the bound, those counted and then one more while more follow. */
export function listingPageCount(list: ProductList, page: number): number {
  const counted = Math.ceil(list.count / PAGE_SIZE.listingProducts);
  return list.count_is_exact ? counted : Math.max(counted, page + (list.next ? 1 : 0));
}
