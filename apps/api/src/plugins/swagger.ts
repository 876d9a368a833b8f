import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { routeNames } from '@shop/contract/route-names';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Each tag the routes use, with what it holds. */
const TAGS = [
  { name: 'health', description: 'What a supervisor or a load balancer polls' },
  { name: 'catalogue', description: 'Products, categories, brands and shared catalogues, as the public sees them' },
  { name: 'shop', description: "Announcements, stories, methods, the cart, checkout and an order's tracking" },
  { name: 'payments', description: "The pages on a payment's way to a bank and back (HTML and redirects)" },
  { name: 'users', description: "Sign-in and the signed-in customer's own: profile, addresses, orders, favourites" },
  { name: 'settings', description: "The shop's name, contacts and texts" },
  { name: 'location', description: 'Countries, provinces and cities' },
  { name: 'blog', description: 'Articles' },
  { name: 'development', description: 'On a development machine only: the sign-in codes the SMS outbox holds' },
  { name: 'admin', description: 'The back office: staff only' },
];

/** What each refusal means, for the document's readers; every body is in Persian. */
const STATUS_MEANINGS: Record<string, string> = {
  400: 'A field, parameter or the request refused: `{field: [messages], non_field_errors: [messages]}`',
  401: 'No token, or one that is not valid any more',
  403: 'A token whose holder may not do this',
  404: 'No such record, or not this customer’s',
  413: 'The body is larger than the route reads',
  415: 'A body of a type the route does not read',
  422: 'Refused by a rule of the shop (stock, a method that no longer applies)',
  429: 'Too many requests: `retry_after` seconds to wait, as the Retry-After header says',
  503: 'The database, or a service the answer needs, is away: try again later',
};
const SUCCESS_MEANINGS: Record<string, string> = {
  200: 'The answer',
  201: 'Created: the new record',
  204: 'Done: no body',
  303: 'Sent on: the address is in Location',
};

/** What zod's `override` is handed for each schema it writes. */
interface Written {
  zodSchema: z.core.$ZodType;
  jsonSchema: z.core.JSONSchema.BaseSchema;
}

/**
 * zod's JSON Schema, with what the document needs besides (this replaces fastify-type-provider-zod's own override,
 * whose one step for OpenAPI 3.1 is the first here): a union's members that say nothing are dropped; a field the server
 * cleans before it checks it (`z.preprocess`: Persian and Arabic digits read as digits, invisible characters dropped)
 * is documented without the pattern that only its cleaned form must match, which would refuse what the server takes.
 */
function override({ zodSchema, jsonSchema }: Written): void {
  const { def } = zodSchema._zod;
  if (def.type === 'union') jsonSchema.anyOf = jsonSchema.anyOf?.filter((member) => Object.keys(member).length > 0);
  if (def.type === 'pipe' && (def as z.core.$ZodPipeDef).in._zod.def.type === 'transform' && jsonSchema.pattern) {
    delete jsonSchema.pattern;
    jsonSchema.description = [jsonSchema.description, 'Digits in any script; cleaned before it is checked.']
      .filter(Boolean)
      .join(' ');
  }
}

const zodToJsonConfig = { override } as never;
const jsonSchemaTransform = createJsonSchemaTransform({ zodToJsonConfig });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ zodToJsonConfig });

type Transformed = ReturnType<typeof jsonSchemaTransform>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * A route's part of the document as zod's schemas give it, and what the route table says besides: its name, and that a
 * route without a token needs none (`security: []`, where the document's default would be the token).
 */
function transform(input: TransformInput): Transformed {
  const transformed = jsonSchemaTransform(input);
  const { schema } = transformed as unknown as { schema: Record<string, unknown> };
  if (schema.hide) return transformed;
  const method = [input.route.method].flat()[0];
  const operationId = routeNames.get(`${method} ${input.url}`);
  if (operationId) schema.operationId = operationId;
  schema.security ??= [];
  const response = (schema.response ?? {}) as Record<string, Record<string, unknown>>;
  const produces = (schema.produces as string[] | undefined) ?? ['application/json'];
  delete schema.produces;
  for (const [status, answer] of Object.entries(response)) {
    // A route's `produces` is what its pages or files are in; its refusals are JSON still.
    const types = answer.type === 'string' ? produces : ['application/json'];
    const description =
      (answer.description as string | undefined) ?? STATUS_MEANINGS[status] ?? SUCCESS_MEANINGS[status] ?? 'Answered';
    response[status] =
      answer.type === 'null'
        ? { type: 'null', description }
        : { description, content: Object.fromEntries(types.map((type) => [type, { schema: answer }])) };
  }
  return transformed;
}

/** Every `$ref` under `node`, as the component's name. */
function referencedNames(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) referencedNames(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value.replace('#/components/schemas/', ''));
      else referencedNames(value, found);
    }
  }
  return found;
}

/**
 * The document with only the component schemas its operations use, directly or through each other: the registry holds
 * every named schema of the contract, the back office's forms' among them.
 */
function transformObject(input: Parameters<typeof jsonSchemaTransformObject>[0]) {
  const document = jsonSchemaTransformObject(input) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = document.components?.schemas ?? {};
  const used = referencedNames(document.paths);
  for (let grown = true; grown; ) {
    const before = used.size;
    for (const name of [...used]) referencedNames(schemas[name], used);
    grown = used.size > before;
  }
  if (document.components) {
    document.components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  }
  return document as ReturnType<typeof jsonSchemaTransformObject>;
}

/** The OpenAPI document is generated from the contract's route table and schemas, so it cannot drift from the API. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API فروشگاه تجهیزات پزشکی',
        description:
          'Public and customer calls of the shop, and its back office. Money is whole Toman; timestamps are ISO 8601. ' +
          'Refusals: 400 `{field: [messages], non_field_errors: [messages]}`, every other `{detail}`, in Persian.',
        version: '1.0.0',
        contact: { name: 'فروشگاه', url: app.config.PUBLIC_URL ?? 'http://localhost:3000' },
      },
      servers: [{ url: app.config.PUBLIC_URL ?? 'http://localhost:3000', description: 'This shop' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <token>` or `Bearer <token>`' },
        },
      },
    },
    transform,
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
