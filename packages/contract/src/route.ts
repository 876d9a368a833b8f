import type { z } from 'zod';
import type { Permission } from './staff.ts';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The header a call names its token in; `/api/openapi.json` describes it as the scheme `token`. */
export const signedIn = [{ token: [] }] as const;

/**
 * One call of the API, written once: the API registers it with these schemas (apps/api/src/lib/serve.ts), the web
 * calls it through them (apps/web/src/lib/api-client.ts) and /api/openapi.json documents it from them. `path` names
 * its parameters as `:name`; `response` gives each status its answer's schema.
 */
export interface RouteSpec {
  method: HttpMethod;
  path: `/api/${string}`;
  summary: string;
  tags: readonly string[];
  security?: typeof signedIn;
  /**
   * Staff only, and what the member's role must allow (`member`: any member of staff): a customer's token, or a role
   * without it, is refused with 403.
   */
  staff?: Permission | 'member';
  /** Answers without the database, so never 503 for its loss (the liveness probe). */
  withoutDatabase?: true;
  /** The bodies it reads when not only JSON, such as a form with a picture. */
  consumes?: readonly string[];
  /** What it answers when not JSON: a document. */
  produces?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  response?: { readonly [status: number]: z.ZodType };
}

/** A route as it is written, its schemas' types kept for the handler's and the caller's types. */
export const route = <const Spec extends RouteSpec>(spec: Spec): Spec => spec;

/** A back-office route: staff only, each with its token, and only for a role that has `permission` (staff.ts). */
export const staffOnly = <const Needed extends Permission | 'member'>(permission: Needed) =>
  ({ tags: ['admin'], security: signedIn, staff: permission }) as const;

/** A back-office form whose record has a picture: JSON, or multipart with the picture beside the fields. */
export const FORM_WITH_PICTURE = ['application/json', 'multipart/form-data'] as const;

/** The line of a route's summary that says how a picture comes with the record (the API's lib/multipart-form.ts). */
export const withPictureFile = (what: string) =>
  ` As JSON, or multipart: the fields as the JSON part \`data\` and ${what} as the file \`image\` (JPEG, PNG or WebP, 5 MB, 25 MP)`;
