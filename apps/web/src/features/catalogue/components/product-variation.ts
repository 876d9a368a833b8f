import type { ProductDetail, Variation } from '@shop/contract/catalogue';
import type { Image } from '@shop/contract/media';

/** The value id the customer chose for each attribute, keyed by the attribute's id. */
export type VariationChoice = Partial<Record<number, number>>;

/** The price and stock a customer sees: the product's own, or the chosen variation's. */
export type Offer = Pick<Variation, 'price' | 'regular_price' | 'in_stock' | 'stock_type' | 'stock' | 'quantity_step'>;

/**
 * - `available`: can be ordered.
 * - `call`: sold by phone only.
 * - `choose`: a variable product whose attributes are not all chosen yet.
 * - `unavailable`: out of stock, or no variation has the chosen values.
 */
export type PurchaseStatus = 'available' | 'call' | 'choose' | 'unavailable';

export interface Purchase {
  status: PurchaseStatus;
  /** Null when the chosen values match no variation: there is no price to show. */
  offer: Offer | null;
  /** The chosen variation's image, shown in place of the product's. */
  image: Image | null;
  /** The variation the choices name, which is what goes into the cart; null for a simple product. */
  variation: Variation | null;
}

const statusOf = (offer: Offer): PurchaseStatus =>
  offer.stock_type === 'call' ? 'call' : offer.in_stock && offer.stock_type !== 'out_of_stock' ? 'available' : 'unavailable';

/** What a product's page (or a shared catalogue's line) knows of it: its kind, own offer and attributes. */
export type OfferedProduct = Offer & Pick<ProductDetail, 'type' | 'variable_attributes'>;

/** What the page offers for a product and the customer's choice of its attributes. */
export function resolvePurchase(product: OfferedProduct, variations: Variation[] | undefined, choice: VariationChoice): Purchase {
  if (product.type === 'simple' || product.stock_type === 'call') {
    return { status: statusOf(product), offer: product, image: null, variation: null };
  }
  const complete = product.variable_attributes.every((attribute) => choice[attribute.attribute.id] !== undefined);
  if (!complete || !variations) return { status: 'choose', offer: product, image: null, variation: null };
  // A variation that leaves an attribute out accepts any value of it.
  const variation = variations.find((candidate) =>
    candidate.variation_attributes.every((pair) => choice[pair.attribute.id] === pair.value.id),
  );
  if (!variation) return { status: 'unavailable', offer: null, image: null, variation: null };
  return { status: statusOf(variation), offer: variation, image: variation.featured_image, variation };
}
