import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';
import { messages, messageWith } from './messages.ts';
import { toLatinDigits } from './persian.ts';
import { cleanProse } from './text.ts';
import { textWithoutControls } from './validation.ts';

/**
 * Query strings arrive as text; a blank value means "not given", and Persian digits count as digits. A parameter
 * given twice counts once, as its last value.
 */
const fromQuery = (value: unknown) => {
  if (Array.isArray(value)) value = value.at(-1);
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? undefined : toLatinDigits(value);
};

/** Reads a query-string (or path) value through the schema, e.g. `inQuery(integer().optional())`. */
export const inQuery = <Schema extends z.ZodType>(schema: Schema) => z.preprocess(fromQuery, schema);

const MAX_INT = 2_147_483_647;

/**
 * A number written in decimal digits (Persian and Arabic ones too) becomes that number; anything else (`0x10`, `1e1`,
 * `+1`, ` 1`, `1.0`) is left as text for the number schema to refuse, where `Number()` would have read it.
 */
const decimalNumber = (pattern: RegExp) => (value: unknown) => {
  if (typeof value !== 'string') return value;
  const digits = toLatinDigits(value);
  return pattern.test(digits) ? Number(digits) : value;
};

/** A whole number, decimal only, within the bounds given. */
export const integer = ({ min, max, tooSmall }: { min?: number; max?: number; tooSmall?: string } = {}) => {
  let schema = z.number({ error: messages.invalidInteger }).int({ message: messages.invalidInteger, abort: true });
  if (min !== undefined) schema = schema.min(min, { abort: true, ...(tooSmall ? { message: tooSmall } : {}) });
  if (max !== undefined) schema = schema.max(max);
  return z.preprocess(decimalNumber(/^-?[0-9]+$/), schema);
};

/**
 * A database id: a positive 32-bit integer written in plain decimal digits, or a Persian 400 (never a database
 * error). A form's select passes its own message, so that an empty choice reads «please choose a province» rather
 * than «invalid id». One message, however many checks it fails.
 */
export const id = (message: string = messages.invalidId) =>
  z.preprocess(
    decimalNumber(/^[0-9]+$/),
    z.number({ error: message }).int({ message, abort: true }).min(1, { message, abort: true }).max(MAX_INT, { message }),
  );

export const IdParamsSchema = z.object({ id: inQuery(id()) });

/** Ids written `1,2,3` (or the parameter repeated), at most `max`, past which `tooMany` is the message. */
export const idList = (max = MAX_PAGE_SIZE, tooMany?: string) =>
  z.preprocess(
    (value) => {
      const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
        typeof part === 'string' ? toLatinDigits(part).split(',') : [],
      );
      const ids = parts.filter(Boolean);
      return ids.length ? ids : undefined;
    },
    z
      .array(id())
      .max(max, tooMany ? { message: tooMany } : undefined)
      .optional(),
  );

/** `true/false`, `1/0`, `yes/no`, as a shared link might carry them. */
export const boolean = () =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const lower = value.toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(lower)) return true;
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
    return value;
  }, z.boolean({ error: messages.invalidBoolean }).optional());

/** A search typed in a box or carried by a link: cleaned like prose (text.ts); nothing visible means no search. */
export const searchText = (max = 100) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? cleanProse(value) || undefined : value),
    textWithoutControls()
      .max(max, { message: messageWith.maxLength(max) })
      .optional(),
  );

/** `limit` above the maximum is clamped rather than refused: a shared link with a huge limit still works. */
export const paginationQuery = (defaultLimit: number, maxLimit = MAX_PAGE_SIZE) => ({
  limit: inQuery(
    integer({ min: 1 })
      .default(defaultLimit)
      .transform((limit) => Math.min(limit, maxLimit)),
  ),
  offset: inQuery(integer({ min: 0 }).default(0)),
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
