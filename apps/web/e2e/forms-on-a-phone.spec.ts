import { comparePersian } from '@shop/contract/persian';
import type { SmsOutboxMessage } from '@shop/contract/sms';
import { expect, test } from './fixtures.ts';
import { tokenFor } from './sign-in.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('an empty mobile number is required, a malformed one is wrong', async ({ page }) => {
  await page.goto('/auth/signin');
  const number = page.getByRole('textbox', { name: 'شماره موبایل' });
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await expect(page.getByText('این فیلد الزامی است.')).toBeVisible();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await number.fill('۰۹۱۲');
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await expect(page.getByText('شماره موبایل نادرست است.')).toBeVisible();
});

test('the code box offers the SMS code by itself: WebOTP fills it and signs in', async ({ page, request }) => {
  const mobileNumber = '09120007766';
  // Chromium on a desktop has no SMS to read: WebOTP answers here with the code the outbox kept, as Chrome on
  // Android answers with the SMS's, and tells whether the page stopped asking.
  await page.addInitScript(() => {
    const web = window as unknown as Record<string, unknown>;
    web.OTPCredential ??= class {};
    let answer: (code: string) => void = () => undefined;
    web.smsArrives = (code: string) => answer(code);
    web.smsListening = false;
    navigator.credentials.get = (options?: CredentialRequestOptions & { otp?: unknown }) =>
      new Promise((resolve, reject) => {
        if (!options?.otp) return reject(new Error('not a WebOTP request'));
        web.smsListening = true;
        answer = (code) => resolve({ code, id: '', type: 'otp' } as unknown as Credential);
        options.signal?.addEventListener('abort', () => {
          web.smsListening = false;
          reject(new DOMException('stopped', 'AbortError'));
        });
      });
  });
  await page.goto('/auth/signin');
  await page.getByRole('textbox', { name: 'شماره موبایل' }).fill(mobileNumber);
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);

  const codeBox = page.getByRole('textbox', { name: 'کد ورود' });
  await expect(codeBox).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeBox).toHaveAttribute('inputmode', 'numeric');
  await expect.poll(() => page.evaluate(() => (window as unknown as { smsListening: boolean }).smsListening)).toBe(true);

  const sent: SmsOutboxMessage = (await (await request.get(`/api/dev/sms-outbox?mobile_number=${mobileNumber}`)).json())
    .results[0];
  const code = sent.code;
  // The line Chrome and Safari read: this shop's host, without the port, and the code.
  expect(sent.message.split('\n').at(-1)).toBe(`@localhost #${code}`);

  await page.evaluate((sent) => (window as unknown as { smsArrives: (code: string) => void }).smsArrives(sent), code);
  await expect(page.getByText('خوش آمدید')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => (window as unknown as { smsListening: boolean }).smsListening)).toBe(false);
});

test('provinces in the address form are in Persian alphabetical order', async ({ browser, request }) => {
  const token = await tokenFor(request, '09120007799');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fa-IR' });
  await context.addInitScript((saved) => localStorage.setItem('token', saved), token);
  const page = await context.newPage();
  await page.goto('/profile/address');
  await page.getByRole('button', { name: 'آدرس جدید' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('combobox', { name: 'کشور' }).click();
  await page.getByRole('option', { name: 'ایران' }).click();
  await form.getByRole('combobox', { name: 'استان' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(31);
  const names = await options.allTextContents();
  expect(names).toEqual([...names].sort(new Intl.Collator('fa').compare));
  expect(names).toEqual([...names].sort(comparePersian));
  expect(names.indexOf('گیلان')).toBeLessThan(names.indexOf('همدان'));
  expect(names.indexOf('چهارمحال و بختیاری')).toBeLessThan(names.indexOf('خراسان رضوی'));
  await context.close();
});

test('the contact form checks every field before it opens the mail app', async ({ page }) => {
  await page.goto('/contacts');
  const form = page.getByRole('form', { name: 'فرم تماس' });
  await form.getByRole('button', { name: 'ارسال با ایمیل' }).click();
  await expect(form.getByText('لطفا نام خود را وارد کنید')).toBeVisible();
  await expect(form.getByText('لطفا ایمیل را وارد کنید')).toBeVisible();
  await expect(form.getByText('لطفا متن پیام را بنویسید')).toBeVisible();

  await form.getByRole('textbox', { name: 'نام و نام خانوادگی' }).fill('سارا محمدی');
  await form.getByRole('textbox', { name: 'ایمیل' }).fill('bad-email');
  await form.getByRole('textbox', { name: 'پیام' }).fill('سلام، موجودی فشارسنج را می‌خواستم.');
  await form.getByRole('button', { name: 'ارسال با ایمیل' }).click();
  await expect(form.getByText('نشانی ایمیل معتبر نیست.')).toBeVisible();
  await expect(page).toHaveURL(/\/contacts$/);
});
