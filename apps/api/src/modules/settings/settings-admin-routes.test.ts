import { messages } from '@shop/contract/messages';
import { GeneralSettingsSchema, settingsMessages } from '@shop/contract/settings';
import { describe, expect, it } from 'vitest';
import { quickCustomers } from '../../test/accounts.ts';
import { publicJson, renderedStorefront, signedInStaff } from '../../test/content-admin.ts';
import { caller, checkoutBody, testAddresses, testMethods, testProducts } from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, db } = await createTestApp();
const { staff, call, audit } = await signedInStaff(app, db);
const page = await renderedStorefront(app, db);
const general = async () => GeneralSettingsSchema.parse(await publicJson(app, '/api/settings/general'));

describe("the store's settings in the back office", () => {
  it('reads the one record, id 1, with the seller codes invoices print', async () => {
    const { status, body } = await call('GET', '/api/admin/settings');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 1,
      store_title: 'تجهیزات پزشکی سپید',
      contacts_store_tel: '02166123456',
      whatsapp: '989121234567',
      telegram: 'sepidmed',
      blog_url: 'https://blog.sepidmed.ir',
      store_latitude: 35.7009,
      seller_economic_code: '411111111111',
      seller_national_id: '10101234567',
    });
  });

  it("changes the store's phone, typed in Persian digits; the storefront and its rendered pages show it at once", async () => {
    expect(await page()).toContain('02166123456');
    const { status, body } = await call('PATCH', '/api/admin/settings', { contacts_store_tel: '۰۲۱-۸۸۷۷ ۶۶۵۵' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1, contacts_store_tel: '02188776655', store_title: 'تجهیزات پزشکی سپید' });
    expect((await general()).contacts_store_tel).toBe('02188776655');
    const shown = await page();
    expect(shown).toContain('02188776655');
    expect(shown).not.toContain('02166123456');
    const [entry] = await audit('settings', 1);
    expect(entry).toMatchObject({
      action: 'update',
      staff: { id: staff.id },
      before: { contacts_store_tel: '02166123456' },
      after: { contacts_store_tel: '02188776655' },
    });
  });

  it('changes the contacts, links and map position, and clears a contact left empty', async () => {
    const { status, body } = await call('PATCH', '/api/admin/settings', {
      store_title: 'تجهیزات پزشکی سپید نو',
      contacts_store_email: 'sales@sepidmed.ir',
      whatsapp: '09351112233',
      telegram: '@sepid_shop',
      bale: '@sepid_bale',
      instagram: '',
      license_enamad: 'https://trustseal.enamad.ir/?id=111&code=new',
      store_latitude: 32.6546,
      store_longitude: '51.6680',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await general()).toMatchObject({
      store_title: 'تجهیزات پزشکی سپید نو',
      contacts_store_email: 'sales@sepidmed.ir',
      whatsapp: '09351112233',
      contacts_store_whatsapp: '09351112233',
      telegram: 'sepid_shop',
      bale: 'sepid_bale',
      instagram: '',
      license_enamad: 'https://trustseal.enamad.ir/?id=111&code=new',
      store_latitude: 32.6546,
      store_longitude: 51.668,
    });
    const cleared = await call('PATCH', '/api/admin/settings', { store_latitude: null, store_longitude: '' });
    expect(cleared.body).toMatchObject({ store_latitude: null, store_longitude: null });
  });

  it('refuses bad phone numbers, emails, links and ids in Persian, and changes nothing', async () => {
    const refused = await call('PATCH', '/api/admin/settings', {
      store_title: '',
      contacts_store_tel: '12345',
      contacts_support_tel: '021-6612345',
      contacts_store_email: 'not-an-email',
      whatsapp: '02166123456',
      sms: 'پیامک',
      telegram: 'تلگرام من',
      bale: 'بله من',
      blog_url: 'javascript:alert(1)',
      license_enamad: 'enamad.ir',
      store_latitude: 91,
      seller_economic_code: '12',
      seller_national_id: '1234567890',
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        store_title: [settingsMessages.storeTitleRequired],
        contacts_store_tel: [settingsMessages.phoneInvalid],
        contacts_support_tel: [settingsMessages.phoneInvalid],
        contacts_store_email: [messages.invalidEmail],
        whatsapp: [settingsMessages.whatsappInvalid],
        sms: [settingsMessages.smsInvalid],
        telegram: [settingsMessages.handleInvalid],
        bale: [settingsMessages.handleInvalid],
        blog_url: [messages.webUrlInvalid],
        license_enamad: [messages.webUrlInvalid],
        store_latitude: [settingsMessages.latitudeInvalid],
        seller_economic_code: [settingsMessages.economicCodeInvalid],
        seller_national_id: [settingsMessages.sellerNationalIdInvalid],
      },
    });
    const half = await call('PATCH', '/api/admin/settings', { store_latitude: 35.7, store_longitude: null });
    expect(half).toEqual({ status: 400, body: { store_longitude: [settingsMessages.positionIncomplete] } });
    expect((await call('PATCH', '/api/admin/settings', { store_title: 7 })).status).toBe(400);
    expect((await general()).store_title).not.toBe('');
  });

  it('applies two changes sent at once, each journalled', async () => {
    const before = (await audit('settings', 1)).length;
    const answers = await Promise.all([
      call('PATCH', '/api/admin/settings', { sms: '10004346' }),
      call('PATCH', '/api/admin/settings', { eitaa: 'sepid_eitaa' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await general()).toMatchObject({ sms: '10004346', eitaa: 'sepid_eitaa' });
    expect((await audit('settings', 1)).length).toBe(before + 2);
  });

  it("prints the seller's new codes on orders already placed", async () => {
    const shopCall = caller(app);
    const shop = await testProducts(db);
    const methods = await testMethods(app);
    const [customer] = await quickCustomers(db, 1);
    if (!customer) throw new Error('no customer');
    const addresses = await (await testAddresses(app, db))(customer.auth);
    await shopCall('POST', '/api/shop/cart/items', customer.auth, { product: shop.gauze, quantity: 1 });
    const placed = await shopCall(
      'POST',
      '/api/shop/cart/checkout',
      customer.auth,
      checkoutBody(app.clock(), {
        address: addresses.tehran,
        shipping_method: methods.post.id,
        payment_method: methods.cashOnDelivery.id,
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await call('PATCH', '/api/admin/settings', { seller_economic_code: '14000000001', seller_national_id: '14000000001' });
    const order = await shopCall('GET', `/api/shop/orders/${placed.body.order_key}/tracking`);
    expect(order.body.seller_data).toMatchObject({ economic_code: '14000000001', national_id: '14000000001' });
  });
});
