import type { Announcement } from '@shop/contract/announcements';
import { expect, test } from './fixtures.ts';
import { signedInAs } from './shopper.ts';
import { tokenFor } from './sign-in.ts';

const STAFF = '09100000000';

/** A small PNG, as staff would pick from their computer. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test("staff change the store's phone and add an announcement; a visitor sees both on the storefront", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const token = await tokenFor(request, STAFF);
  const auth = { authorization: `Token ${token}` };
  const before = await (await request.get('/api/admin/settings', { headers: auth })).json();
  // The back office in a window of its own: the storefront's page below is a visitor's, signed in as no one.
  const staffContext = await browser.newContext({ baseURL, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const admin = await staffContext.newPage();
  await signedInAs(admin, token);
  let announcementId: number | undefined;
  try {
    await admin.goto('/admin/settings/1');
    const phone = admin.getByLabel('تلفن فروشگاه');
    await expect(phone).toHaveValue(before.contacts_store_tel);
    // A number typed in Persian digits and in groups is kept in plain digits.
    await phone.fill('۰۲۱-۸۸۷۷ ۶۶۵۵');
    const saved = admin.waitForResponse(
      (response) => response.url().endsWith('/api/admin/settings') && response.request().method() === 'PATCH',
    );
    await admin.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
    expect((await saved).status()).toBe(200);
    await expect(phone).toHaveValue('02188776655');

    await admin.goto('/admin/announcements');
    await admin.getByRole('link', { name: 'افزودن', exact: true }).click();
    await admin.getByLabel('متن اطلاعیه').fill('ارسال رایگان ویژه مشتریان آزمون');
    await admin.getByRole('textbox', { name: 'رنگ زمینه', exact: true }).fill('red');
    await admin.getByRole('button', { name: 'ذخیره' }).click();
    // The colour is refused in the form's own words, before anything is sent.
    await expect(admin.getByText('رنگ باید کد هگز CSS باشد')).toBeVisible();
    await admin.getByRole('textbox', { name: 'رنگ زمینه', exact: true }).fill('#1b5e20');
    const created = admin.waitForResponse(
      (response) => response.url().endsWith('/api/admin/announcements') && response.request().method() === 'POST',
    );
    await admin.getByRole('button', { name: 'ذخیره' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    announcementId = ((await answer.json()) as Announcement).id;
    await expect(admin.getByRole('cell', { name: 'ارسال رایگان ویژه مشتریان آزمون' })).toBeVisible();

    await page.goto('/');
    const marquee = page.getByRole('region', { name: 'اطلاعیه‌ها' });
    await expect(marquee.getByText('ارسال رایگان ویژه مشتریان آزمون')).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: '۰۲۱۸۸۷۷۶۶۵۵' })).toHaveAttribute('href', 'tel:02188776655');
  } finally {
    // The journeys after this one find the demo shop as it was.
    await request.patch('/api/admin/settings', { headers: auth, data: { contacts_store_tel: before.contacts_store_tel } });
    if (announcementId) await request.delete(`/api/admin/announcements/${announcementId}`, { headers: auth });
    await staffContext.close();
  }
});

test('staff add a story group with its picture and a story; the home page shows it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const token = await tokenFor(request, STAFF);
  const staffContext = await browser.newContext({ baseURL, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const admin = await staffContext.newPage();
  await signedInAs(admin, token);
  let groupId: number | undefined;
  try {
    await admin.goto('/admin/story-groups/create');
    await admin.getByLabel('نام گروه').fill('گروه آزمون تصویر');
    await admin.locator('input[type="file"]').setInputFiles({ name: 'group.png', mimeType: 'image/png', buffer: PICTURE });
    const created = admin.waitForResponse(
      (response) => response.url().endsWith('/api/admin/story-groups') && response.request().method() === 'POST',
    );
    await admin.getByRole('button', { name: 'ذخیره' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const group = (await answer.json()) as { id: number; image: { f: string } | null };
    groupId = group.id;
    expect(group.image?.f).toMatch(/^\/media\/stories\//);

    // The group's page lists its stories and adds one to it.
    await expect(admin).toHaveURL(new RegExp(`/admin/story-groups/${group.id}$`));
    await admin.getByRole('link', { name: 'افزودن استوری' }).click();
    await expect(admin.getByRole('combobox', { name: 'گروه' })).toHaveValue('گروه آزمون تصویر');
    await admin.getByLabel('عنوان').fill('استوری آزمون');
    await admin.getByRole('button', { name: 'ذخیره' }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/story-groups/${group.id}$`));
    await expect(admin.getByRole('cell', { name: 'استوری آزمون' })).toBeVisible();

    await page.goto('/');
    const avatar = page.getByRole('region', { name: 'استوری‌ها' }).getByRole('button', { name: 'گروه آزمون تصویر' });
    await expect(avatar).toBeAttached();
  } finally {
    if (groupId) await request.delete(`/api/admin/story-groups/${groupId}`, { headers: { authorization: `Token ${token}` } });
    await staffContext.close();
  }
});
