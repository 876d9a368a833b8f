import { STOCK_TYPES } from '@shop/contract/catalogue';
import { productTypeLabel, stockTypeLabel } from '@shop/contract/catalogue-admin';

/** The stock types as a select's choices, in Persian. */
export const stockTypeChoices = STOCK_TYPES.map((type) => ({ id: type, name: stockTypeLabel[type] }));

export const productTypeChoices = (['simple', 'variable'] as const).map((type) => ({ id: type, name: productTypeLabel[type] }));

export const publishedChoices = [
  { id: 'true', name: 'منتشرشده' },
  { id: 'false', name: 'پنهان' },
];
