import {
  AnnouncementListSchema,
  PaymentMethodListSchema,
  ShippingMethodListSchema,
  StoryGroupListSchema,
} from '@shop/contract/shop';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { announcements } from './shop-tables.ts';

const { app, db } = await createTestApp();
const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('shop calls', () => {
  it('lists active announcements, at most 20', async () => {
    await db
      .insert(announcements)
      .values(
        Array.from({ length: 25 }, (_, index) => ({ message: `اطلاعیه ${index}`, isActive: index !== 0, sortOrder: 10 + index })),
      );
    const { status, body } = await get('/api/shop/announces?limit=50');
    expect(status).toBe(200);
    const page = AnnouncementListSchema.parse(body);
    expect(page.results).toHaveLength(20);
    expect(page.count).toBe(3 + 24);
    expect(page.results.map((item) => item.message)).not.toContain('اطلاعیه 0');
    expect(page.results.slice(0, 3).map((item) => item.animation)).toEqual([null, 'blink', 'bounce']);
  });

  it('lists story groups with their items and products', async () => {
    const { status, body } = await get('/api/shop/stories');
    expect(status).toBe(200);
    const groups = StoryGroupListSchema.parse(body).results;
    expect(groups.length).toBeGreaterThanOrEqual(5);
    for (const group of groups) {
      expect(group.active).toBe(true);
      expect(group.items.length).toBeGreaterThan(0);
      expect(group.items.every((item) => item.product_data !== null)).toBe(true);
    }
  });

  it('lists shipping methods with costs and payment methods of every kind', async () => {
    const shipping = ShippingMethodListSchema.parse((await get('/api/shop/shipping_methods/public')).body).results;
    expect(shipping.length).toBeGreaterThanOrEqual(2);
    expect(shipping.every((method) => method.cost > 0 && method.image?.startsWith('/media/methods/'))).toBe(true);
    const payment = PaymentMethodListSchema.parse((await get('/api/shop/payment_methods/public')).body).results;
    expect(new Set(payment.map((method) => method.kind))).toEqual(new Set(['gateway', 'card_to_card', 'cash_on_delivery']));
  });

  it('refuses a malformed limit', async () => {
    const { status, body } = await get('/api/shop/announces?limit=-2');
    expect(status).toBe(400);
    expect(body.limit).toHaveLength(1);
  });
});
