import { StoryGroupListSchema } from '@shop/contract/stories';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();

describe('GET /api/shop/stories', () => {
  it('lists story groups with their items and products', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/shop/stories' });
    expect(response.statusCode).toBe(200);
    const groups = StoryGroupListSchema.parse(response.json()).results;
    expect(groups.length).toBeGreaterThanOrEqual(5);
    for (const group of groups) {
      expect(group.active).toBe(true);
      expect(group.items.length).toBeGreaterThan(0);
      expect(group.items.every((item) => item.product_data !== null)).toBe(true);
    }
  });
});
