import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import PQueue from 'p-queue';

/**
 * The longest a request holds its turn. One still working then is waiting for something else (an SMS provider, a
 * bank, a lock) and carries on beside the line, so that a few such waits cannot stop the shop.
 */
export const TURN_MAX_MS = 500;

/**
 * Puts every request that came over the network in one line of `atOnce` (REQUESTS_AT_ONCE), p-queue's: worked on all
 * at once, fifty requests share the processor, so each takes as long as its own work times the crowd, and a checkout
 * of twenty statements waits at each of them behind every listing that arrived meanwhile (docs/decisions/0038). A
 * request joins the line once its body is read and checked, so that a slow upload holds no turn, and leaves it when
 * its answer is ready, so that a slow reader holds none either; the requests a page makes of the API in-process
 * (`inject`) are part of the page's turn. A customer who leaves while in line costs nothing more. `outsideLine`
 * requests (a load balancer's probes) never wait.
 */
export function registerRequestLine(
  app: FastifyInstance,
  atOnce: number,
  {
    outsideLine = () => false,
    turnMaxMs = TURN_MAX_MS,
  }: { outsideLine?: (request: FastifyRequest) => boolean; turnMaxMs?: number } = {},
): void {
  const line = new PQueue({ concurrency: atOnce });
  const turnEnds = new WeakMap<FastifyRequest, () => void>();
  app.addHook('preHandler', async (request, reply) => {
    if (!(request.raw.socket instanceof Socket) || outsideLine(request)) return;
    let endTurn = () => {};
    const turnEnded = new Promise<void>((resolve) => {
      endTurn = resolve;
    });
    turnEnds.set(request, endTurn);
    // A response's close comes once, whether it was sent or its connection dropped: the turn is given back either way.
    let closed = false;
    reply.raw.once('close', () => {
      closed = true;
      endTurn();
    });
    await new Promise<void>((begin) => {
      void line.add(() => {
        begin();
        // A turn that outlasts its bound is given back, its request carrying on. (p-queue's own `timeout` makes an
        // Error, stack and all, for every task: a fiftieth of a kept listing's time.)
        const bound = setTimeout(endTurn, turnMaxMs);
        return turnEnded.then(() => clearTimeout(bound));
      });
    });
    // The customer left while in line: nothing is worked on for them.
    if (closed) reply.hijack();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    turnEnds.get(request)?.();
    return payload;
  });
}
