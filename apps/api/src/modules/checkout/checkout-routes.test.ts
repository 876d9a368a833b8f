import { PaymentMethodListSchema, ShippingMethodListSchema } from '@shop/contract/shop';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();
const get = async (url: string) => (await app.inject({ method: 'GET', url })).json();

describe('shipping and payment methods', () => {
  it('lists shipping methods with costs and payment methods of every kind', async () => {
    const shipping = ShippingMethodListSchema.parse(await get('/api/shop/shipping_methods/public')).results;
    expect(shipping.length).toBeGreaterThanOrEqual(2);
    expect(shipping.every((method) => method.cost > 0 && method.image?.startsWith('/media/methods/'))).toBe(true);
    const payment = PaymentMethodListSchema.parse(await get('/api/shop/payment_methods/public')).results;
    expect(new Set(payment.map((method) => method.kind))).toEqual(new Set(['gateway', 'card_to_card', 'cash_on_delivery']));
  });
});
