import type { Paginated } from '@shop/contract/query';
import type { FastifyRequest } from 'fastify';
import { requestOrigin, requestPath } from './public-origin.ts';

/** Wraps one page of rows in `{count, next, previous, results}`, with links that keep the request's filters. */
export function paginate<Item>(
  request: FastifyRequest,
  page: { count: number; results: Item[] },
  { limit, offset }: { limit: number; offset: number },
): Paginated<Item> {
  const link = (newOffset: number) => {
    const url = new URL(requestPath(request), requestOrigin(request));
    url.searchParams.set('limit', String(limit));
    if (newOffset > 0) url.searchParams.set('offset', String(newOffset));
    else url.searchParams.delete('offset');
    return url.toString();
  };
  return {
    count: page.count,
    next: offset + limit < page.count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, Math.min(offset - limit, page.count - limit))) : null,
    results: page.results,
  };
}
