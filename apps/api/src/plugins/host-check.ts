import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import type { FastifyInstance } from 'fastify';
import { InvalidError } from '../lib/errors.ts';
import { isUsableHost } from '../lib/public-origin.ts';

/**
 * A request whose Host is not a host is a 400, as HTTP/1.1 asks (RFC 9112, 3.2): the links and the sign-in message
 * the shop builds from it could not be made. Checked first, before the token is looked up.
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isUsableHost(request.host)) throw new InvalidError({ [NON_FIELD_ERRORS]: [messages.invalidHost] });
  });
}
