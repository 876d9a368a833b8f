import { messages } from '@shop/contract/messages';
import type { ApiAnswer } from '@shop/contract/page-render';
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

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Some screens word a failure themselves; the transport toast is then left out, for every failure or for those the
   * function picks (a cart's «not enough stock», which the cart says in Persian).
   */
  silent?: boolean | ((failure: ApiError) => boolean);
  /** Headers of this call alone, such as the `Idempotency-Key` that makes a retried order the same order. */
  headers?: Record<string, string>;
}

const toastError = (message: string) => toast(message, 'error');

/** The spec's transport errors (section 8), said once here for every screen. */
function reportFailure(error: ApiError | 'offline' | 'no-response') {
  if (error === 'offline') return toastError(messages.offline);
  if (error === 'no-response') return toastError(messages.noServerResponse);
  if (error.status === 401) return;
  if (error.status === 403) return toastError(messages.noAccess);
  if (error.status === 400) {
    const nonField = error.body?.non_field_errors;
    if (Array.isArray(nonField) && nonField.length) toastError(nonField.join('\n'));
    return;
  }
  if (error.status === 404) return;
  // A limit or an unreachable SMS provider: the server's sentence says how long to wait or what to do.
  const detail = error.body?.detail;
  if ((error.status === 429 || error.status === 503) && typeof detail === 'string') return toastError(detail);
  if (error.status >= 500) return toastError(messages.internalServerError);
  return toastError(messages.unknownError);
}

export function buildUrl(path: string, query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

type Transport = (url: string, init: RequestInit) => Promise<ApiAnswer>;

let transport: Transport = (url, init) => fetch(url, init);

/** The server renders pages with its own API called in-process (see entry-server.tsx). */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** Tells the failure unless the caller words it itself, and gives it back to be thrown. */
function failed(failure: ApiError, silent: RequestOptions['silent'], told: ApiError | 'offline' | 'no-response' = failure) {
  const quiet = typeof silent === 'function' ? silent(failure) : silent;
  if (!quiet) reportFailure(told);
  return failure;
}

/** How a call names the customer's token: `Token` for the API's calls, `Bearer` for the documents (spec section 6). */
type AuthScheme = 'Token' | 'Bearer';

/** Sends a call and answers its response once it has succeeded; a failure is told (unless silenced) and thrown. */
async function send(method: string, path: string, options: RequestOptions, scheme: AuthScheme = 'Token'): Promise<ApiAnswer> {
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

async function request<Result>(method: string, path: string, options: RequestOptions = {}): Promise<Result> {
  const response = await send(method, path, options);
  return (response.status === 204 ? null : await response.json().catch(() => null)) as Result;
}

/**
 * A file only its owner may read (an order's invoice or shipping label), with the token as a bearer. Asked for on a
 * click, in the browser, where the answer is fetch's own Response.
 */
async function document(url: string, accept: string): Promise<Blob> {
  // Read on this page's own origin: an order rendered on the server names the origin the server saw (the spec's
  // client forced https onto these addresses for the same reason), and the page may only connect to its own.
  const { pathname, search } = new URL(url, window.location.href);
  const response = await send('GET', pathname + search, { headers: { accept } }, 'Bearer');
  return (response as Response).blob();
}

export const api = {
  get: <Result>(path: string, options?: RequestOptions) => request<Result>('GET', path, options),
  post: <Result>(path: string, body?: unknown, options?: RequestOptions) => request<Result>('POST', path, { ...options, body }),
  patch: <Result>(path: string, body?: unknown, options?: RequestOptions) => request<Result>('PATCH', path, { ...options, body }),
  delete: <Result>(path: string, options?: RequestOptions) => request<Result>('DELETE', path, options),
  document,
};
