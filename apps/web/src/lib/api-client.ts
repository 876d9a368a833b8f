import { messages } from '@shop/contract/messages';
import type { ApiAnswer } from '@shop/contract/page-render';
import type { RouteSpec } from '@shop/contract/route';
import { createContext, useContext } from 'react';
import type { z } from 'zod';
import { authToken } from './auth-token.ts';
import { isDeviceOffline } from './offline.ts';
import { toast } from './toast.ts';

/** A failed call: the status and the server's body, so forms can put field errors on their fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> | null,
    /** Rejected because the device had no network (status 0). */
    readonly offline = false,
  ) {
    super(offline ? 'offline' : `HTTP ${status}`);
  }

  /** The messages of a 400 that concern no field. */
  get nonFieldErrors(): string[] {
    const messages = this.status === 400 ? this.body?.non_field_errors : undefined;
    return Array.isArray(messages) ? messages.filter((message) => typeof message === 'string') : [];
  }

  /** `{field: [messages]}` of a 400, without `non_field_errors`. */
  get fieldErrors(): Record<string, string[]> {
    if (this.status !== 400 || !this.body) return {};
    return Object.fromEntries(
      Object.entries(this.body).filter(
        (entry): entry is [string, string[]] => entry[0] !== 'non_field_errors' && Array.isArray(entry[1]),
      ),
    );
  }
}

/**
 * Whether a query failed because what it asked for does not exist. The server hands such answers to the browser with
 * the page it rendered, where they arrive as plain JSON rather than as an ApiError.
 */
export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** Whether a call failed for want of a network: pages then say so in the spec's words, and ask again once it is back. */
export const isOfflineError = (error: unknown): boolean => error instanceof ApiError && error.offline;

/** What a page says when its data could not be read; the transport's toast has told the details. */
export const loadFailureMessage = (error: unknown): string =>
  isOfflineError(error) ? messages.offline : messages.somethingWentWrong;

type QueryValue = string | number | boolean | null | undefined | (string | number)[];

/** What a call's options say besides its route's own parts. */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Some screens word a failure themselves; the transport toast is then left out, for every failure or for those the
   * function picks (a cart's «not enough stock», which the cart says in Persian).
   */
  silent?: boolean | ((failure: ApiError) => boolean);
  /** Headers of this call alone, such as the `Idempotency-Key` that makes a retried order the same order. */
  headers?: Record<string, string>;
}

/** A call as it is sent: its options, its query and its body. */
interface Sent extends CallOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
}

const toastError = (message: string) => toast(message, 'error');

/** The spec's transport errors (section 8), said once here for every screen. */
function reportFailure(error: ApiError | 'offline' | 'no-response') {
  if (error === 'offline') return toastError(messages.offline);
  if (error === 'no-response') return toastError(messages.noServerResponse);
  if (error.status === 401) return;
  if (error.status === 403) return toastError(messages.noAccess);
  if (error.status === 400) {
    if (error.nonFieldErrors.length) toastError(error.nonFieldErrors.join('\n'));
    return;
  }
  if (error.status === 404) return;
  // A limit or an unreachable SMS provider: the server's sentence says how long to wait or what to do.
  const detail = error.body?.detail;
  if ((error.status === 429 || error.status === 503) && typeof detail === 'string') return toastError(detail);
  if (error.status >= 500) return toastError(messages.internalServerError);
  return toastError(messages.unknownError);
}

export function buildUrl(path: string, query: Sent['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** How the client reaches the API: the browser's fetch, or the API called in-process when the server renders a page. */
export type Transport = (url: string, init: RequestInit) => Promise<ApiAnswer>;

/** Tells the failure unless the caller words it itself, and gives it back to be thrown. */
function failed(failure: ApiError, silent: CallOptions['silent'], told: ApiError | 'offline' | 'no-response' = failure) {
  const quiet = typeof silent === 'function' ? silent(failure) : silent;
  if (!quiet) reportFailure(told);
  return failure;
}

/** How a call names the customer's token: `Token` for the API's calls, `Bearer` for the documents (spec section 6). */
type AuthScheme = 'Token' | 'Bearer';

/** Sends a call and answers its response once it has succeeded; a failure is told (unless silenced) and thrown. */
async function send(transport: Transport, method: string, path: string, options: Sent, scheme: AuthScheme): Promise<ApiAnswer> {
  if (isDeviceOffline()) throw failed(new ApiError(0, null, true), options.silent, 'offline');
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = authToken.get();
  if (token) headers.authorization = `${scheme} ${token}`;
  // A form with a file goes as multipart; the browser writes its boundary into the content type.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  let response: ApiAnswer;
  try {
    response = await transport(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The network may have gone while the call was under way.
    const offline = isDeviceOffline();
    throw failed(new ApiError(0, null, offline), options.silent, offline ? 'offline' : 'no-response');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.status === 401) authToken.clearAll();
    throw failed(new ApiError(response.status, body), options.silent);
  }
  return response;
}

type ParamsInput<Route> = Route extends { params: infer Schema extends z.ZodType }
  ? { params: z.output<Schema> }
  : { params?: undefined };

/** A query's values as the API reads them, or as the text of a link that carries them. */
type QueryInput<Route> = Route extends { query: infer Schema extends z.ZodType }
  ? { query?: { [Name in keyof z.output<Schema>]?: z.output<Schema>[Name] | string } }
  : { query?: undefined };

/** A route that reads a form with a file takes the form as it is (the browser writes it as multipart). */
type FormInput<Route> = Route extends { consumes: readonly (infer Type)[] }
  ? 'multipart/form-data' extends Type
    ? FormData
    : never
  : never;

type BodyInput<Route> = Route extends { body: infer Schema extends z.ZodType }
  ? { body: z.input<Schema> | FormInput<Route> }
  : { body?: undefined };

/** What a call of `Route` sends: its path's parameters, its query and its body, typed by the route's schemas. */
export type CallInput<Route> = ParamsInput<Route> & QueryInput<Route> & BodyInput<Route> & CallOptions;

type SuccessStatus = 200 | 201 | 204;

/** What a call of `Route` answers: the output of its success schemas (`null` for a 204). */
export type Answer<Route> = Route extends { response: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends SuccessStatus
        ? Responses[Status] extends z.ZodType
          ? z.output<Responses[Status]>
          : never
        : never;
    }[keyof Responses]
  : unknown;

/** The input is left out of calls that need none. */
type InputArgs<Input> = object extends Input ? [input?: Input] : [input: Input];

/** A route answering JSON; a document's route `produces` something else and is read by `document`. */
type JsonRoute = RouteSpec & { produces?: undefined };
type DocumentRoute = RouteSpec & { produces: readonly string[] };

/** All a call reads of its route: the browser's copy of the route table holds only these (see vite.config.ts). */
type RouteAddress = Pick<RouteSpec, 'method' | 'path'>;

/** Any route's input, as the client reads it whatever the route. */
type AnyInput = Sent & { params?: object };

/** A route's path with its `:name` parameters filled in: `…/orders/:id` with `{id: 7}` is `…/orders/7`. */
function pathOf({ path }: RouteAddress, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

export interface ApiClient {
  /** Calls a route of the contract's table (`@shop/contract/routes`) and answers its success answer. */
  call<Route extends JsonRoute>(route: Route, ...[input]: InputArgs<CallInput<Route>>): Promise<Answer<Route>>;
  /**
   * A file only its owner may read (an order's invoice, a sheet of products), with the token as a bearer. Asked for on
   * a click, in the browser, where the answer is fetch's own Response.
   */
  document<Route extends DocumentRoute>(
    route: Route,
    input: ParamsInput<Route> & QueryInput<Route> & CallOptions,
    accept: string,
  ): Promise<Blob>;
}

/**
 * The API client of one page: the browser's entry makes one over fetch, the server's renderer one per page it renders
 * over the API called in-process, so that no two renders share one.
 */
export function createApiClient(transport: Transport = (url, init) => fetch(url, init)): ApiClient {
  return {
    async call(route: RouteAddress, { params, ...sent }: AnyInput = {}) {
      const response = await send(transport, route.method, pathOf(route, params), sent, 'Token');
      return response.status === 204 ? null : await response.json().catch(() => null);
    },
    async document(route: RouteAddress, { params, ...sent }: AnyInput, accept: string) {
      const response = await send(transport, 'GET', pathOf(route, params), { ...sent, headers: { accept } }, 'Bearer');
      return (response as Response).blob();
    },
  } as ApiClient;
}

export const ApiClientContext = createContext<ApiClient | null>(null);

/** The page's API client, which the app's entry provides. */
export function useApi(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('no API client: the app provides one through ApiClientContext');
  return client;
}
