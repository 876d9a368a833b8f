import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { staffChange } from '../../plugins/auth.ts';
import * as texts from './texts-service.ts';

const { admin } = routes.texts;

/** The texts after a sale, staff only: their templates, the staff numbers new orders go to, and the queue. */
export const textsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  serve(app, admin.templates, async () => texts.listTemplates(db));
  serve(app, admin.updateTemplate, async (request) =>
    texts.updateTemplate(db, staffChange(request), request.params.kind, request.body.body),
  );
  serve(app, admin.resetTemplate, async (request) => texts.resetTemplate(db, staffChange(request), request.params.kind));
  serve(app, admin.settings, async () => texts.getTextSettings(db));
  serve(app, admin.updateSettings, async (request) =>
    texts.updateTextSettings(db, staffChange(request), request.body.staff_mobile_numbers),
  );
  serve(app, admin.messages, async (request) => paginate(request, await texts.listQueuedTexts(db, request.query), request.query));
};
