import { z } from 'zod';
import { StockTypeSchema } from './catalogue.ts';
import { ImageSchema } from './media.ts';
import { ShippingMethodSchema } from './methods.ts';
import { formatNumber, toPersianDigits } from './persian.ts';
import { id, integer } from './query.ts';
import { optionalProse } from './validation.ts';

/** The longest note a customer writes on a cart line (a size, a colour, a request). */
export const CART_NOTES_MAX = 500;

/**
 * The API's sentence when a line asks for more than the stock holds, in the spec's own words: the storefront
 * recognises it and says its Persian «موجودی کافی نیست» instead, reverting the quantity. Beside it on the field, the
 * API says in Persian how many are left (`cartMessageWith.insufficientStock`), which the storefront shows.
 */
export const NOT_ENOUGH_STOCK = 'There are not enough of this product available.';

/** The most a cart line holds: what one addition may ask, and what additions to one line add up to. */
export const LINE_QUANTITY_MAX = 1_000_000;

export const cartMessages = {
  insufficientStock: 'موجودی کافی نیست',
  notPurchasable: 'این محصول قابل سفارش آنلاین نیست؛ برای خرید تماس بگیرید.',
  outOfStock: 'این محصول موجود نیست.',
  itemNotFound: 'این کالا در سبد خرید شما نیست.',
  notesTooLong: `یادداشت نباید بیشتر از ${toPersianDigits(CART_NOTES_MAX)} نویسه باشد.`,
  quantityRequired: 'تعداد را وارد کنید.',
  lineTooLarge: `بیش از ${formatNumber(LINE_QUANTITY_MAX)} عدد از یک کالا در یک سبد خرید جا نمی‌شود.`,
  nothingToUpdate: 'تعداد یا یادداشت را بفرستید.',
  addedToCart: 'محصول با موفقیت به سبد خرید اضافه شد',
  addToCartFailed: 'خطا در ثبت سفارش، لطفا دوباره تلاش کنید',
  cartUpdated: 'سبد خرید به‌روزرسانی شد',
  cartUpdateFailed: 'خطا در به‌روزرسانی سبد خرید',
  itemRemoved: 'کالا از سبد خرید حذف شد',
  itemRemoveFailed: 'خطا در حذف کالا از سبد خرید',
  cartCleared: 'سبد خرید خالی شد',
  cartClearFailed: 'خطا در خالی کردن سبد خرید',
  lineSoldOut: 'این کالا دیگر موجود نیست؛ آن را از سبد خرید حذف کنید.',
  lineByPhone: 'این کالا اکنون فقط تلفنی فروخته می‌شود؛ آن را از سبد خرید حذف کنید.',
  lineNotCounted: 'در جمع سبد حساب نمی‌شود',
  unavailableLines: 'پیش از ثبت سفارش، کالاهای ناموجود را از سبد خرید حذف کنید یا تعدادشان را کم کنید.',
} as const;

export const cartMessageWith = {
  /** A quantity that is not a whole number of the product's steps (boxes of 10, say). */
  quantityStep: (step: number) => `تعداد باید مضربی از ${toPersianDigits(step)} باشد.`,
  /** A quantity beyond what is left: how many are. */
  insufficientStock: (left: number) => `${cartMessages.insufficientStock}؛ تنها ${formatNumber(left)} عدد باقی مانده است.`,
  /** A line that asks for more than is left now. */
  lineShort: (left: number) => `${cartMessageWith.insufficientStock(left)} تعداد را کم کنید.`,
};

/** What a cart line shows of what it holds: a simple product, or one variation of a variable product. */
export const CartProductSchema = z
  .object({
    /** The id that was added: the product's, or its variation's (they share one series of ids). */
    id: z.number().int(),
    /** The product page the line leads to. */
    product_id: z.number().int(),
    name: z.string(),
    /** The variation's chosen values, e.g. «رنگ: سفید، سایز: بزرگ»; null for a simple product. */
    variation_label: z.string().nullable(),
    featured_image: ImageSchema.nullable(),
    quantity_step: z.number().int(),
    stock_type: StockTypeSchema,
    /** How many are left when the stock is limited; null otherwise. */
    stock: z.number().int().nullable(),
    in_stock: z.boolean(),
  })
  .meta({ id: 'CartProduct' });
export type CartProduct = z.infer<typeof CartProductSchema>;

/**
 * A cart line, priced by the server from the catalogue on every read: `unit_price` is the regular price,
 * `unit_discount` what the sale price takes off it; `subtotal` and `discount` are those times the quantity, and
 * `total` is what the line costs. `is_available`: the line can be ordered as it is; one that sold out, is sold by
 * phone only now, or asks for more than is left (`product_data.stock`) is not, and the cart's sums leave it out.
 */
export const CartItemSchema = z
  .object({
    id: z.number().int(),
    product: z.number().int(),
    product_data: CartProductSchema,
    quantity: z.number().int(),
    notes: z.string(),
    unit_price: z.number().int(),
    unit_discount: z.number().int(),
    subtotal: z.number().int(),
    discount: z.number().int(),
    total: z.number().int(),
    is_available: z.boolean(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof CartItemSchema>;

/**
 * The customer's cart; `count` is its number of lines that can be ordered, as the header's badge shows it, and the
 * sums are theirs alone (a line that is not `is_available` is shown but counts for nothing). Whole Toman throughout.
 */
export const CartSchema = z
  .object({
    items: z.array(CartItemSchema),
    count: z.number().int(),
    subtotal: z.number().int(),
    discount: z.number().int(),
    shipping_cost: z.number().int(),
    total: z.number().int(),
    /** The chosen address's id, and the shipping method with its cost for that address. */
    address: z.number().int().nullable(),
    shipping_method: z.number().int().nullable(),
    shipping_method_data: ShippingMethodSchema.nullable(),
    /** How much more (whole Toman of items) buys free shipping with the chosen method: 0 once free, null without a threshold. */
    free_shipping_remaining: z.number().int().nullable(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof CartSchema>;

const quantity = () => integer({ min: 1, max: LINE_QUANTITY_MAX, tooSmall: cartMessages.quantityRequired });
const notes = () => optionalProse(CART_NOTES_MAX, cartMessages.notesTooLong);

/** Adding to the cart: the same product again adds to its line. `quantity` is a whole number of steps. */
export const CartItemCreateSchema = z
  .object({ product: id(), quantity: quantity(), notes: notes().default('') })
  .meta({ id: 'CartItemCreate' });
export type CartItemCreate = z.infer<typeof CartItemCreateSchema>;
export type CartItemCreateFormValues = z.input<typeof CartItemCreateSchema>;

export const CartItemUpdateSchema = z
  .object({ quantity: quantity().optional(), notes: notes().optional() })
  .refine((update) => update.quantity !== undefined || update.notes !== undefined, cartMessages.nothingToUpdate)
  .meta({ id: 'CartItemUpdate' });
export type CartItemUpdate = z.infer<typeof CartItemUpdateSchema>;
export type CartItemUpdateFormValues = z.input<typeof CartItemUpdateSchema>;

/** Choosing the address (one of the customer's) and the shipping method, whose cost is then recomputed. */
export const CartUpdateSchema = z
  .object({ address: id().nullable().optional(), shipping_method: id().nullable().optional() })
  .meta({ id: 'CartUpdate' });
export type CartUpdate = z.infer<typeof CartUpdateSchema>;
