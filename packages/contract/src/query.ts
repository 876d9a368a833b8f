import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';
import { messages } from './messages.ts';
import { toLatinDigits } from './persian.ts';

/** Query strings arrive as text; an empty value means "not given", and Persian digits count as digits. */
const fromQuery = (value: unknown) => {
  if (Array.isArray(value)) value = value.at(-1);
  if (typeof value !== 'string') return value;
  const text = toLatinDigits(value.trim());
  return text === '' ? undefined : text;
};

/** Reads a query-string (or path) value through the schema, e.g. `inQuery(integer().optional())`. */
export const inQuery = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(fromQuery, schema);

const MAX_INT = 2_147_483_647;

export const integer = () => z.coerce.number({ error: messages.invalidInteger }).int(messages.invalidInteger);

/**
 * A database id: a positive 32-bit integer, or a Persian 400 (never a database error). A form's select passes its
 * own message, so that an empty choice reads «please choose a province» rather than «invalid id».
 */
export const id = (message: string = messages.invalidId) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_INT, message);

export const IdParamsSchema = z.object({ id: inQuery(id()) });

/** Ids written `1,2,3` (or the parameter repeated). */
export const idList = () =>
  z.preprocess((value) => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
      typeof part === 'string' ? toLatinDigits(part).split(',') : [],
    );
    const ids = parts.map((part) => part.trim()).filter(Boolean);
    return ids.length ? ids : undefined;
  }, z.array(id()).max(MAX_PAGE_SIZE).optional());

/** `true/false`, `1/0`, `yes/no`, as a shared link might carry them. */
export const boolean = () =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const lower = value.toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(lower)) return true;
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
    return value;
  }, z.boolean({ error: messages.invalidBoolean }).optional());

export const searchText = () => z.string().max(100);

/** `limit` above the maximum is clamped rather than refused: a shared link with a huge limit still works. */
export const paginationQuery = (defaultLimit: number, maxLimit = MAX_PAGE_SIZE) => ({
  limit: inQuery(
    integer()
      .min(1)
      .default(defaultLimit)
      .transform((limit) => Math.min(limit, maxLimit)),
  ),
  offset: inQuery(integer().min(0).max(Number.MAX_SAFE_INTEGER).default(0)),
});

/** `{count, next, previous, results}` of every list call. */
export const paginated = <Item extends z.ZodType>(item: Item) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export type Paginated<Item> = { count: number; next: string | null; previous: string | null; results: Item[] };
