import type { STAFF_ROLES } from '@shop/contract/staff';
import { describe, expect, it } from 'vitest';
import { reaches, resources } from './menu.ts';

describe('the back office`s menu', () => {
  it('opens every page to an owner, and each other role to its own part only', () => {
    expect(resources.filter((resource) => !reaches('owner', resource)).map(({ name }) => name)).toEqual([]);
    const opened = (role: (typeof STAFF_ROLES)[number]) =>
      resources.filter((resource) => reaches(role, resource)).map(({ name }) => name);
    expect(opened('catalogue')).toEqual(['products', 'categories', 'brands', 'catalogues']);
    expect(opened('content')).toEqual(['signup-links', 'story-groups', 'story-items', 'announcements', 'articles']);
    expect(opened('support')).toEqual(['orders', 'customers', 'text-messages']);
    expect(opened('orders')).toEqual(['orders', 'sales', 'customers', 'text-messages']);
    expect(resources.filter((resource) => reaches(undefined, resource))).toEqual([]);
  });
});
