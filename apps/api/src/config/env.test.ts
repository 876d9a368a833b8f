import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count, or addresses and subnets', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses `true`, saying what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe X-Forwarded-For from any client.*give the number of proxies/,
    );
  });

  it('names the entries that are no address or subnet', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.local,10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an address or subnet: proxy\.local, 10\.0\.0\.0\/33/,
    );
  });
});

describe('WORKERS', () => {
  const postgres = { DATABASE_URL: 'postgres://shop@db.internal:5432/shop' };

  it('is one process unless told, a count, or one per CPU with auto', () => {
    expect(loadConfig({}).WORKERS).toBe(1);
    expect(loadConfig({ ...postgres, WORKERS: '3' }).WORKERS).toBe(3);
    expect(loadConfig({ ...postgres, WORKERS: 'auto' }).WORKERS).toBe(availableParallelism());
  });

  it('refuses what is no count of processes', () => {
    for (const value of ['0', '65', '1.5', 'two', '-1']) {
      expect(() => loadConfig({ ...postgres, WORKERS: value }), value).toThrow(
        /WORKERS: a whole number of processes from 1 to 64, or auto/,
      );
    }
  });

  it('refuses several processes on PGlite, saying to set DATABASE_URL', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(
      /WORKERS: 2 processes need DATABASE_URL: the embedded PGlite is held by one process/,
    );
    expect(loadConfig({ WORKERS: '1' }).WORKERS).toBe(1);
  });
});
