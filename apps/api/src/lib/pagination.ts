import type { Paginated } from '@shop/contract/query';
import type { FastifyRequest } from 'fastify';
import { requestOrigin } from './public-origin.ts';

/**
 * Wraps one page of rows in `{count, next, previous, results}`, with links that keep the request's filters. A page
 * whose count stops at a bound says itself whether rows follow (`more`); one that knows where it ended gives that to
 * its next link (`nextAfter`), and its links back go by position.
 */
export function paginate<Page extends { count: number; more?: boolean; nextAfter?: string | undefined }>(
  request: FastifyRequest,
  { more, nextAfter, ...page }: Page,
  { limit, offset }: { limit: number; offset: number },
): Omit<Page, 'more' | 'nextAfter'> & Pick<Paginated<unknown>, 'next' | 'previous'> {
  // The target is read once, and each link changes its query; a target that names an origin of its own (as HTTP
  // allows) still gets links on the shop's.
  const target = new URL(request.url, 'http://localhost');
  const base = new URL(target.pathname, requestOrigin(request)).href;
  const link = (newOffset: number, after?: string) => {
    const query = new URLSearchParams(target.search);
    query.set('limit', String(limit));
    if (newOffset > 0) query.set('offset', String(newOffset));
    else query.delete('offset');
    if (after) query.set('after', after);
    else query.delete('after');
    return `${base}?${query}`;
  };
  // Past the end of an exact count, the previous page is the last one there is.
  const previousStart = more === undefined ? Math.min(offset, page.count) - limit : offset - limit;
  return {
    ...page,
    next: (more ?? offset + limit < page.count) ? link(offset + limit, nextAfter) : null,
    previous: offset > 0 ? link(Math.max(0, previousStart)) : null,
  };
}
