import { normalizeForSearch } from '@shop/contract/persian';
import { type AnyColumn, and, like, type SQL } from 'drizzle-orm';
import { escapeLike } from './escape-like.ts';

/** A search's normalised query, and the condition that every one of its words appears in the searched column. */
export interface SearchTerms {
  normalized: string;
  condition: SQL;
}

/**
 * A search over a column that holds the searched text normalised with its spaces dropped: every word of the query must
 * appear in it, so «فشار سنج» finds «فشارسنج» and the other way round. Partial words match. Undefined for no words.
 */
export function searchTerms(column: AnyColumn, search: string | undefined): SearchTerms | undefined {
  const normalized = normalizeForSearch(search ?? '');
  if (!normalized) return undefined;
  const condition = and(...normalized.split(' ').map((word) => like(column, `%${escapeLike(word)}%`))) as SQL;
  return { normalized, condition };
}
