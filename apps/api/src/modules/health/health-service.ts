import { messages } from '@shop/contract/messages';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/errors.ts';
import * as queries from './health-queries.ts';

/** Well within the few seconds a load balancer's probe waits, and longer than a busy database takes to answer. */
export const READY_TIMEOUT_MS = 2000;

/**
 * Ready means the database answers now: a 503 when it fails or is slower than READY_TIMEOUT_MS, for a load balancer
 * to send customers elsewhere meanwhile. The query that was too slow finishes or fails on its own.
 */
export async function checkReady(db: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([queries.selectOne(db), tooSlow]);
  } catch (error) {
    throw new HttpError(503, messages.serviceUnavailable, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
