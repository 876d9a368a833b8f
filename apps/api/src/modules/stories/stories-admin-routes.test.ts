import { StoryGroupListSchema } from '@shop/contract/shop';
import { describe, expect, it } from 'vitest';
import { pngOf, publicJson, signedInStaff } from '../../test/content-admin.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, db } = await createTestApp();
const { staff, call, send, audit } = await signedInStaff(app, db);
const publicGroups = async () => StoryGroupListSchema.parse(await publicJson(app, '/api/shop/stories')).results;

describe('story groups in the back office', () => {
  it('lists the groups in their order with how many stories each holds', async () => {
    const { status, body } = await call('GET', '/api/admin/story-groups?ordering=sort_order');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(5);
    expect(body.results[0]).toMatchObject({ id: expect.any(Number), active: true, items_count: expect.any(Number) });
    const orders = body.results.map((group: { sort_order: number }) => group.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('adds a group with its picture, shown at once on the storefront, and journals it', async () => {
    const { status, body } = await send(
      'POST',
      '/api/admin/story-groups',
      { name: 'گروه تازه', sort_order: 0 },
      { bytes: await pngOf(600, 600) },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'گروه تازه',
      active: true,
      items_count: 0,
      image: { f: expect.stringMatching(/^\/media\/stories\/\w+\.webp$/) },
    });
    const [entry] = await audit('story_group', body.id);
    expect(entry).toMatchObject({ action: 'create', staff: { id: staff.id }, after: { name: 'گروه تازه' } });
    const story = await call('POST', '/api/admin/story-items', { group: body.id, title: 'استوری تازه', badge: 'جدید' });
    expect(story.status).toBe(201);
    const shown = (await publicGroups()).find((group) => group.id === body.id);
    expect(shown?.items.map((item) => item.title)).toEqual(['استوری تازه']);
  });
});
