import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestLine, registerRequestLine, TURN_MAX_MS, type Turn } from './request-line.ts';

/** A line on a clock the test moves, and the order its requests began in. */
function lineAt(atOnce: number) {
  let now = 0;
  const line = new RequestLine(atOnce, () => now);
  const began: string[] = [];
  const inLine = (name: string, kind: string) => {
    const joined = line.join(kind);
    const turn = joined.turn.then((turn) => {
      if (turn) began.push(name);
      return turn;
    });
    return { turn, leave: joined.leave };
  };
  const join = (name: string, kind: string) => inLine(name, kind).turn as Promise<Turn>;
  /** A request of this kind that took `ms`, for the line to expect. */
  const took = async (kind: string, ms: number) => {
    const turn = await join('', kind);
    now += ms;
    line.end(turn);
    began.length = 0;
  };
  return { line, began, join, inLine, took, pass: (ms: number) => (now += ms) };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Ends each of these turns once it has begun, in the order given. */
async function endInTurn(line: RequestLine, turns: Promise<Turn | undefined>[]) {
  for (const turn of turns) {
    await settled();
    line.end((await turn) as Turn);
  }
  await settled();
}

/**
 * The order in which requests begin on a line of one, once the kinds in `took` have taken those times: each arrival
 * is its name, its kind and how long after the one before it came, and each is worked on until the next begins.
 */
async function beginningOrder(took: Record<string, number>, arrivals: [name: string, kind: string, after: number][]) {
  const { line, began, join, took: tookOnce, pass } = lineAt(1);
  for (const [kind, ms] of Object.entries(took)) await tookOnce(kind, ms);
  const turns = arrivals.map(([name, kind, after]) => {
    pass(after);
    return join(name, kind);
  });
  const inOrderBegun: Turn[] = [];
  for (const turn of turns) turn.then((begun) => inOrderBegun.push(begun));
  for (let ended = 0; ended < turns.length; ended++) {
    await settled();
    line.end(inOrderBegun[ended] as Turn);
  }
  return began;
}

describe('the request line', () => {
  it('works on at most its number at once; the others begin in the order they came as work ends', async () => {
    const { line, began, join } = lineAt(2);
    const first = join('first', 'GET /a');
    const second = join('second', 'GET /a');
    const third = join('third', 'GET /a');
    const fourth = join('fourth', 'GET /a');
    await settled();
    expect(began).toEqual(['first', 'second']);
    expect(line.waiting).toBe(2);
    line.end(await first);
    await settled();
    expect(began).toEqual(['first', 'second', 'third']);
    line.end(await second);
    line.end(await second);
    await settled();
    expect(began).toEqual(['first', 'second', 'third', 'fourth']);
    await endInTurn(line, [third, fourth]);
    expect(line.waiting).toBe(0);
  });

  it('puts a kind expected to take longer ahead of quicker ones that came less than its time before it', async () => {
    const order = await beginningOrder({ 'POST /checkout': 20, 'GET /listing': 1 }, [
      ['working', 'GET /listing', 0],
      ['listing 30 ms before', 'GET /listing', 0],
      ['listing 15 ms before', 'GET /listing', 15],
      ['checkout', 'POST /checkout', 15],
      ['listing after', 'GET /listing', 0],
    ]);
    expect(order).toEqual(['working', 'listing 30 ms before', 'checkout', 'listing 15 ms before', 'listing after']);
  });

  it('gives no kind a head start of more than a quarter of a second', async () => {
    const order = await beginningOrder({ 'GET /report': 5_000 }, [
      ['working', 'GET /listing', 0],
      ['listing 300 ms before', 'GET /listing', 0],
      ['listing 200 ms before', 'GET /listing', 100],
      ['report', 'GET /report', 200],
    ]);
    expect(order).toEqual(['working', 'listing 300 ms before', 'report', 'listing 200 ms before']);
  });

  it('lets a request whose customer left leave the line without beginning, and holds no turn for it', async () => {
    const { line, began, join, inLine } = lineAt(1);
    const working = inLine('working', 'GET /a');
    const left = inLine('left', 'GET /a');
    const stayed = join('stayed', 'GET /a');
    left.leave();
    expect(await left.turn).toBeUndefined();
    expect(line.waiting).toBe(1);
    // A request already begun carries on when its customer goes.
    working.leave();
    await endInTurn(line, [working.turn, stayed]);
    expect(began).toEqual(['working', 'stayed']);
  });

  it('ends a turn held longer than its limit, so that a request waiting for another server cannot stop the line', async () => {
    const { line, began, join, pass } = lineAt(1);
    const waitingForSms = await join('waiting for the SMS provider', 'POST /signin');
    const next = join('next', 'GET /a');
    pass(TURN_MAX_MS);
    line.endLongTurns();
    await settled();
    expect(began).toEqual(['waiting for the SMS provider']);
    pass(1);
    line.endLongTurns();
    await settled();
    expect(began).toEqual(['waiting for the SMS provider', 'next']);
    // Its answer, when it comes, ends nothing more: the one after waits for the one working.
    const after = join('after', 'GET /a');
    line.end(waitingForSms);
    await settled();
    expect(began).toEqual(['waiting for the SMS provider', 'next']);
    await endInTurn(line, [next, after]);
    expect(began).toEqual(['waiting for the SMS provider', 'next', 'after']);
  });
});

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
  async function serverOfOne() {
    // Closed with the keep-alive connections the test's fetches leave open.
    const app = Fastify({ forceCloseConnections: true });
    registerRequestLine(app, 1);
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
});
