import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, setApiTransport } from './api-client.ts';

const TOKEN = 'a1b2c3';

describe('the API client', () => {
  const sent: { url: string; headers: Record<string, string> }[] = [];

  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: () => TOKEN, clear: () => undefined });
    vi.stubGlobal('window', { location: new URL('https://shop.example/order_tracking?key=k') });
    setApiTransport(async (url, init) => {
      sent.push({ url, headers: init.headers as Record<string, string> });
      if (url.endsWith('/missing')) return new Response(JSON.stringify({ detail: 'یافت نشد.' }), { status: 404 });
      if (url.endsWith('/invoice')) return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      return new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    });
  });

  afterEach(() => {
    sent.length = 0;
    vi.unstubAllGlobals();
  });

  it('names the token as `Token` on its calls, and as a bearer when it reads a document', async () => {
    expect(await api.get('/api/users/me')).toEqual({ ok: true });
    const invoice = await api.document('/api/users/me/orders/7/invoice', 'application/pdf');
    expect(await invoice.text()).toBe('%PDF-1.7');
    expect(sent.map(({ headers }) => [headers.authorization, headers.accept])).toEqual([
      [`Token ${TOKEN}`, 'application/json'],
      [`Bearer ${TOKEN}`, 'application/pdf'],
    ]);
  });

  it("reads a document on the page's own origin, whatever origin the order named when it was rendered", async () => {
    await api.document('http://localhost/api/users/me/orders/7/invoice?v=1', 'application/pdf');
    expect(sent.map(({ url }) => url)).toEqual(['/api/users/me/orders/7/invoice?v=1']);
  });

  it('fails a document that is not there as any call fails, with its status and body', async () => {
    const failure = await api.document('/api/users/me/orders/7/missing', 'application/pdf').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, body: { detail: 'یافت نشد.' } });
  });
});
