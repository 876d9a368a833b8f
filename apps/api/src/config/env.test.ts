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
