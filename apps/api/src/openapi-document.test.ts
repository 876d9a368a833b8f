import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.ts';

const { app } = await createTestApp();
const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const file = path.join(mkdtempSync(path.join(tmpdir(), 'shop-openapi-')), 'openapi.json');
writeFileSync(file, JSON.stringify(document, null, 2));
if (process.env.KEEP_DOC) writeFileSync(process.env.KEEP_DOC, JSON.stringify(document, null, 2));
const apiDir = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(apiDir, 'node_modules/.bin', name);
const binOf = (name: string) => {
  const own = bin(name);
  return spawnSync(own, ['--version']).error ? path.join(apiDir, '../../node_modules/.bin', name) : own;
};

describe('the served API document', () => {
  it('is OpenAPI 3.1, every operation named, tagged with a declared tag', () => {
    expect(document.openapi).toBe('3.1.0');
    const declared = new Set(document.tags.map((tag: { name: string }) => tag.name));
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item as object));
    expect(operations.length).toBeGreaterThan(140);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      for (const tag of operation.tags) expect(declared).toContain(tag);
    }
    const names = operations.map((operation) => operation.operationId);
    expect(new Set(names).size).toBe(names.length);
  });

  it("passes Redocly's recommended rules with no error", () => {
    const run = spawnSync(binOf('redocly'), ['lint', file, '--format=json', '--config', 'redocly.yaml'], {
      cwd: apiDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it("passes Spectral's OpenAPI rules with no error", () => {
    const run = spawnSync(binOf('spectral'), ['lint', file, '-r', '.spectral.yaml', '-f', 'json', '--quiet'], {
      cwd: apiDir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const results = JSON.parse(run.stdout || '[]') as { code: string; severity: number; message: string; path: string[] }[];
    const errors = results
      .filter((result) => result.severity === 0)
      .map((result) => `${result.code} ${result.path.join('.')}: ${result.message}`);
    expect(errors).toEqual([]);
  });
});
