import { PaymentMethodListSchema, ShippingMethodListSchema } from '@shop/contract/methods';
import { describe, expect, it } from 'vitest';
import { caller } from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();
const call = caller(app);
const get = async (url: string) => (await call('GET', url)).body;

describe('shipping and payment methods', () => {
  it('lists shipping methods with their cost, area and delivery windows', async () => {
    const shipping = ShippingMethodListSchema.parse(await get('/api/shop/shipping_methods/public')).results;
    expect(shipping.map((method) => method.name)).toEqual(['پست پیشتاز', 'تیپاکس', 'پیک فروشگاه', 'تحویل حضوری']);
    expect(shipping.every((method) => method.cost >= 0 && method.image?.startsWith('/media/methods/'))).toBe(true);
    const tehran = (await get(`/api/location/states?search=${encodeURIComponent('تهران')}`)).results[0];
    const courier = shipping.find((method) => method.name === 'پیک فروشگاه');
    expect(courier?.provinces).toEqual([tehran.id]);
    expect(courier?.delivery_windows).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '12:00', end: '15:00' },
      { start: '15:00', end: '18:00' },
    ]);
    const post = shipping.find((method) => method.name === 'پست پیشتاز');
    expect(post).toMatchObject({ provinces: [], delivery_windows: [] });
  });

  it('lists payment methods of every kind, the card transfer naming the card', async () => {
    const payment = PaymentMethodListSchema.parse(await get('/api/shop/payment_methods/public')).results;
    expect(payment.map((method) => method.kind)).toEqual(['gateway', 'card_to_card', 'cash_on_delivery']);
    expect(payment.find((method) => method.kind === 'card_to_card')?.description).toMatch(/۶۰۳۷-۹۹۷۵-۹۹۱۲-۳۴۵۶/);
  });
});
