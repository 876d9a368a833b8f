import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The most a request's expected time moves it up the line: a slow export must not stand before a second of arrivals. */
const HEAD_START_CAP_MS = 250;
/**
 * The longest a request holds its turn. One still working then is waiting for something else (an SMS provider, a
 * bank, a lock) and carries on beside the line, so that a few such waits cannot stop the shop.
 */
export const TURN_MAX_MS = 500;
/** How much each turn moves its kind's expected time: about the last eight count. */
const EXPECTED_TIME_WEIGHT = 1 / 8;

/** A request's turn: its kind, and when its work began. */
export interface Turn {
  readonly kind: string;
  readonly began: number;
}

interface Waiting {
  kind: string;
  /** Its place in the line: earliest first. */
  place: number;
  begin: (turn: Turn | undefined) => void;
}

/** A request in line: its turn once its work begins, or `undefined` once it left the line first. */
export interface InLine {
  turn: Promise<Turn | undefined>;
  /** The customer went: a request still waiting leaves the line, as it needs no work; one begun carries on. */
  leave: () => void;
}

const NO_OP = () => {};

/**
 * The requests the shop works on at once, at most `atOnce`, and the others in line. Worked on all at once, fifty
 * requests share the processor, so each takes as long as its own work times the crowd: a checkout of twenty statements
 * waits at each of them behind every listing that arrived meanwhile. In line, each waits its turn and is then worked on
 * among a few. A request's place is when it arrived less the time its kind is expected to take (up to a cap): a kind
 * that takes longer goes ahead of quicker ones that arrived just before it, so that every request's whole wait, in
 * line and worked on, comes out about the same (docs/decisions/0038).
 */
export class RequestLine {
  readonly #working = new Set<Turn>();
  readonly #waiting: Waiting[] = [];
  readonly #expectedMs = new Map<string, number>();

  constructor(
    readonly atOnce: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** How many wait now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Joins the line with a request of this kind: its work begins at once if fewer than `atOnce` are worked on. */
  join(kind: string): InLine {
    if (this.#working.size < this.atOnce) return { turn: Promise.resolve(this.#begin(kind)), leave: NO_OP };
    const headStart = Math.min(this.#expectedMs.get(kind) ?? 0, HEAD_START_CAP_MS);
    const waiting: Waiting = { kind, place: this.now() - headStart, begin: NO_OP };
    const turn = new Promise<Turn | undefined>((resolve) => {
      waiting.begin = resolve;
    });
    let at = this.#waiting.length;
    while (at > 0 && (this.#waiting[at - 1] as Waiting).place > waiting.place) at--;
    this.#waiting.splice(at, 0, waiting);
    const leave = () => {
      const at = this.#waiting.indexOf(waiting);
      if (at === -1) return;
      this.#waiting.splice(at, 1);
      waiting.begin(undefined);
    };
    return { turn, leave };
  }

  /** The turn is over: the work is done, or has held the turn too long. The next in line begins. */
  end(turn: Turn): void {
    if (!this.#working.delete(turn)) return;
    const took = this.now() - turn.began;
    const expected = this.#expectedMs.get(turn.kind);
    this.#expectedMs.set(turn.kind, expected === undefined ? took : expected + (took - expected) * EXPECTED_TIME_WEIGHT);
    const next = this.#waiting.shift();
    if (next) next.begin(this.#begin(next.kind));
  }

  /** Ends the turns held longer than `TURN_MAX_MS`: their requests carry on beside the line. */
  endLongTurns(): void {
    const now = this.now();
    for (const turn of [...this.#working]) if (now - turn.began > TURN_MAX_MS) this.end(turn);
  }

  #begin(kind: string): Turn {
    const turn = { kind, began: this.now() };
    this.#working.add(turn);
    return turn;
  }
}

/** How often the line looks for turns held too long. */
const LONG_TURNS_EVERY_MS = 100;

/**
 * Puts every request that came over the network in one line of `atOnce` (REQUESTS_AT_ONCE). A request joins it
 * once its body is read and checked, so that a slow upload holds no turn, and leaves it when its answer is ready, so
 * that a slow reader holds none either. The requests a page makes of the API in-process (`inject`) are part of the
 * page's turn. A customer who leaves while in line costs nothing more.
 */
export function registerRequestLine(app: FastifyInstance, atOnce: number): void {
  const line = new RequestLine(atOnce);
  const turns = new WeakMap<FastifyRequest, Turn>();
  const done = (request: FastifyRequest) => {
    const turn = turns.get(request);
    if (turn) line.end(turn);
  };
  const longTurns = setInterval(() => line.endLongTurns(), LONG_TURNS_EVERY_MS);
  longTurns.unref();
  app.addHook('onClose', async () => clearInterval(longTurns));
  app.addHook('preHandler', async (request, reply) => {
    if (!(request.raw.socket instanceof Socket)) return;
    // The pages, answered by the not-found handler, are one kind.
    const inLine = line.join(`${request.method} ${request.routeOptions.url ?? '(page)'}`);
    // A response's close comes once, whether it was sent or its connection dropped: the turn is given back either way.
    let closed = false;
    reply.raw.once('close', () => {
      closed = true;
      inLine.leave();
      done(request);
    });
    const turn = await inLine.turn;
    if (turn) turns.set(request, turn);
    if (closed) {
      done(request);
      reply.hijack();
    }
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    done(request);
    return payload;
  });
}
