import { cartMessages } from '@shop/contract/cart';
import type { ProductDetail } from '@shop/contract/catalogue';
import { checkoutMessages } from '@shop/contract/checkout';
import { formatToman } from '@shop/contract/persian';
import { expect, test } from './fixtures.ts';
import { buyNow, pickFirstDeliveryDay, readyToCheckOut, signedInAs } from './shopper.ts';
import { codeSentTo } from './sign-in.ts';

// Checkout's days are the server's: the browser's clock stands at 10:30 on the server's own day.
test.use({ viewport: { width: 390, height: 844 }, clockOn: 'server-day' });

test('a visitor signs in from the order button, fills the cart, changes it, checks out with a new address and pays at the bank', async ({
  page,
  request,
}) => {
  await page.goto('/products/1');
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await expect(page.getByText('برای افزودن به سبد خرید ابتدا وارد شوید')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await page.getByLabel('شماره موبایل').fill('09120007101');
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await page.getByLabel('کد ورود').fill(await codeSentTo(request, '09120007101'));
  await expect(page).toHaveURL(/\/products\/1$/);

  // A simple product, two of it, with a note.
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  const adding = page.getByRole('dialog', { name: 'افزودن به سبد خرید' });
  await adding.getByRole('button', { name: 'افزایش' }).click();
  await expect(adding.getByRole('textbox', { name: 'تعداد' })).toHaveValue('۲');
  await adding.getByRole('textbox', { name: 'یادداشت (اختیاری)' }).fill('با کاف بزرگ');
  await adding.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  const added = page.getByRole('dialog', { name: 'سبد خرید', exact: true });
  await expect(added.getByText('محصول با موفقیت به سبد خرید اضافه شد')).toBeVisible();
  await added.getByRole('button', { name: 'ادامه خرید' }).click();
  await expect(added).toBeHidden();
  await expect(page.getByRole('link', { name: 'سبد خرید، ۱ کالا' })).toBeVisible();

  // A variable product, sold in packs of 12: its width first, then two packs.
  await page.goto('/products/162');
  await expect(page.getByText('لطفا یک گزینه را انتخاب کنید').filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: '۲٫۵ سانتی‌متر', exact: true }).click();
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await expect(adding.getByText('عرض: ۲٫۵ سانتی‌متر')).toBeVisible();
  const packs = adding.getByRole('textbox', { name: 'تعداد' });
  await expect(packs).toHaveValue('۱۲');
  // Packs are counted with the buttons: the field is read-only.
  await expect(packs).not.toBeEditable();
  await adding.getByRole('button', { name: 'افزایش' }).click();
  await expect(packs).toHaveValue('۲۴');
  await expect(adding.getByText('۲ بسته ۱۲ تایی')).toBeVisible();
  await adding.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await added.getByRole('link', { name: 'مشاهده سبد خرید' }).click();

  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: /سبد خرید/ })).toBeVisible();
  const monitor = page.getByRole('listitem').filter({ hasText: 'فشارسنج بازویی' });
  await expect(monitor.getByRole('textbox', { name: 'یادداشت' })).toHaveValue('با کاف بزرگ');
  await monitor.getByRole('button', { name: 'افزایش' }).click();
  await expect(monitor.getByRole('textbox', { name: 'تعداد' })).toHaveValue('۳');
  await expect(monitor).toContainText(formatToman(3 * 3_890_000));

  const tape = page.getByRole('listitem').filter({ hasText: 'Micropore' });
  const saveNote = tape.getByRole('button', { name: 'به‌روزرسانی' });
  await expect(saveNote).toBeDisabled();
  await tape.getByRole('textbox', { name: 'یادداشت' }).fill('دو بسته، تاریخ انقضای دور');
  await expect(saveNote).toBeEnabled();
  await saveNote.click();
  await expect(saveNote).toBeDisabled();
  await page.reload();
  await expect(tape.getByRole('textbox', { name: 'یادداشت' })).toHaveValue('دو بسته، تاریخ انقضای دور');
  await expect(monitor.getByRole('textbox', { name: 'تعداد' })).toHaveValue('۳');

  // No name yet: checkout asks for it first, then comes back.
  await page.getByRole('link', { name: 'ادامه و ثبت سفارش' }).click();
  await expect(page).toHaveURL(/\/shop\/profile$/);
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('مریم');
  await page.getByRole('textbox', { name: 'نام خانوادگی', exact: true }).fill('کاظمی');
  await page.getByRole('button', { name: 'ثبت و ادامهٔ خرید' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByRole('button', { name: 'آدرس جدید' }).click();
  const addressForm = page.getByRole('dialog', { name: 'آدرس جدید' });
  await addressForm.getByRole('textbox', { name: 'نام', exact: true }).fill('مریم');
  await addressForm.getByRole('textbox', { name: 'نام خانوادگی', exact: true }).fill('کاظمی');
  await addressForm.getByRole('textbox', { name: 'شماره موبایل', exact: true }).fill('۰۹۱۲۰۰۰۷۱۰۱');
  await addressForm.getByRole('combobox', { name: 'کشور' }).click();
  await page.getByRole('option', { name: 'ایران' }).click();
  await addressForm.getByRole('combobox', { name: 'استان' }).fill('تهران');
  await page.getByRole('option', { name: 'تهران', exact: true }).click();
  await addressForm.getByRole('combobox', { name: 'شهر' }).fill('تهران');
  await page.getByRole('option', { name: 'تهران', exact: true }).click();
  await addressForm.getByRole('textbox', { name: 'کد پستی', exact: true }).fill('۱۴۱۶۸۹۴۳۵۱');
  await addressForm.getByRole('textbox', { name: 'آدرس', exact: true }).fill('خیابان انقلاب، کوچه بهار، پلاک ۷');
  await addressForm.getByRole('button', { name: 'ثبت آدرس' }).click();
  await expect(addressForm).toBeHidden();
  await expect(page.getByRole('radio', { name: /مریم کاظمی/ })).toBeChecked();

  // The courier delivers in Tehran province only, in its own windows; its cost joins the sums.
  await page.getByRole('radio', { name: /پیک فروشگاه/ }).check();
  const summary = page.getByRole('region', { name: 'خلاصه سفارش' });
  await expect(summary).toContainText(formatToman(120_000));
  await pickFirstDeliveryDay(page);
  await page.getByRole('combobox', { name: 'ساعت تحویل' }).click();
  await page.getByRole('option', { name: '۱۲:۰۰ تا ۱۵:۰۰' }).click();
  await page.getByRole('radio', { name: /پرداخت آنلاین/ }).check();
  await page.getByRole('textbox', { name: 'توضیحات (اختیاری)' }).fill('لطفا پیش از آمدن تماس بگیرید');
  await page.getByRole('button', { name: 'پرداخت و ثبت سفارش' }).click();

  // The sandbox bank's own page, then back to the shop through the callback.
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_key=[\w-]{22,}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'سفارش شما ثبت شد' })).toBeVisible();
  await expect(page.getByText(/پرداخت شد/)).toBeVisible();
  await expect(page.getByText('فشارسنج بازویی دیجیتال امرن مدل M3')).toBeVisible();
  await expect(page.getByRole('link', { name: 'مشاهده سفارش' })).toHaveAttribute('href', /^\/order_tracking\?key=/);
  await expect(page.getByRole('link', { name: 'سبد خرید، ۰ کالا' })).toBeVisible();
});

test('a payment cancelled at the bank lands on the failed page, whose button leads back to the shop', async ({
  page,
  request,
}) => {
  await signedInAs(page, await readyToCheckOut(request, '09120007102'));
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /رضا کریمی/ })).toBeChecked();
  await page.getByRole('radio', { name: /پست پیشتاز/ }).check();
  // The post promises working days, which the customer does not choose.
  await expect(page.getByText(/ارسال با پست پیشتاز: ۳ تا ۵ روز کاری، حدود/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'تاریخ تحویل' })).toBeHidden();
  await page.getByRole('radio', { name: /پرداخت آنلاین/ }).check();
  await page.getByRole('button', { name: 'پرداخت و ثبت سفارش' }).click();

  await page.getByRole('button', { name: 'انصراف', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/failed/);
  await expect(page.getByRole('heading', { level: 1, name: 'پرداخت ناموفق بود' })).toBeVisible();
  await page.getByRole('link', { name: 'بازگشت به فروشگاه' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a card transfer is ordered with its receipt and the order waits for the store', async ({ page, request }) => {
  await signedInAs(page, await readyToCheckOut(request, '09120007103'));
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /تحویل حضوری/ }).check();
  await pickFirstDeliveryDay(page);
  await page.getByRole('radio', { name: /کارت به کارت/ }).check();
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  // The receipt's fields are required for a transfer.
  await expect(page.getByText('لطفا شماره پیگیری واریز را وارد کنید')).toBeVisible();
  await page.getByRole('textbox', { name: 'شماره پیگیری واریز' }).fill('۷۳۸۲۹۱۰۴');
  await page.getByRole('textbox', { name: 'چهار رقم آخر کارت' }).fill('4821');
  await expect(page.getByRole('textbox', { name: 'چهار رقم آخر کارت' })).toHaveValue('۴۸۲۱');
  // A picture of the receipt goes with the order as a multipart form: here, a picture the shop serves.
  const product = (await (await request.get('/api/products/public/1')).json()) as ProductDetail;
  const picture = await (await request.get(product.featured_image?.f ?? '')).body();
  await page.locator('input[type="file"]').setInputFiles({ name: 'رسید.webp', mimeType: 'image/webp', buffer: picture });
  await expect(page.getByText('رسید.webp')).toBeVisible();
  await page.getByRole('textbox', { name: 'تاریخ واریز' }).click();
  const today = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { day: 'numeric', timeZone: 'Asia/Tehran' }).format(
    await page.evaluate(() => Date.now()),
  );
  await page
    .getByRole('dialog', { name: 'تاریخ واریز' })
    .locator('.rmdp-day:not(.rmdp-day-hidden)')
    .filter({ has: page.getByText(today, { exact: true }) })
    .click();
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?order_key=/);
  await expect(page.getByText('رسید واریز شما ثبت شد؛ سفارش پس از تأیید واریز توسط فروشگاه پردازش می‌شود.')).toBeVisible();
  await expect(page.getByText('جدید', { exact: true })).toBeVisible();
});

test('a quantity beyond what is left in stock is refused saying how many are left, and the line goes back', async ({
  page,
  request,
}) => {
  // Boxes of syringes, 18 in stock.
  const syringes = 158;
  const token = await readyToCheckOut(request, '09120007105');
  const headers = { authorization: `Token ${token}` };
  await request.delete('/api/shop/cart', { headers });
  await request.post('/api/shop/cart/items', { headers, data: { product: syringes, quantity: 6 } });
  await signedInAs(page, token);
  await page.goto('/shop/cart');
  const line = page.getByRole('listitem').filter({ hasText: 'سرنگ' });
  const quantity = line.getByRole('textbox', { name: 'تعداد' });
  await expect(quantity).toHaveValue('۶');

  // Meanwhile another customer takes ten of the eighteen: typed, nine is more than the eight left.
  await buyNow(request, '09120007106', syringes, 10);
  await quantity.fill('۹');
  await quantity.press('Enter');
  await expect(page.getByText('موجودی کافی نیست؛ تنها ۸ عدد باقی مانده است.')).toBeVisible();
  await expect(quantity).toHaveValue('۶');
  await quantity.fill('۸');
  await quantity.press('Enter');
  await expect(page.getByText(cartMessages.cartUpdated)).toBeVisible();
  await expect(quantity).toHaveValue('۸');
});

test('the add-to-cart dialog stops at what a limited stock holds, and says so of more typed', async ({ page, request }) => {
  await signedInAs(page, await readyToCheckOut(request, '09120007107'));
  // A head lamp with three left.
  await page.goto('/products/109');
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  const adding = page.getByRole('dialog', { name: 'افزودن به سبد خرید' });
  const more = adding.getByRole('button', { name: 'افزایش' });
  await more.click();
  await more.click();
  await expect(adding.getByRole('textbox', { name: 'تعداد' })).toHaveValue('۳');
  await expect(more).toBeDisabled();
  // Typed beyond it, the order is refused with how many are left, and nothing is added.
  await adding.getByRole('textbox', { name: 'تعداد' }).fill('۷');
  await adding.getByRole('textbox', { name: 'تعداد' }).press('Enter');
  await adding.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await expect(adding.getByText('موجودی کافی نیست؛ تنها ۳ عدد باقی مانده است.')).toBeVisible();
  await expect(adding).toBeVisible();
});

test('a line that sold out in the cart is shown unavailable, counts for nothing, and checkout says so once by name', async ({
  page,
  request,
}) => {
  // The foot massager, five in stock, beside the monitor the customer has.
  const massager = 176;
  const token = await readyToCheckOut(request, '09120007311');
  const headers = { authorization: `Token ${token}` };
  expect((await request.post('/api/shop/cart/items', { headers, data: { product: massager, quantity: 2 } })).status()).toBe(201);
  await signedInAs(page, token);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'خلاصه سفارش (۲ کالا)' })).toBeVisible();
  // Pickup promises a day, no hour.
  await page.getByRole('radio', { name: /تحویل حضوری/ }).check();
  await pickFirstDeliveryDay(page);
  await page.getByRole('radio', { name: /پرداخت در محل/ }).check();

  // Another customer buys all five while this one fills the form.
  await buyNow(request, '09120007312', massager, 5);
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  const refusal = 'ماساژور پا مدیسانا مدل FM 888» دیگر قابل سفارش نیست؛ آن را از سبد خرید حذف کنید.';
  await expect(page.getByText(refusal)).toBeVisible();
  // One sentence: no generic «payment error» after it.
  await expect(page.getByText(checkoutMessages.paymentError)).toHaveCount(0);
  // The summary reads the cart again: the line is out of the sums, and ordering waits for it to go.
  await expect(page.getByRole('heading', { name: 'خلاصه سفارش (۱ کالا)' })).toBeVisible();
  await expect(page.getByText(cartMessages.unavailableLines)).toBeVisible();
  await expect(page.getByRole('button', { name: 'ثبت سفارش' })).toBeDisabled();

  await page.goto('/shop/cart');
  const line = page.getByRole('listitem').filter({ hasText: 'ماساژور' });
  await expect(line.getByText(cartMessages.lineSoldOut)).toBeVisible();
  await expect(line.getByText(cartMessages.lineNotCounted)).toBeVisible();
  const sums = page.getByRole('region', { name: 'خلاصه سبد خرید' });
  await expect(sums.getByText(formatToman(3_890_000)).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'ادامه و ثبت سفارش' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByLabel('سبد خرید، ۱ کالا').filter({ visible: true })).toHaveCount(1);
  await line.getByRole('button', { name: /^حذف/ }).click();
  await expect(page.getByRole('link', { name: 'ادامه و ثبت سفارش' })).not.toHaveAttribute('aria-disabled', 'true');
});

test('checkout with an empty cart goes home and says there is nothing to order', async ({ page, request }) => {
  const token = await readyToCheckOut(request, '09120007104');
  await request.delete('/api/shop/cart', { headers: { authorization: `Token ${token}` } });
  await signedInAs(page, token);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('کالایی برای سفارش وجود ندارد')).toBeVisible();
});

test('each shipping method asks only what it can promise: working days for the post, a day for pickup, a day and window for the courier', async ({
  page,
  request,
}) => {
  await signedInAs(page, await readyToCheckOut(request, '09120007104'));
  await page.goto('/checkout');
  const date = page.getByRole('textbox', { name: 'تاریخ تحویل' });
  const time = page.getByRole('combobox', { name: 'ساعت تحویل' });

  await page.getByRole('radio', { name: /پست پیشتاز/ }).check();
  await expect(page.getByText(/ارسال با پست پیشتاز: ۳ تا ۵ روز کاری، حدود/)).toBeVisible();
  await expect(date).toBeHidden();
  await expect(time).toBeHidden();

  await page.getByRole('radio', { name: /تحویل حضوری/ }).check();
  await expect(date).toBeVisible();
  await expect(time).toBeHidden();
  // Opening the calendar is no mistake: the field is marked only after a real choice or a submit.
  await date.click();
  const calendar = page.getByRole('dialog', { name: 'تاریخ تحویل' });
  await expect(calendar).toBeVisible();
  // The open calendar hides the page from screen readers: the field is read once it closes.
  await page.keyboard.press('Escape');
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('radio', { name: /پرداخت در محل/ }).check();
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  await expect(page.getByText('لطفا تاریخ تحویل را انتخاب کنید')).toBeVisible();

  await page.getByRole('radio', { name: /پیک فروشگاه/ }).check();
  await expect(time).toBeVisible();
  await pickFirstDeliveryDay(page);
  await time.click();
  await page.getByRole('option', { name: '۰۹:۰۰ تا ۱۲:۰۰' }).click();
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_key=/);
  await expect(page.getByText(/ساعت ۰۹:۰۰ تا ۱۲:۰۰/)).toBeVisible();
});
