import { GeneralSettingsSchema } from '@shop/contract/settings';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';

const { app } = await createTestApp();

describe('GET /api/settings/general', () => {
  it("gives the store's contacts", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/settings/general' });
    expect(response.statusCode).toBe(200);
    const settings = GeneralSettingsSchema.parse(response.json());
    expect(settings.contacts_sale_manager_tel).toMatch(/^09\d{9}$/);
    expect(settings.contacts_store_address).toContain('کد پستی');
    expect(settings.whatsapp).toBe(settings.contacts_store_whatsapp);
  });
});
