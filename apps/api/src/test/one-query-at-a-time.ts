import { afterAll, expect } from 'vitest';

/**
 * A transaction's connection answers one query at a time: pg warns when a second is sent before the first is
 * answered (reads side by side inside a transaction), and pg 9 refuses it. A test file whose code did so fails.
 * pg warns once per process, so the first file to do it fails; PGlite has no such connection and never warns.
 */
const sentSideBySide: string[] = [];
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
    sentSideBySide.push(warning.stack ?? warning.message);
  }
});

afterAll(() => {
  expect(sentSideBySide, 'queries sent side by side on one connection').toEqual([]);
});
