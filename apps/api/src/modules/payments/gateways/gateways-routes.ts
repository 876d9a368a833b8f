import { routes } from '@shop/contract/routes';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../../lib/serve.ts';
import type { HtmlPage } from './gateway-pages.ts';
import * as gateways from './gateways-service.ts';

function sendPage(reply: FastifyReply, found: HtmlPage | undefined) {
  const page = found ?? gateways.notFoundPage();
  return reply
    .code(found ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', page.policy)
    .send(page.html);
}

/** The pages on a payment's way to a bank: the posted-form redirect, and the sandbox gateway's bank page. */
export const gatewaysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = routes;

  serve(app, payments.redirectPage, async (request, reply) =>
    sendPage(reply, await gateways.redirectPage(app.db, app.clock, request.params.token)),
  );

  if (app.config.PAYMENT_GATEWAY !== 'sandbox') return;

  // The page's buttons post empty forms; their body is read as a plain form, only here.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  serve(app, payments.sandboxPage, async (request, reply) =>
    sendPage(reply, await gateways.sandboxPage(app.db, request.params.authority)),
  );

  for (const [button, route] of [
    ['pay', payments.sandboxPay],
    ['cancel', payments.sandboxCancel],
  ] as const) {
    serve(app, route, async (request, reply) => {
      const callbackUrl = await gateways.pressSandboxButton(app.db, app.clock, request.params.authority, button);
      return callbackUrl ? reply.redirect(callbackUrl, 303) : sendPage(reply, undefined);
    });
  }
};
