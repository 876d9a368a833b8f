import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import { type DataProvider, HttpError, type RaRecord } from 'react-admin';
import { ApiError, api } from './api-client.ts';

/** Resources that are one record (the store's settings, id 1), read and changed at the resource's own address. */
const singleRecords = new Set(['settings']);

const address = (resource: string, id?: RaRecord['id']) =>
  id === undefined || singleRecords.has(resource)
    ? `/api/admin/${resource}`
    : `/api/admin/${resource}/${encodeURIComponent(String(id))}`;

/** A file picked in a form, as react-admin's file and image inputs hold it. */
const isPickedFile = (value: unknown): value is { rawFile: File } =>
  typeof value === 'object' && value !== null && (value as { rawFile?: unknown }).rawFile instanceof File;

/**
 * A form that holds a picked file goes as multipart: its other fields as the JSON part `data`, each file under its
 * field's name, as the API's record-with-picture routes read it. Any other form goes as JSON.
 */
function bodyOf(data: Record<string, unknown>): Record<string, unknown> | FormData {
  const entries = Object.entries(data);
  if (!entries.some(([, value]) => isPickedFile(value))) return data;
  const form = new FormData();
  form.append('data', JSON.stringify(Object.fromEntries(entries.filter(([, value]) => !isPickedFile(value)))));
  for (const [field, value] of entries) if (isPickedFile(value)) form.append(field, value.rawFile, value.rawFile.name);
  return form;
}

interface Page<Item> {
  count: number;
  results: Item[];
}

/**
 * The API's refusal as react-admin reads it: a sentence to show, and for a 400 the spec's `{field: [messages]}` as
 * `errors`, which react-admin puts under each field of the form (the rest under the form as `root.serverError`).
 */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = error.body ?? {};
  const nonField = Array.isArray(body[NON_FIELD_ERRORS]) ? (body[NON_FIELD_ERRORS] as string[]).join('\n') : '';
  const detail = typeof body.detail === 'string' ? body.detail : '';
  const fields = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, list]) => [field, list.join(' ')]));
  const message =
    nonField ||
    detail ||
    Object.values(fields)[0] ||
    (error.offline ? messages.offline : error.status >= 500 ? messages.internalServerError : messages.unknownError);
  return new HttpError(message, error.status, {
    ...body,
    errors: { ...fields, ...(nonField ? { root: { serverError: nonField } } : {}) },
  });
}

/** Every call of the back office: react-admin's hooks notify the failure themselves, so the transport stays silent. */
async function call<Result>(send: () => Promise<Result>): Promise<Result> {
  try {
    return await send();
  } catch (error) {
    throw toHttpError(error);
  }
}

type QueryValue = string | number | boolean | (string | number)[] | null | undefined;

/** react-admin's filter as the API's query: `q` is the list's `search`. */
function filterQuery(filter: Record<string, unknown>): Record<string, QueryValue> {
  return Object.fromEntries(Object.entries(filter).map(([key, value]) => [key === 'q' ? 'search' : key, value as QueryValue]));
}

/**
 * react-admin's calls on the API's back-office routes: `/api/admin/<resource>` lists with `limit`, `offset`,
 * `ordering` (`-field` descending) and its filters, answering `{count, results}`; `/<id>` reads (GET), changes
 * (PATCH) and deletes; the list's address creates (POST).
 */
export const dataProvider: DataProvider = {
  async getList(resource, { pagination, sort, filter, signal }) {
    const page = pagination ?? { page: 1, perPage: 25 };
    const ordering = sort?.field ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;
    const answer = await call(() =>
      api.get<Page<RaRecord>>(address(resource), {
        query: { ...filterQuery(filter ?? {}), ordering, limit: page.perPage, offset: (page.page - 1) * page.perPage },
        silent: true,
        ...(signal ? { signal } : {}),
      }),
    );
    return { data: answer.results as never[], total: answer.count };
  },
  async getOne(resource, { id, signal }) {
    return { data: (await call(() => api.get(address(resource, id), { silent: true, ...(signal ? { signal } : {}) }))) as never };
  },
  async getMany(resource, { ids, signal }) {
    const data = await Promise.all(
      ids.map((id) => call(() => api.get<RaRecord>(address(resource, id), { silent: true, ...(signal ? { signal } : {}) }))),
    );
    return { data: data as never[] };
  },
  async getManyReference(resource, { target, id, pagination, sort, filter, signal }) {
    return dataProvider.getList(resource, {
      pagination,
      sort,
      filter: { ...filter, [target]: id },
      ...(signal ? { signal } : {}),
    });
  },
  async create(resource, { data }) {
    return { data: (await call(() => api.post(address(resource), bodyOf(data), { silent: true }))) as never };
  },
  async update(resource, { id, data }) {
    return { data: (await call(() => api.patch(address(resource, id), bodyOf(data), { silent: true }))) as never };
  },
  async updateMany(resource, { ids, data }) {
    await Promise.all(ids.map((id) => call(() => api.patch(address(resource, id), data, { silent: true }))));
    return { data: ids };
  },
  async delete(resource, { id, previousData }) {
    await call(() => api.delete(address(resource, id), { silent: true }));
    return { data: (previousData ?? { id }) as never };
  },
  async deleteMany(resource, { ids }) {
    for (const id of ids) await call(() => api.delete(address(resource, id), { silent: true }));
    return { data: ids };
  },
};

/** A back-office call outside react-admin's CRUD (a status change, an import), with the same errors. */
export const adminApi = {
  get: <Result>(path: string, query?: Record<string, QueryValue>) =>
    call(() => api.get<Result>(`/api/admin/${path}`, { query: query ?? {}, silent: true })),
  post: <Result>(path: string, body?: unknown) => call(() => api.post<Result>(`/api/admin/${path}`, body, { silent: true })),
  patch: <Result>(path: string, body?: unknown) => call(() => api.patch<Result>(`/api/admin/${path}`, body, { silent: true })),
  delete: <Result>(path: string) => call(() => api.delete<Result>(`/api/admin/${path}`, { silent: true })),
  document: (path: string, accept: string) => call(() => api.document(`/api/admin/${path}`, accept)),
};
