import { messages } from '@shop/contract/messages';
import type { RouteSpec } from '@shop/contract/route';
import { type DataProvider, HttpError, type RaRecord } from 'react-admin';
import type { z } from 'zod';
import { type ApiClient, ApiError, useApi } from './api-client.ts';

/** A route of the table that answers `Output` with `status`. */
type Answering<Status extends number, Output> = Omit<RouteSpec, 'produces' | 'response'> & {
  produces?: undefined;
  response: { [S in Status]: z.ZodType<Output> };
};

/** A route of one record: by its id, or the one record of its kind (the store's settings). */
type OfRecord = { params: z.ZodType<{ id: number }> } | { params?: undefined };

/**
 * The routes of a back-office resource, as react-admin's CRUD calls them: the list (`limit`, `offset`, `ordering` as
 * `-field` for descending, and its filters, answering `{count, results}`), and a record's read, create, change and
 * delete. A list of a record's (a customer's orders) takes the record's id from its filter.
 */
export interface AdminResourceRoutes {
  list?: Answering<200, { count: number; results: RaRecord[] }> & OfRecord & { query: z.ZodType<Record<string, unknown>> };
  read?: Answering<200, RaRecord> & OfRecord;
  create?: Answering<201, RaRecord> & { body: z.ZodType };
  update?: Answering<200, RaRecord> & OfRecord & { body: z.ZodType };
  delete?: Answering<204, null> & { params: z.ZodType<{ id: number }> };
}

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

/**
 * The API's refusal as react-admin reads it: a sentence to show, and for a 400 the spec's `{field: [messages]}` as
 * `errors`, which react-admin puts under each field of the form (the rest under the form as `root.serverError`).
 */
function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = error.body ?? {};
  const nonField = error.nonFieldErrors.join('\n');
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
async function settle<Result>(send: () => Promise<Result>): Promise<Result> {
  try {
    return await send();
  } catch (error) {
    throw toHttpError(error);
  }
}

/** The page's API client as the back office calls it: silent, its refusals as react-admin's HttpError. */
export function adminClient(api: ApiClient): ApiClient {
  return {
    call: (route, ...args) => {
      const [input] = args;
      return settle(() => api.call(route, ...([{ ...input, silent: true }] as typeof args)));
    },
    document: (route, input, accept) => settle(() => api.document(route, input, accept)),
  };
}

/** The back office's API client, for a call outside react-admin's CRUD (a status change, an import). */
export const useAdminApi = () => adminClient(useApi());

type QueryValue = string | number | boolean | (string | number)[] | null | undefined;

/** react-admin's filter as a list's query (`q` is the list's `search`), and the record's id when its path names one. */
function filterInput(route: Pick<RouteSpec, 'path'>, filter: Record<string, unknown>) {
  const ofRecord = route.path.includes('/:id/');
  const query = Object.fromEntries(
    Object.entries(filter)
      .filter(([key]) => !(ofRecord && key === 'id'))
      .map(([key, value]) => [key === 'q' ? 'search' : key, value as QueryValue]),
  );
  return { ...(ofRecord ? { params: { id: Number(filter.id) } } : {}), query };
}

/** react-admin's CRUD calls on the back office's resources, each through its routes of the table. */
export function createDataProvider(api: ApiClient, resources: Record<string, AdminResourceRoutes>): DataProvider {
  const admin = adminClient(api);
  /** The route of `resource` for one of react-admin's calls; a call the resource does not take is a fault of the page. */
  const routeOf = <Call extends keyof AdminResourceRoutes>(resource: string, call: Call) => {
    const route = resources[resource]?.[call];
    if (!route) throw new Error(`the back office has no ${call} for ${resource}`);
    return route as NonNullable<AdminResourceRoutes[Call]>;
  };
  const recordParams = (id: RaRecord['id']) => ({ id: Number(id) });
  const read = (resource: string, id: RaRecord['id'], signal?: AbortSignal) =>
    admin.call(routeOf(resource, 'read'), { params: recordParams(id), ...(signal ? { signal } : {}) });

  const provider: DataProvider = {
    async getList(resource, { pagination, sort, filter, signal }) {
      const route = routeOf(resource, 'list');
      const page = pagination ?? { page: 1, perPage: 25 };
      const ordering = sort?.field ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;
      const { params, query } = filterInput(route, filter ?? {});
      const answer = await admin.call(route, {
        params,
        query: { ...query, ordering, limit: page.perPage, offset: (page.page - 1) * page.perPage },
        ...(signal ? { signal } : {}),
      });
      return { data: answer.results as never[], total: answer.count };
    },
    async getOne(resource, { id, signal }) {
      return { data: (await read(resource, id, signal)) as never };
    },
    async getMany(resource, { ids, signal }) {
      return { data: (await Promise.all(ids.map((id) => read(resource, id, signal)))) as never[] };
    },
    async getManyReference(resource, { target, id, pagination, sort, filter, signal }) {
      return provider.getList(resource, {
        pagination,
        sort,
        filter: { ...filter, [target]: id },
        ...(signal ? { signal } : {}),
      });
    },
    async create(resource, { data }) {
      return { data: (await admin.call(routeOf(resource, 'create'), { body: bodyOf(data) })) as never };
    },
    async update(resource, { id, data }) {
      return {
        data: (await admin.call(routeOf(resource, 'update'), { params: recordParams(id), body: bodyOf(data) })) as never,
      };
    },
    async updateMany(resource, { ids, data }) {
      await Promise.all(ids.map((id) => admin.call(routeOf(resource, 'update'), { params: recordParams(id), body: data })));
      return { data: ids };
    },
    async delete(resource, { id, previousData }) {
      await admin.call(routeOf(resource, 'delete'), { params: recordParams(id) });
      return { data: (previousData ?? { id }) as never };
    },
    async deleteMany(resource, { ids }) {
      for (const id of ids) await admin.call(routeOf(resource, 'delete'), { params: recordParams(id) });
      return { data: ids };
    },
  };
  return provider;
}
