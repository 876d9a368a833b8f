import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRequestLine, TURN_MAX_MS } from './request-line.ts';

/** Resolvable by the test: a handler waits on one until the test lets it answer. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('the request line on a server', () => {
  let close = async () => {};
  afterEach(() => close());

  /** A server working on one request at a time, whose `/slow/:name` routes answer when their gate opens. */
  async function serverOfOne({ turnMaxMs = TURN_MAX_MS } = {}) {
    // Closed with the keep-alive connections the test's fetches leave open.
    const app = Fastify({ forceCloseConnections: true });
    registerRequestLine(app, 1, { outsideLine: (request) => request.url === '/probe', turnMaxMs });
    const gates = new Map<string, ReturnType<typeof gate>>();
    const handled: string[] = [];
    let atOnce = 0;
    let mostAtOnce = 0;
    app.get<{ Params: { name: string } }>('/slow/:name', async (request) => {
      handled.push(request.params.name);
      mostAtOnce = Math.max(mostAtOnce, ++atOnce);
      const waitFor = gate();
      gates.set(request.params.name, waitFor);
      await waitFor.opened;
      atOnce--;
      return { name: request.params.name };
    });
    app.get('/large', async (_request, reply) => reply.type('application/octet-stream').send(Buffer.alloc(32 * 1024 * 1024)));
    app.get('/probe', async () => ({ status: 'ok' }));
    app.get('/fails', async () => {
      throw new Error('broken');
    });
    // A page asks the API in-process, within its own turn, as the storefront's pages do.
    app.get('/page', async () => (await app.inject({ method: 'GET', url: '/fails' })).statusCode);
    app.setNotFoundHandler(async (request, reply) => {
      handled.push(`page ${request.url}`);
      return reply.code(404).send({ page: request.url });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
    const { port } = app.server.address() as AddressInfo;
    const until = async (name: string) => {
      while (!gates.has(name)) await new Promise((resolve) => setTimeout(resolve, 5));
      return gates.get(name) as ReturnType<typeof gate>;
    };
    const get = (path: string, signal?: AbortSignal) =>
      fetch(`http://127.0.0.1:${port}${path}`, { signal }).then(async (answer) => ({
        status: answer.status,
        body: await answer.json(),
      }));
    return { get, until, handled, port, mostAtOnce: () => mostAtOnce };
  }

  it('begins the next request once the one before has its answer, pages included', async () => {
    const { get, until, handled, mostAtOnce } = await serverOfOne();
    const first = get('/slow/first');
    const firstGate = await until('first');
    const second = get('/slow/second');
    const page = get('/products/12');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toEqual(['first']);
    firstGate.open();
    expect(await first).toEqual({ status: 200, body: { name: 'first' } });
    (await until('second')).open();
    expect(await second).toEqual({ status: 200, body: { name: 'second' } });
    expect(await page).toEqual({ status: 404, body: { page: '/products/12' } });
    expect(handled).toEqual(['first', 'second', 'page /products/12']);
    expect(mostAtOnce()).toBe(1);
  });

  it('gives the turn back when a request fails, and lets in-process requests through within the turn', async () => {
    const { get } = await serverOfOne();
    expect((await get('/fails')).status).toBe(500);
    expect(await get('/page')).toEqual({ status: 200, body: 500 });
    expect((await get('/fails')).status).toBe(500);
  });

  it('never works on a request whose customer left while it waited, and goes on with the next', async () => {
    const { get, until, handled } = await serverOfOne();
    const first = get('/slow/first');
    const firstGate = await until('first');
    const leaving = new AbortController();
    const left = get('/slow/left', leaving.signal).catch((error: Error) => error.name);
    const stayed = get('/slow/stayed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    expect(await left).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 50));
    firstGate.open();
    await first;
    (await until('stayed')).open();
    expect(await stayed).toEqual({ status: 200, body: { name: 'stayed' } });
    expect(handled).toEqual(['first', 'stayed']);
  });

  it('gives the turn back when the customer leaves while their request is worked on', async () => {
    const { get, until, port } = await serverOfOne();
    const request = http.get(`http://127.0.0.1:${port}/slow/dropped`);
    request.on('error', () => {});
    const dropped = await until('dropped');
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = get('/slow/next');
    (await until('next')).open();
    expect(await next).toEqual({ status: 200, body: { name: 'next' } });
    dropped.open();
  });

  it('gives the turn back once the answer is ready, not once a slow phone has read it all', async () => {
    const { get, until, port } = await serverOfOne();
    const reading = http.get(`http://127.0.0.1:${port}/large`, (answer) => answer.pause());
    reading.on('error', () => {});
    await new Promise((resolve) => reading.once('response', resolve));
    const next = get('/slow/next');
    (await until('next')).open();
    expect(await next).toEqual({ status: 200, body: { name: 'next' } });
    reading.destroy();
  });

  it('ends a turn held longer than its limit, so that a request waiting for another server cannot stop the line', async () => {
    const { get, until } = await serverOfOne();
    const stuck = get('/slow/stuck');
    const stuckGate = await until('stuck');
    const startedAt = performance.now();
    const next = get('/slow/next');
    (await until('next')).open();
    expect(await next).toEqual({ status: 200, body: { name: 'next' } });
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(TURN_MAX_MS - 10);
    stuckGate.open();
    expect((await stuck).status).toBe(200);
  });

  it("answers a load balancer's probe at once, however long the line", async () => {
    // Turns never end by themselves here: the probe is answered only if it waits for none.
    const { get, until } = await serverOfOne({ turnMaxMs: 10 * 60_000 });
    const busy = get('/slow/busy');
    const busyGate = await until('busy');
    const waiting = get('/slow/waiting');
    expect(await get('/probe')).toEqual({ status: 200, body: { status: 'ok' } });
    busyGate.open();
    await busy;
    (await until('waiting')).open();
    await waiting;
  });
});
