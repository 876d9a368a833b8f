import { AnnouncementListSchema } from '@shop/contract/announcements';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { announcements } from './announcements-tables.ts';

const { app, db } = await createTestApp();
const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/shop/announces', () => {
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

  it('refuses a malformed limit', async () => {
    const { status, body } = await get('/api/shop/announces?limit=-2');
    expect(status).toBe(400);
    expect(body.limit).toHaveLength(1);
  });
});
