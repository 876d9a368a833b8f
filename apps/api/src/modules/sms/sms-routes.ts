import { isIP } from 'node:net';
import { routes } from '@shop/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors.ts';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import * as sms from './sms-service.ts';

/** 127.0.0.0/8 and ::1, also as IPv4 mapped into IPv6 (how a dual-stack socket shows 127.0.0.1). */
function isLoopback(address: string | undefined): boolean {
  const plain = address?.replace(/^::ffff:/i, '') ?? '';
  return isIP(plain) === 4 ? plain.startsWith('127.') : plain === '::1';
}

/**
 * The connection's own address, never `request.ip`: that one comes from X-Forwarded-For when a proxy is trusted, and
 * a proxy on this machine would make every visitor look local.
 */
async function refuseOtherMachines(request: FastifyRequest): Promise<void> {
  if (!isLoopback(request.socket.remoteAddress)) throw new NotFoundError();
}

/**
 * The outbox's messages, for developers and the browser tests on this machine: served only while the outbox keeps the
 * codes (never in production, see config/env.ts), and only to a client on this machine.
 */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.SMS_PROVIDER !== 'outbox') return;

  serve(app, routes.sms.outbox, { onRequest: refuseOtherMachines }, async (request) =>
    paginate(request, await sms.listOutbox(app.db, request.query), request.query),
  );
};
