import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

interface DocumentedAnswer {
  description: string;
  content?: Record<string, { schema: object }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, DocumentedAnswer>;
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: object;
}

const DOCUMENT_ID = 'shop-openapi';

const decoders: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

/** An answer's body as it was before its compression. */
function decoded(answer: LightMyRequestResponse): Buffer {
  const decode = decoders[String(answer.headers['content-encoding'] ?? '')];
  return decode && answer.rawPayload.length > 0 ? decode(answer.rawPayload) : answer.rawPayload;
}

/**
 * Every answer `app.inject` receives is checked against /api/openapi.json: its status must be documented for its route,
 * its content type among the documented ones, a JSON body valid under the documented schema (JSON Schema 2020-12, as
 * OpenAPI 3.1 has it) and a 204's body empty. A mismatch fails the test that made the request, so the document cannot
 * drift from the server. Calls the document does not hold (pages, media, a path or method no route takes) pass.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  const document = app.swagger() as unknown as ApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components });
  // Routed as the app routes (app.ts): a trailing slash is the same path.
  const router = FindMyWay<never>({ ignoreTrailingSlash: true, maxParamLength: 200 });
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      router.on(method.toUpperCase() as HTTPMethod, path.replace(/\{(\w+)\}/g, ':$1'), () => undefined, operation);
    }
  }
  const validators = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`)));
      validators.set(schema, validate);
    }
    return validate;
  };

  const check = (request: InjectOptions, answer: LightMyRequestResponse) => {
    const method = (request.method ?? 'GET').toUpperCase();
    const url = new URL(String(request.url ?? request.path ?? '/'), 'http://shop.test');
    const found = router.find(method as HTTPMethod, url.pathname);
    // A 500 is a failure the test itself is about, answered `{detail}` by the error handler whatever the route.
    if (!found || answer.statusCode === 500) return;
    const operation = found.store as unknown as Operation;
    const status = String(answer.statusCode);
    const documented = operation.responses[status];
    const where = `${method} ${url.pathname} (${operation.operationId}) answered ${status}`;
    if (!documented) {
      throw new Error(
        `${where}, which its document does not list (${Object.keys(operation.responses).join(', ')}): ${answer.body.slice(0, 300)}`,
      );
    }
    if (!documented.content) {
      if (answer.rawPayload.length > 0 && method !== 'HEAD')
        throw new Error(`${where} with a body, where the document says none`);
      return;
    }
    const type =
      String(answer.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    const media = documented.content[type];
    if (!media) {
      throw new Error(`${where} as ${type || 'no type'}, not as documented (${Object.keys(documented.content).join(', ')})`);
    }
    if (type !== 'application/json' || method === 'HEAD') return;
    const validate = validatorOf(media.schema);
    if (!validate(JSON.parse(decoded(answer).toString('utf8')))) {
      throw new Error(`${where}, not as documented: ${ajv.errorsText(validate.errors)}; ${answer.body.slice(0, 300)}`);
    }
  };

  const inject = app.inject.bind(app) as (options?: InjectOptions | string) => Promise<LightMyRequestResponse>;
  Object.assign(app, {
    inject: (options?: InjectOptions | string) => {
      // The chained form (`app.inject().get(…)`) is left as it is.
      if (options === undefined) return inject();
      const request = typeof options === 'string' ? { url: options } : options;
      return inject(options).then((answer) => {
        check(request, answer);
        return answer;
      });
    },
  });
}
