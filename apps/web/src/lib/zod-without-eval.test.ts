import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('is what zod reads once it loads after the setting', async () => {
    await import('./zod-without-eval.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // And objects still parse.
    expect(z.object({ name: z.string() }).parse({ name: 'مریم', extra: 1 })).toEqual({ name: 'مریم' });
  });
});
