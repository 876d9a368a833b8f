import { paths } from '@shop/contract/paths';
import { formatNumber, formatToman } from '@shop/contract/persian';
import type { CatalogueCartView } from './catalogue-cart.ts';

/**
 * The chat message a catalogue's cart is ordered with: the catalogue's name, then each line numbered with its product's
 * name, the chosen variation and its price, the quantity and the product's link (on a line of its own, so that the
 * chat app makes it a link), and the visitor's note; the total last. The store reads it on its phone, so numbers are in
 * Persian digits.
 */
export function orderMessage(catalogueName: string, cart: CatalogueCartView, origin: string): string {
  const lines = cart.lines.map((line, index) =>
    [
      `${formatNumber(index + 1)}. ${line.item.product_data.name}`,
      ...(line.variation_label ? [line.variation_label, `قیمت: ${formatToman(line.unit_price)}`] : []),
      `تعداد: ${formatNumber(line.quantity)}`,
      origin + paths.product(line.product),
      ...(line.notes.trim() ? [`یادداشت: ${line.notes.trim()}`] : []),
    ].join('\n'),
  );
  return [`سلام، سفارش از کاتالوگ «${catalogueName}»:`, ...lines, `جمع: ${formatToman(cart.total)}`].join('\n\n');
}
