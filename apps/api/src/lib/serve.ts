import { refusalsOf } from '@shop/contract/refusals';
import type { RouteSpec } from '@shop/contract/route';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type Part<Spec, Key extends keyof RouteSpec> = Spec extends { [K in Key]: infer Schema } ? Schema : undefined;

/** A route's schemas as Fastify reads them: their types are the handler's request and reply. */
interface SchemaOf<Spec extends RouteSpec> {
  params: Part<Spec, 'params'>;
  querystring: Part<Spec, 'query'>;
  headers: Part<Spec, 'headers'>;
  body: Part<Spec, 'body'>;
  response: Part<Spec, 'response'>;
}

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the API adds to a route of the table: its hooks, rate limit and log level. */
export type ServeOptions<Spec extends RouteSpec> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<Spec>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
>;

export type RouteHandler<Spec extends RouteSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<Spec>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * Registers a route of the contract's table (`@shop/contract/routes`) with its handler: its method, path and schemas
 * are the table's, so the handler's request and reply are typed by them, and /api/openapi.json documents them, with
 * the refusals every route of its kind can answer (`refusalsOf`).
 */
export function serve<Spec extends RouteSpec>(app: App, spec: Spec, handler: RouteHandler<Spec>): void;
export function serve<Spec extends RouteSpec>(
  app: App,
  spec: Spec,
  options: ServeOptions<Spec>,
  handler: RouteHandler<Spec>,
): void;
export function serve<Spec extends RouteSpec>(
  app: App,
  spec: Spec,
  ...[first, second]: [RouteHandler<Spec>] | [ServeOptions<Spec>, RouteHandler<Spec>]
): void {
  const [options, handler] = second ? [first as ServeOptions<Spec>, second] : [{}, first as RouteHandler<Spec>];
  const { method, path, query, staff, withoutDatabase: _withoutDatabase, ...parts } = spec;
  const response = { ...refusalsOf(spec, { rateLimited: Boolean(options.config?.rateLimit) }), ...spec.response };
  // The same schemas under Fastify's names: what SchemaOf says of their types.
  const schema = { ...parts, response, ...(query ? { querystring: query } : {}) } as unknown as SchemaOf<Spec>;
  // A back-office route's permission goes with it, for the check every such route passes (plugins/auth.ts).
  const config = staff ? { ...options.config, staff } : options.config;
  app.route<RouteGenericInterface, ContextConfigDefault, SchemaOf<Spec>>({
    ...options,
    ...(config ? { config } : {}),
    method,
    url: path,
    schema,
    handler,
  });
}
