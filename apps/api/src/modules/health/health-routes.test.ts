import { messages } from '@shop/contract/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../../db/client.ts';
import { refusingPostgresUrl, silentPostgres } from '../../test/local-server.ts';
import { createTestApp } from '../../test/test-app.ts';
import { READY_TIMEOUT_MS } from './health-service.ts';

const { app } = await createTestApp();
const refused = await createTestApp({ database: connectPostgres(await refusingPostgresUrl()) });
const silent = await silentPostgres();
// The pool's own wait for a connection is longer than readiness's: readiness has to answer first.
const hung = await createTestApp({ database: connectPostgres(silent.url, { connectTimeoutMs: 10_000 }) });
afterAll(() => silent.close());

const timed = async <Response>(request: () => Promise<Response>) => {
  const started = performance.now();
  const response = await request();
  return { response, ms: performance.now() - started };
};

describe('/api/health/live and /api/health/ready', () => {
  it('say ok while the database answers, never cached and never rate limited', async () => {
    for (let probe = 0; probe < 100; probe++) {
      for (const url of ['/api/health/live', '/api/health/ready']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.json()).toEqual({ status: 'ok' });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('answer live but not ready, in Persian, while PostgreSQL refuses connections', async () => {
    expect((await refused.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const { response, ms } = await timed(() => refused.app.inject({ method: 'GET', url: '/api/health/ready' }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: messages.serviceUnavailable });
    expect(response.headers['cache-control']).toBe('no-store');
    // Answered from the refusal, not from readiness's own timeout.
    expect(ms).toBeLessThan(READY_TIMEOUT_MS);
  });

  it('answer not ready within their timeout while PostgreSQL takes connections and never answers', async () => {
    expect((await hung.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const { response, ms } = await timed(() => hung.app.inject({ method: 'GET', url: '/api/health/ready' }));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: messages.serviceUnavailable });
    expect(ms).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(READY_TIMEOUT_MS + 1000);
  });
});
