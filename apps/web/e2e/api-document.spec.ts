import { expect, test } from '@playwright/test';

/**
 * The server renders pages in the API's own process: a page whose code brought a second copy of the contract once
 * broke the API's OpenAPI document (a schema id registered twice) until the next restart.
 */
test('the API document still answers after the server has rendered every page', async ({ request }) => {
  const pages = [
    '/',
    '/products',
    '/products/1',
    '/contacts',
    '/abouts',
    '/auth/signin',
    '/auth/otp',
    '/no/such/page',
    '/profile/account',
    '/profile/address',
    '/profile/favorites',
    '/profile/schedules',
    '/shop/profile',
  ];
  for (const path of pages) {
    const page = await request.get(path);
    expect(page.headers()['content-type'], path).toContain('text/html');
    // Rendered on the server, not the empty shell the browser would have to fill.
    expect(await page.text(), path).toMatch(/<div id="root" data-layout="\w+"[^>]*><./);
  }
  const document = await request.get('/api/openapi.json');
  expect(document.status(), await document.text()).toBe(200);
  expect(Object.keys((await document.json()).paths)).toContain('/api/users/me');
});
