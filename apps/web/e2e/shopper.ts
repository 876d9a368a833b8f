import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addDays, deliveryDates } from '@shop/contract/checkout';
import { formatJalaliDate } from '@shop/contract/persian';
import { tokenFor } from './sign-in.ts';

/** The demo shop's simple blood-pressure monitor, 3,890,000 Toman, sold one at a time. */
export const MONITOR = 1;

/** Iran, Tehran province (the shop's courier delivers there) and Tehran city, as the demo's locations number them. */
const TEHRAN = { country: 1, state: 8, city: 329 };

/**
 * A customer with a name, a saved address in Tehran and one monitor in the cart, signed in through the API: the
 * journeys that pay differently start from here.
 */
export async function readyToCheckOut(request: APIRequestContext, mobileNumber: string): Promise<string> {
  const token = await tokenFor(request, mobileNumber);
  const headers = { authorization: `Token ${token}` };
  await request.patch('/api/users/me', { headers, data: { first_name: 'رضا', last_name: 'کریمی' } });
  const addresses = (await (await request.get('/api/users/me/addresses', { headers })).json()) as { count: number };
  if (addresses.count === 0) {
    await request.post('/api/users/me/addresses', {
      headers,
      data: {
        first_name: 'رضا',
        last_name: 'کریمی',
        mobile_number: mobileNumber,
        ...TEHRAN,
        postal_code: '1416894351',
        address: 'خیابان انقلاب، کوچه بهار، پلاک ۷',
      },
    });
  }
  expect((await request.delete('/api/shop/cart', { headers })).status()).toBe(204);
  const added = await request.post('/api/shop/cart/items', { headers, data: { product: MONITOR, quantity: 1 } });
  expect(added.status()).toBe(201);
  return token;
}

/** Opens the page as the customer whose token this is. */
export async function signedInAs(page: Page, token: string) {
  await page.addInitScript((saved) => localStorage.setItem('token', saved), token);
}

const jalaliDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { day: 'numeric', timeZone: 'UTC' });

/**
 * Picks the first day checkout offers on its calendar (tomorrow, or Saturday after a Friday) by its Jalali number, as a
 * customer does, after checking that the calendar refuses the first Friday in the range; answers the date picked.
 */
export async function pickFirstDeliveryDay(page: Page): Promise<string> {
  const days = deliveryDates(new Date(await page.evaluate(() => Date.now())), await closureDays(page.request));
  const first = days[0] ?? '';
  await page.getByRole('textbox', { name: 'تاریخ تحویل' }).click();
  const calendar = page.getByRole('dialog', { name: 'تاریخ تحویل' });
  const dayCell = (date: string) =>
    calendar
      .locator('.rmdp-day:not(.rmdp-day-hidden)')
      .filter({ has: page.getByText(jalaliDay.format(new Date(`${date}T00:00:00Z`)), { exact: true }) });
  const friday = [1, 2, 3, 4, 5, 6, 7]
    .map((ahead) => addDays(first, ahead))
    .find((date) => isFriday(date) && sameMonth(date, first));
  if (friday) await expect(dayCell(friday)).toHaveClass(/rmdp-disabled/);
  await dayCell(first).click();
  await expect(page.getByRole('textbox', { name: 'تاریخ تحویل' })).toHaveValue(formatJalaliDate(`${first}T12:00:00Z`));
  return first;
}

/** The store's closure days from today on, which checkout's calendar leaves out. */
export async function closureDays(request: APIRequestContext): Promise<ReadonlySet<string>> {
  const page = (await (await request.get('/api/shop/closures/public')).json()) as { results: { date: string }[] };
  return new Set(page.results.map((closure) => closure.date));
}

const isFriday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 5;
const jalaliMonth = new Intl.DateTimeFormat('en-US-u-ca-persian', { month: 'numeric', timeZone: 'UTC' });
/** The calendar shows one Jalali month: a Friday in the next one is not on screen. */
const sameMonth = (a: string, b: string) =>
  jalaliMonth.format(new Date(`${a}T00:00:00Z`)) === jalaliMonth.format(new Date(`${b}T00:00:00Z`));

/** What the three lists below have in common: an address, a shipping method, a payment method. */
type Listed = { id: number; name?: string; kind?: string };

/**
 * Checks the customer's cart out through the API, collecting it at the shop, paid as `kind` says: the answer holds the
 * order's key, or for an online payment the bank's page, which is left unvisited (the order stays unpaid).
 */
export async function checkOutThroughApi(
  request: APIRequestContext,
  token: string,
  kind: 'cash_on_delivery' | 'gateway',
): Promise<{ order_key?: string; next_step?: string }> {
  const headers = { authorization: `Token ${token}` };
  const [addresses, shipping, payment] = await Promise.all(
    ['/api/users/me/addresses', '/api/shop/shipping_methods/public', '/api/shop/payment_methods/public'].map(
      async (path) => ((await (await request.get(path, { headers })).json()) as { results: Listed[] }).results,
    ),
  );
  const answer = await request.get('/api/settings/general');
  const order = await request.post('/api/shop/cart/checkout', {
    headers,
    data: {
      address: addresses?.[0]?.id,
      shipping_method: shipping?.find((method) => method.name === 'تحویل حضوری')?.id,
      payment_method: payment?.find((method) => method.kind === kind)?.id,
      delivery_date: deliveryDates(new Date(answer.headers().date ?? Date.now()), await closureDays(request))[0],
    },
  });
  expect(order.status()).toBe(200);
  return (await order.json()) as { order_key?: string; next_step?: string };
}

/**
 * Another customer buys `quantity` of a product through the API, paying on delivery and collecting it at the shop:
 * the stock goes down under the feet of a customer who has the product in the cart.
 */
export async function buyNow(request: APIRequestContext, mobileNumber: string, product: number, quantity: number) {
  const token = await readyToCheckOut(request, mobileNumber);
  const headers = { authorization: `Token ${token}` };
  await request.delete('/api/shop/cart', { headers });
  expect((await request.post('/api/shop/cart/items', { headers, data: { product, quantity } })).status()).toBe(201);
  await checkOutThroughApi(request, token, 'cash_on_delivery');
}
