import { z } from 'zod';
import { messages } from './messages.ts';
import { inQuery, integer, paginationQuery, searchText } from './query.ts';

/** Rows per page of a back-office list unless it asks for another size (up to the usual maximum). */
export const ADMIN_PAGE_SIZE = 25;

/**
 * A back-office list's query: pages, a search, and `ordering` as a field name, `-` first for descending
 * (`-created_at`), among the fields the list can sort by.
 */
export const adminListQuery = <Field extends string>(sortable: readonly [Field, ...Field[]]) => ({
  search: inQuery(searchText()),
  ordering: inQuery(
    z.enum([...sortable, ...sortable.map((field) => `-${field}` as `-${Field}`)], { error: messages.invalidValue }).optional(),
  ),
  ...paginationQuery(ADMIN_PAGE_SIZE),
});

/** A place in a back-office list: 0 first, then 1…; rows of one place keep the order they were made in. */
export const SortOrderSchema = integer({ min: 0, max: 1_000_000 });

/**
 * A record's picture comes as the multipart file `image` beside its fields (sent as the JSON part `data`): only a
 * removal, `image: null`, travels in the JSON.
 */
export const PictureRemovalSchema = z.null({ error: messages.invalidValue }).optional();

/** Whether a record shows on the storefront. */
export const ActiveFlagSchema = z.boolean({ error: messages.invalidBoolean });

/** `-created_at` → `{field: 'created_at', descending: true}`. */
export function readOrdering<Field extends string>(ordering: Field | `-${Field}` | undefined, fallback: `-${Field}` | Field) {
  const chosen = ordering ?? fallback;
  const descending = chosen.startsWith('-');
  return { field: (descending ? chosen.slice(1) : chosen) as Field, descending };
}
