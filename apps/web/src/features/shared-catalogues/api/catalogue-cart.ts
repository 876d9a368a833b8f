import { type Variation, variationLabel } from '@shop/contract/catalogue';
import { type CatalogueCartItem, CatalogueCartItemSchema, type CatalogueItem } from '@shop/contract/shared-catalogues';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';

/** Each catalogue keeps its own cart, so two catalogues opened on one phone never mix their lines. */
const storageKey = (catalogueKey: string) => `catalogue-cart:${catalogueKey}`;

const StoredCartSchema = z.array(CatalogueCartItemSchema);
const EMPTY: CatalogueCartItem[] = [];

/** The last read of each key, so that React gets the same array until the stored text changes. */
const snapshots = new Map<string, { text: string | null; items: CatalogueCartItem[] }>();
const listeners = new Set<() => void>();

function read(catalogueKey: string): CatalogueCartItem[] {
  const text = localStorage.getItem(storageKey(catalogueKey));
  const cached = snapshots.get(catalogueKey);
  if (cached && cached.text === text) return cached.items;
  let items = EMPTY;
  try {
    // Something else wrote there, or an older shop did: a cart that cannot be read is started afresh.
    items = text === null ? EMPTY : (StoredCartSchema.safeParse(JSON.parse(text)).data ?? EMPTY);
  } catch {
    items = EMPTY;
  }
  snapshots.set(catalogueKey, { text, items });
  return items;
}

function write(catalogueKey: string, items: CatalogueCartItem[]) {
  if (items.length) localStorage.setItem(storageKey(catalogueKey), JSON.stringify(items));
  else localStorage.removeItem(storageKey(catalogueKey));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab with the same catalogue changed its cart.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** What tells two lines apart: one item, in one variation (a size and a colour are two lines). */
export type CatalogueLineKey = Pick<CatalogueCartItem, 'id' | 'variation'>;

const sameLine = (line: CatalogueLineKey, key: CatalogueLineKey) => line.id === key.id && line.variation === key.variation;

/** The price and stock a line is ordered at: its variation's, or its simple product's own. */
export type CatalogueOffer = Pick<Variation, 'price' | 'regular_price' | 'discount' | 'stock_type' | 'stock' | 'quantity_step'>;

/** A cart line priced as the catalogue prices its product (or its variation) now: the spec's catalogue cart item. */
export interface CatalogueCartLine extends CatalogueCartItem {
  item: CatalogueItem;
  offer: CatalogueOffer;
  /** The chosen variation's values, «سایز: بزرگ، رنگ: سفید»; null for a simple product. */
  variation_label: string | null;
  unit_price: number;
  /** What the sale price saves on the whole line. */
  discount: number;
  /** The line at regular prices. */
  subtotal: number;
  total: number;
}

export interface CatalogueCartView {
  lines: CatalogueCartLine[];
  count: number;
  subtotal: number;
  discount: number;
  total: number;
}

const orderable = (offer: Pick<Variation, 'in_stock' | 'stock_type'>) =>
  offer.in_stock && offer.stock_type !== 'out_of_stock' && offer.stock_type !== 'call';

/**
 * The stored lines whose items the catalogue still offers for sale, priced from it. A line whose product was taken
 * out of the catalogue or sold out since, or whose variation is gone or sold out, is not shown, and not sent in the
 * order; so is a variable product's line without a variation, as only a variation can be sent.
 */
export function priceCart(items: CatalogueCartItem[], catalogueItems: CatalogueItem[]): CatalogueCartView {
  const offered = new Map(catalogueItems.map((item) => [item.id, item]));
  const lines = items.flatMap((stored): CatalogueCartLine[] => {
    const item = offered.get(stored.id);
    if (item?.availability !== 'available' || item.product_data.id !== stored.product) return [];
    const variable = item.product_data.type === 'variable';
    const variation = variable ? item.variations.find((candidate) => candidate.id === stored.variation) : undefined;
    if (variable ? !variation || !orderable(variation) : stored.variation !== null) return [];
    const offer = variation ?? item.product_data;
    return [
      {
        ...stored,
        item,
        offer,
        variation_label: variation ? variationLabel(variation) : null,
        unit_price: offer.price,
        discount: offer.discount * stored.quantity,
        subtotal: offer.regular_price * stored.quantity,
        total: offer.price * stored.quantity,
      },
    ];
  });
  const sum = (pick: (line: CatalogueCartLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    lines,
    count: lines.length,
    subtotal: sum((line) => line.subtotal),
    discount: sum((line) => line.discount),
    total: sum((line) => line.total),
  };
}

/**
 * The visitor's cart of one catalogue, kept in this browser (it survives a reload), and the ways to change it. The
 * server's render and the first render in the browser show it empty; it fills once the page is live.
 */
export function useCatalogueCart(catalogueKey: string) {
  const items = useSyncExternalStore(
    subscribe,
    () => read(catalogueKey),
    () => EMPTY,
  );
  const update = useCallback(
    (change: (items: CatalogueCartItem[]) => CatalogueCartItem[]) => write(catalogueKey, change(read(catalogueKey))),
    [catalogueKey],
  );
  return {
    items,
    /** A simple product's item, or a variable product's in the variation chosen; once each. */
    add: (item: CatalogueItem, variation: Variation | null = null) => {
      const key = { id: item.id, variation: variation?.id ?? null };
      const quantity = (variation ?? item.product_data).quantity_step;
      update((current) =>
        current.some((line) => sameLine(line, key))
          ? current
          : [...current, { ...key, product: item.product_data.id, quantity, notes: '' }],
      );
    },
    change: (key: CatalogueLineKey, values: Partial<Pick<CatalogueCartItem, 'quantity' | 'notes'>>) =>
      update((current) => current.map((line) => (sameLine(line, key) ? { ...line, ...values } : line))),
    remove: (key: CatalogueLineKey) => update((current) => current.filter((line) => !sameLine(line, key))),
    clear: () => update(() => EMPTY),
  };
}
