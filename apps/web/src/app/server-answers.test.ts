import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { answersAsOfNow } from './server-answers.ts';

describe("a server page's answers", () => {
  it('are dated when the page arrives, not when it was rendered; a failed one keeps its date', async () => {
    const rendered = new QueryClient({ defaultOptions: { queries: { retry: 0 } } });
    await rendered.prefetchQuery({ queryKey: ['product', 5], queryFn: async () => ({ id: 5, stock: 14 }) });
    await rendered.prefetchQuery({
      queryKey: ['product', 404],
      queryFn: async () => {
        throw new Error('not found');
      },
    });
    const state = dehydrate(rendered, { shouldDehydrateQuery: () => true });
    const arrived = Date.parse('2026-11-29T10:00:00Z');
    const dated = answersAsOfNow(state, arrived);
    const [found, missing] = dated.queries;
    expect(found?.state).toMatchObject({ status: 'success', data: { id: 5, stock: 14 }, dataUpdatedAt: arrived });
    expect(missing?.state.status).toBe('error');
    expect(missing?.state.dataUpdatedAt).toBe(state.queries[1]?.state.dataUpdatedAt);
  });
});
