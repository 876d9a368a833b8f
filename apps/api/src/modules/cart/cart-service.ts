import type { Address } from '@shop/contract/addresses';
import {
  type Cart,
  type CartItem,
  type CartItemCreate,
  type CartItemUpdate,
  type CartProduct,
  type CartUpdate,
  cartMessages,
  cartMessageWith,
  LINE_QUANTITY_MAX,
  NOT_ENOUGH_STOCK,
} from '@shop/contract/cart';
import { checkoutMessages } from '@shop/contract/checkout';
import { messages } from '@shop/contract/messages';
import { freeShippingRemaining, type ShippingMethod, shippingCostOf } from '@shop/contract/methods';
import type { Database, Transaction } from '../../db/client.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { findAddress } from '../addresses/addresses-service.ts';
import { findPurchasables, linePrice, type Purchasable, shortageOf } from '../inventory/inventory-service.ts';
import type { PictureUrls } from '../media/media-service.ts';
import { deliversTo, findShippingMethod } from '../methods/methods-service.ts';
import * as queries from './cart-queries.ts';

function toCartProduct(pictures: PictureUrls, item: Purchasable): CartProduct {
  return {
    id: item.id,
    product_id: item.productId,
    name: item.name,
    variation_label: item.variationLabel,
    featured_image: pictures.image(item.image),
    quantity_step: item.quantityStep,
    stock_type: item.stockType,
    stock: item.stock,
    in_stock: item.inStock,
  };
}

function toCartItem(pictures: PictureUrls, row: queries.CartItemRow, item: Purchasable): CartItem {
  return {
    id: row.id,
    product: row.itemId,
    product_data: toCartProduct(pictures, item),
    quantity: row.quantity,
    notes: row.notes,
    ...linePrice(item, row.quantity),
    is_available: shortageOf(item, row.quantity) === undefined,
  };
}

/**
 * The API's sentence for a line beyond the stock, on the quantity, where the storefront looks for it, and beside it
 * how many are left, which the storefront shows.
 */
const notEnoughStock = (left: number) =>
  new InvalidError({ quantity: [NOT_ENOUGH_STOCK, cartMessageWith.insufficientStock(left)] });

/** Why this product cannot go in a cart, on the `product` field; nothing when it can. */
function unsellable(item: Purchasable): string | undefined {
  if (item.needsVariation) return messages.selectOption;
  if (item.stockType === 'call') return cartMessages.notPurchasable;
  if (!item.inStock) return cartMessages.outOfStock;
  return undefined;
}

/** A quantity that is not whole steps, or more than a limited stock holds. */
function checkQuantity(item: Purchasable, quantity: number): void {
  if (quantity % item.quantityStep !== 0) {
    throw new InvalidError({ quantity: [cartMessageWith.quantityStep(item.quantityStep)] });
  }
  if (item.stock !== null && quantity > item.stock) throw notEnoughStock(item.stock);
}

/**
 * The shipping method still valid for the cart: active, and delivering to the chosen address's province. A method
 * that no longer is counts as not chosen.
 */
async function validShippingMethod(
  db: Database,
  pictures: PictureUrls,
  methodId: number | null,
  address: Address | undefined,
): Promise<ShippingMethod | undefined> {
  if (methodId === null) return undefined;
  const method = await findShippingMethod(db, pictures, methodId);
  return method && (!address || deliversTo(method, address.state)) ? method : undefined;
}

/** The cart's lines, priced from the catalogue now; lines of products no longer sold are left out. */
async function cartLines(db: Database, pictures: PictureUrls, userId: number): Promise<CartItem[]> {
  const rows = await queries.findCartItems(db, userId);
  const items = await findPurchasables(
    db,
    rows.map((row) => row.itemId),
  );
  return rows.flatMap((row) => {
    const item = items.get(row.itemId);
    return item && !item.needsVariation ? [toCartItem(pictures, row, item)] : [];
  });
}

/** The address and the shipping method the cart holds, the method only while it still delivers there. */
async function chosenDelivery(db: Database, pictures: PictureUrls, userId: number) {
  const cart = await queries.findCart(db, userId);
  const address = cart?.addressId ? await findAddress(db, userId, cart.addressId) : undefined;
  return { address, method: await validShippingMethod(db, pictures, cart?.shippingMethodId ?? null, address) };
}

/** The cart's sums and count are its orderable lines': a line that sold out meanwhile is shown, and counts for nothing. */
function cartOf(lines: CartItem[], address: Address | undefined, method: ShippingMethod | undefined): Cart {
  const orderable = lines.filter((line) => line.is_available);
  const subtotal = orderable.reduce((sum, line) => sum + line.subtotal, 0);
  const discount = orderable.reduce((sum, line) => sum + line.discount, 0);
  const shippingCost = method ? shippingCostOf(method, subtotal - discount) : 0;
  return {
    items: lines,
    count: orderable.length,
    subtotal,
    discount,
    shipping_cost: shippingCost,
    total: subtotal - discount + shippingCost,
    address: address?.id ?? null,
    shipping_method: method?.id ?? null,
    shipping_method_data: method ?? null,
    free_shipping_remaining: method ? freeShippingRemaining(method, subtotal - discount) : null,
  };
}

/** The cart as the customer sees it, priced from the catalogue now; lines of products no longer sold are left out. */
export async function getCart(db: Database, pictures: PictureUrls, userId: number): Promise<Cart> {
  const [lines, { address, method }] = await Promise.all([cartLines(db, pictures, userId), chosenDelivery(db, pictures, userId)]);
  return cartOf(lines, address, method);
}

/** Adds a product or a variation; the same one again adds to its line, within the stock. */
export async function addItem(db: Database, pictures: PictureUrls, userId: number, input: CartItemCreate): Promise<CartItem> {
  const item = (await findPurchasables(db, [input.product])).get(input.product);
  if (!item) throw new InvalidError({ product: [messages.productNotFound] });
  const problem = unsellable(item);
  if (problem) throw new InvalidError({ product: [problem] });
  checkQuantity(item, input.quantity);
  // A limited stock bounds the whole line, what it held before included; any line holds LINE_QUANTITY_MAX at most,
  // so that additions never add up past what a quantity may be (nor past the column's integer).
  const bound = Math.min(item.stock ?? LINE_QUANTITY_MAX, LINE_QUANTITY_MAX);
  const row = await queries.addToLine(
    db,
    { userId, productId: item.productId, variationId: item.variationId, quantity: input.quantity, notes: input.notes },
    bound,
  );
  if (!row) {
    throw bound === item.stock ? notEnoughStock(item.stock) : new InvalidError({ quantity: [cartMessages.lineTooLarge] });
  }
  return toCartItem(pictures, row, item);
}

/** Changes a line's quantity (checked as an addition is) or notes; another customer's line is not found. */
export async function updateItem(
  db: Database,
  pictures: PictureUrls,
  userId: number,
  id: number,
  changes: CartItemUpdate,
): Promise<CartItem> {
  const row = await queries.findCartItem(db, userId, id);
  const item = row && (await findPurchasables(db, [row.itemId])).get(row.itemId);
  if (!row || !item || item.needsVariation) throw new NotFoundError(cartMessages.itemNotFound);
  if (changes.quantity !== undefined) {
    const problem = unsellable(item);
    if (problem) throw new InvalidError({ quantity: [problem] });
    checkQuantity(item, changes.quantity);
  }
  const updated = await queries.updateCartItem(db, userId, id, changes);
  if (!updated) throw new NotFoundError(cartMessages.itemNotFound);
  return toCartItem(pictures, updated, item);
}

export async function removeItem(db: Database, userId: number, id: number): Promise<void> {
  if (!(await queries.deleteCartItem(db, userId, id))) throw new NotFoundError(cartMessages.itemNotFound);
}

/**
 * Puts an order's lines back in the customer's cart, in the caller's transaction, each added to the line of the same
 * product if there is one. A line that would pass the largest quantity is left out rather than refuse the rest.
 */
export async function putLinesBack(
  tx: Transaction,
  userId: number,
  lines: { productId: number; variationId: number | null; quantity: number; notes: string }[],
): Promise<void> {
  for (const line of lines) await queries.addToLine(tx, { userId, ...line }, LINE_QUANTITY_MAX);
}

/** Removes every line: at the customer's wish, or once the lines became an order. */
export async function clearCart(db: Database | Transaction, userId: number): Promise<void> {
  await queries.deleteCartItems(db, userId);
}

/**
 * Chooses the address (the customer's own) and the shipping method (active, delivering to that address's province).
 * A new address the chosen method does not deliver to clears the method, so that no cost is shown for a method that
 * cannot be used.
 */
export async function updateCart(db: Database, pictures: PictureUrls, userId: number, changes: CartUpdate): Promise<Cart> {
  const current = await queries.findCart(db, userId);
  const addressId = changes.address !== undefined ? changes.address : (current?.addressId ?? null);
  let methodId = changes.shipping_method !== undefined ? changes.shipping_method : (current?.shippingMethodId ?? null);
  const address = addressId === null ? undefined : await findAddress(db, userId, addressId);
  const errors: Record<string, string[]> = {};
  if (addressId !== null && !address) errors.address = [messages.addressNotFound];
  const method = await validShippingMethod(db, pictures, methodId, address);
  if (methodId !== null && !method) {
    if (changes.shipping_method !== undefined) errors.shipping_method = [checkoutMessages.shippingMethodUnavailable];
    else methodId = null;
  }
  if (Object.keys(errors).length) throw new InvalidError(errors);
  await queries.saveCart(db, userId, { addressId, shippingMethodId: methodId });
  // The address and the method were just read: only the lines are read again.
  return cartOf(await cartLines(db, pictures, userId), address, method);
}

/** A cart line as checkout takes it: what it holds as the catalogue has it now (missing if no longer sold). */
export interface CheckoutLine {
  productId: number;
  variationId: number | null;
  quantity: number;
  notes: string;
  item: Purchasable | undefined;
}

/**
 * The customer's cart for checkout, its row locked until the transaction ends (a second checkout of the same cart
 * waits here, then finds it empty), and the address and shipping method chosen kept for the next time.
 */
export async function takeCartForCheckout(
  tx: Transaction,
  userId: number,
  choices: { addressId: number; shippingMethodId: number },
): Promise<CheckoutLine[]> {
  await queries.lockCart(tx, userId, choices);
  const rows = await queries.findCartItems(tx, userId);
  const items = await findPurchasables(
    tx,
    rows.map((row) => row.itemId),
  );
  return rows.map((row) => ({
    productId: row.productId,
    variationId: row.variationId,
    quantity: row.quantity,
    notes: row.notes,
    item: items.get(row.itemId),
  }));
}
