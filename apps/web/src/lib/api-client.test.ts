import { routes } from '@shop/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type Transport } from './api-client.ts';

const TOKEN = 'a1b2c3';

/** A client over a transport that records what it is sent and answers as `answer` says. */
function clientAnswering(answer: (url: string, init: RequestInit) => Response) {
  const sent: { url: string; init: RequestInit; headers: Record<string, string> }[] = [];
  const transport: Transport = async (url, init) => {
    sent.push({ url, init, headers: init.headers as Record<string, string> });
    return answer(url, init);
  };
  return { client: createApiClient(transport), sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API client', () => {
  const { client, sent } = clientAnswering((url) => {
    if (url.endsWith('/7/invoice')) return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    if (url.includes('/orders/')) return json({ detail: 'یافت نشد.' }, 404);
    return json({ ok: true });
  });

  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: () => TOKEN, clear: () => undefined });
  });

  afterEach(() => {
    sent.length = 0;
    vi.unstubAllGlobals();
  });

  it('names the token as `Token` on its calls, and as a bearer when it reads a document', async () => {
    expect(await client.call(routes.users.profile)).toEqual({ ok: true });
    const invoice = await client.document(routes.orders.invoice, { params: { id: 7 } }, 'application/pdf');
    expect(await invoice.text()).toBe('%PDF-1.7');
    expect(sent.map(({ headers }) => [headers.authorization, headers.accept])).toEqual([
      [`Token ${TOKEN}`, 'application/json'],
      [`Bearer ${TOKEN}`, 'application/pdf'],
    ]);
  });

  it("reads a document at its route's path on the page's own origin", async () => {
    await client.document(routes.orders.invoice, { params: { id: 7 } }, 'application/pdf');
    expect(sent.map(({ url }) => url)).toEqual(['/api/users/me/orders/7/invoice']);
  });

  it('fails a document that is not there as any call fails, with its status and body', async () => {
    const failure = await client
      .document(routes.orders.shippingLabel, { params: { id: 8 } }, 'application/pdf')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, body: { detail: 'یافت نشد.' } });
  });
});

describe('a call of a route of the table', () => {
  const { client, sent } = clientAnswering((_url, init) =>
    init.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ id: 1 }),
  );

  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: () => null, clear: () => undefined });
  });

  afterEach(() => {
    sent.length = 0;
    vi.unstubAllGlobals();
  });

  it("goes to the route's method and path, its body as JSON, and answers the route's answer", async () => {
    expect(await client.call(routes.settings.admin.update, { body: { store_title: 'سپید' } })).toEqual({ id: 1 });
    expect(sent.map(({ url, init }) => [init.method, url, init.body])).toEqual([
      ['PATCH', '/api/admin/settings', JSON.stringify({ store_title: 'سپید' })],
    ]);
  });

  it("fills the path's parameters from the call's, each encoded, and its query from the call's query", async () => {
    await client.call(routes.signupLinks.read, { params: { code: 'a/b?c' } });
    await client.call(routes.catalogue.related, { params: { id: 42 }, query: { limit: 10 } });
    expect(sent.map(({ url }) => url)).toEqual([
      '/api/users/public/signup_links/a%2Fb%3Fc',
      '/api/products/public/42/related?limit=10',
    ]);
  });

  it('sends a form with a file as the browser writes it, multipart with its own boundary', async () => {
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'avatar.jpg');
    await client.call(routes.users.updateProfile, { body: form });
    expect(sent[0]?.init.body).toBe(form);
    expect(sent[0]?.headers['content-type']).toBeUndefined();
  });

  it('answers null for a 204', async () => {
    expect(await client.call(routes.favorites.remove, { params: { id: 3 } })).toBeNull();
  });

  it('is one per page: two clients never share their transport', async () => {
    const other = clientAnswering(() => json({ other: true }));
    expect(await other.client.call(routes.settings.general)).toEqual({ other: true });
    expect(await client.call(routes.settings.general)).toEqual({ id: 1 });
    expect([other.sent.length, sent.length]).toEqual([1, 1]);
  });
});
