import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HtmlPage } from './gateway-pages.ts';
import * as gateways from './gateways-service.ts';
import { SANDBOX_PAGE_PATH } from './sandbox-gateway.ts';

function sendPage(reply: FastifyReply, found: HtmlPage | undefined) {
  const page = found ?? gateways.notFoundPage();
  return reply
    .code(found ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', page.policy)
    .send(page.html);
}

const pageParam = z.string().max(100);

/** The pages on a payment's way to a bank: the posted-form redirect, and the sandbox gateway's bank page. */
export const gatewaysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${gateways.REDIRECT_PAGE_PATH}/:token`,
    {
      schema: {
        tags: ['payments'],
        summary: "An HTML page that posts a bank's form (the checkout's next_step for banks that want one)",
        params: z.object({ token: pageParam }),
      },
    },
    async (request, reply) => sendPage(reply, await gateways.redirectPage(app.db, app.clock, request.params.token)),
  );

  if (app.config.PAYMENT_GATEWAY !== 'sandbox') return;

  // The page's buttons post empty forms; their body is read as a plain form, only here.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    `${SANDBOX_PAGE_PATH}/:authority`,
    {
      schema: {
        tags: ['payments'],
        summary: "The sandbox gateway's bank page with pay and cancel (not in production)",
        params: z.object({ authority: pageParam }),
      },
    },
    async (request, reply) => sendPage(reply, await gateways.sandboxPage(app.db, request.params.authority)),
  );

  for (const button of ['pay', 'cancel'] as const) {
    app.post(
      `${SANDBOX_PAGE_PATH}/:authority/${button}`,
      {
        schema: {
          tags: ['payments'],
          summary: `The sandbox page's «${button === 'pay' ? 'پرداخت' : 'انصراف'}»: back to the shop's callback, as a bank sends`,
          params: z.object({ authority: pageParam }),
        },
      },
      async (request, reply) => {
        const callbackUrl = await gateways.pressSandboxButton(app.db, app.clock, request.params.authority, button);
        return callbackUrl ? reply.redirect(callbackUrl, 303) : sendPage(reply, undefined);
      },
    );
  }
};
