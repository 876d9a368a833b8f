import { expect, test } from './fixtures.ts';
import { codeSentTo } from './sign-in.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a visitor who opens the profile is sent home', async ({ page }) => {
  await page.goto('/profile/favorites');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('برای ادامه ابتدا وارد شوید')).toBeVisible();
});

test('a customer signs in with a code, completes the profile, keeps a favourite, an address and working hours, and logs out', async ({
  page,
  request,
}) => {
  await page.goto('/products/1');
  const productName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' }).click();
  await expect(page.getByText('برای افزودن به علاقه‌مندی‌ها لطفا وارد شوید')).toBeVisible();

  await page.getByRole('link', { name: 'ورود' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  // Persian digits, as a phone's Persian keyboard types them.
  await page.getByLabel('شماره موبایل').fill('۰۹۱۲۰۰۰۴۴۵۵');
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await expect(page.getByText(/ارسال دوباره کد تا/)).toBeVisible();

  const code = await codeSentTo(request, '09120004455');
  const codeBox = page.getByLabel('کد ورود');
  await codeBox.fill(code === '1234' ? '4321' : '1234');
  await expect(page.getByText('کد وارد شده نادرست است، لطفا دوباره تلاش کنید.').first()).toBeVisible();
  await expect(codeBox).toHaveValue('');
  // The fourth digit sends the code: no button needed.
  await codeBox.fill(code);
  await expect(page).toHaveURL(/\/products\/1$/);
  await expect(page.getByText('خوش آمدید')).toBeVisible();

  await page.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' }).click();
  await expect(page.getByText('محصول به علاقه‌مندی‌ها اضافه شد')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'حذف از علاقه‌مندی‌ها' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'علاقه‌مندی‌ها' }).click();
  await expect(page).toHaveURL(/\/profile\/favorites$/);
  await expect(page.getByRole('main').getByText(productName)).toBeVisible();

  await page.getByRole('link', { name: 'حساب کاربری' }).click();
  await page.getByRole('textbox', { name: 'نام', exact: true }).fill('سارا');
  await page.getByRole('textbox', { name: 'نام خانوادگی', exact: true }).fill('محمدی');
  await page.getByRole('radio', { name: 'زن' }).check();
  // The birth date's calendar opens thirty years back; the year and the month are chosen from its header.
  await page.getByRole('textbox', { name: 'تاریخ تولد' }).click();
  const calendar = page.getByRole('dialog', { name: 'تاریخ تولد' });
  await expect(calendar.getByRole('combobox', { name: 'سال' })).toHaveText('۱۳۷۵');
  await expect(calendar.getByRole('combobox', { name: 'ماه' })).toHaveText('آبان');
  await calendar.getByRole('combobox', { name: 'سال' }).click();
  await page.getByRole('option', { name: '۱۳۶۹' }).click();
  await calendar.getByRole('combobox', { name: 'ماه' }).click();
  await page.getByRole('option', { name: 'اردیبهشت' }).click();
  // Each day is named in Persian for screen readers; the arrow keys still walk the days, leftward to the next.
  await calendar.getByRole('button', { name: 'دوشنبه ۱۰ اردیبهشت ۱۳۶۹' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(calendar.getByRole('button', { name: 'سه‌شنبه ۱۱ اردیبهشت ۱۳۶۹' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('textbox', { name: 'تاریخ تولد' })).toHaveValue('۱۱ اردیبهشت ۱۳۶۹');
  await page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
  await expect(page.getByText('اطلاعات شما به‌روزرسانی شد')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'نام خانوادگی', exact: true })).toHaveValue('محمدی');
  await expect(page.getByRole('radio', { name: 'زن' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'تاریخ تولد' })).toHaveValue('۱۱ اردیبهشت ۱۳۶۹');

  await page.getByRole('link', { name: 'آدرس‌ها' }).click();
  await page.getByRole('button', { name: 'آدرس جدید' }).click();
  const addressForm = page.getByRole('dialog');
  await addressForm.getByRole('textbox', { name: 'نام', exact: true }).fill('مریم');
  await addressForm.getByRole('textbox', { name: 'نام خانوادگی', exact: true }).fill('کاظمی');
  await addressForm.getByRole('textbox', { name: 'شماره موبایل', exact: true }).fill('۰۹۱۳۱۲۳۴۵۶۷');
  await addressForm.getByRole('combobox', { name: 'کشور' }).click();
  await page.getByRole('option', { name: 'ایران' }).click();
  await addressForm.getByRole('combobox', { name: 'استان' }).fill('اصفهان');
  await page.getByRole('option', { name: 'اصفهان', exact: true }).click();
  // A province with more cities than one answer holds: the city is found by typing.
  await addressForm.getByRole('combobox', { name: 'شهر' }).fill('کاشان');
  await page.getByRole('option', { name: 'کاشان', exact: true }).click();
  await addressForm.getByRole('textbox', { name: 'کد پستی', exact: true }).fill('۸۷۱۵۹۸۳۶۱۴');
  await addressForm.getByRole('textbox', { name: 'آدرس', exact: true }).fill('خیابان امیرکبیر، کوچه ۱۲، پلاک ۴');
  await addressForm.getByRole('button', { name: 'ثبت آدرس' }).click();
  await expect(page.getByText('آدرس با موفقیت اضافه شد')).toBeVisible();
  await expect(page.getByRole('main').getByText(/کاشان/)).toBeVisible();

  await page.getByRole('link', { name: 'ساعات کاری' }).click();
  await page.getByRole('button', { name: 'افزودن ساعت کاری' }).click();
  const scheduleForm = page.getByRole('dialog');
  await scheduleForm.getByRole('textbox', { name: 'ساعت شروع', exact: true }).fill('۰۹:۰۰');
  await scheduleForm.getByRole('textbox', { name: 'ساعت پایان', exact: true }).fill('12:30');
  await scheduleForm.getByRole('button', { name: 'ثبت ساعت کاری' }).click();
  await expect(page.getByText('ساعت کاری ایجاد شد')).toBeVisible();
  const range = page.getByRole('row').filter({ hasText: '۰۹:۰۰' });
  await expect(range).toContainText('۱۲:۳۰');
  await range.getByRole('button', { name: /حذف ساعت کاری/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText('حذف شد', { exact: true })).toBeVisible();
  await expect(range).toHaveCount(0);

  await page.getByRole('button', { name: 'خروج' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('link', { name: 'ورود' })).toBeVisible();
  await page.goto('/profile/favorites');
  await expect(page).toHaveURL(/\/$/);
});
