import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('separators', () => {
  // The contract's PART_SEPARATOR is the one separator; this holds every writer to it.
  it('are never the middle dot, which beside Persian digits reads as ۰, in anything the web, the API or the contract writes', () => {
    const root = path.join(import.meta.dirname, '../../..');
    const sources = ['apps/web/src', 'apps/web/e2e', 'apps/api/src', 'packages/contract/src'].flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('generated'))
        .map((file) => path.join(folder, file)),
    );
    expect(sources.length).toBeGreaterThan(100);
    // The character itself, or its escape in a string; this file names it only to look for it.
    const middleDot = new RegExp(['\\u00b7', '\\\\u00b7'].join('|'), 'i');
    const written = sources.filter((file) => !file.endsWith('no-middle-dot.test.ts'));
    expect(written.filter((file) => middleDot.test(readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });
});
