import { messages } from '@shop/contract/messages';
import { enqueueSnackbar } from 'notistack';
import { authToken } from './auth-token.ts';

/** A failed call: the status and the server's body, so forms can put field errors on their fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown> | null,
  ) {
    super(`HTTP ${status}`);
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

type QueryValue = string | number | boolean | null | undefined | (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Some screens word a failure themselves; the transport toast is then left out. */
  silent?: boolean;
}

const toast = (message: string) => enqueueSnackbar(message, { variant: 'error', preventDuplicate: true });

/** The spec's transport errors (section 8), said once here for every screen. */
function reportFailure(error: ApiError | 'offline' | 'no-response') {
  if (error === 'offline') return toast(messages.offline);
  if (error === 'no-response') return toast(messages.noServerResponse);
  if (error.status === 401) return;
  if (error.status === 403) return toast(messages.noAccess);
  if (error.status === 400) {
    const nonField = error.body?.non_field_errors;
    if (Array.isArray(nonField) && nonField.length) toast(nonField.join('\n'));
    return;
  }
  if (error.status === 404) return;
  if (error.status >= 500) return toast(messages.internalServerError);
  return toast(messages.unknownError);
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

/**
 * The server embeds its answers to the calls a page makes first (see the API's storefront module); each is used
 * once, for the first paint, and every later call goes to the network.
 */
let firstAnswers: Map<string, unknown> | undefined;
function takeFirstAnswer(url: string): unknown {
  if (!firstAnswers) {
    const embedded = typeof document === 'undefined' ? null : document.getElementById('first-answers');
    firstAnswers = new Map(Object.entries(embedded?.textContent ? (JSON.parse(embedded.textContent) as object) : {}));
  }
  const answer = firstAnswers.get(url);
  firstAnswers.delete(url);
  return answer;
}

async function request<Result>(method: string, path: string, options: RequestOptions = {}): Promise<Result> {
  if (method === 'GET') {
    const answer = takeFirstAnswer(buildUrl(path, options.query));
    if (answer !== undefined) return answer as Result;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    if (!options.silent) reportFailure('offline');
    throw new ApiError(0, null);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = authToken.get();
  if (token) headers.authorization = `Token ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (!options.silent) reportFailure('no-response');
    throw new ApiError(0, null);
  }
  const body = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const failure = new ApiError(response.status, body);
    if (response.status === 401) authToken.clearAll();
    if (!options.silent) reportFailure(failure);
    throw failure;
  }
  return body as Result;
}

export const api = {
  get: <Result>(path: string, options?: RequestOptions) => request<Result>('GET', path, options),
  post: <Result>(path: string, body?: unknown, options?: RequestOptions) => request<Result>('POST', path, { ...options, body }),
  patch: <Result>(path: string, body?: unknown, options?: RequestOptions) => request<Result>('PATCH', path, { ...options, body }),
  delete: <Result>(path: string, options?: RequestOptions) => request<Result>('DELETE', path, options),
};
