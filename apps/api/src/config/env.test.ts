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

describe('past one machine', () => {
  it('refuses a read replica without the primary it replicates', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://shop@10.0.0.12/shop' })).toThrow(
      /DATABASE_READ_URL: a replica of DATABASE_URL: set DATABASE_URL too/,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://shop@10.0.0.11/shop', DATABASE_READ_URL: 'postgres://shop@10.0.0.12/shop' })
        .DATABASE_READ_URL,
    ).toBe('postgres://shop@10.0.0.12/shop');
  });

  it('names every variable a bucket needs, and ends the pictures’ address with a slash', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'shop-media' })).toThrow(
      /S3_ACCESS_KEY_ID: required when MEDIA_STORAGE is s3\n {2}S3_SECRET_ACCESS_KEY: required when MEDIA_STORAGE is s3\n {2}MEDIA_BASE_URL: required/,
    );
    expect(loadConfig({ MEDIA_BASE_URL: 'https://media.example.ir/shop' }).MEDIA_BASE_URL).toBe('https://media.example.ir/shop/');
    expect(loadConfig({}).MEDIA_STORAGE).toBe('disk');
  });

  it("asks for the sign-in codes' key with a bucket, whose processes may not share DATA_DIR, and refuses a short one", () => {
    const bucket = {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: 'shop-media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_BASE_URL: 'https://media.example.ir/shop',
    };
    expect(() => loadConfig(bucket)).toThrow(/SIGN_IN_CODE_KEY: required when MEDIA_STORAGE is s3/);
    expect(() => loadConfig({ ...bucket, SIGN_IN_CODE_KEY: 'short' })).toThrow(/SIGN_IN_CODE_KEY: at least 32 characters/);
    const key = 'k'.repeat(44);
    expect(loadConfig({ ...bucket, SIGN_IN_CODE_KEY: key }).SIGN_IN_CODE_KEY).toBe(key);
    expect(loadConfig({}).SIGN_IN_CODE_KEY).toBeUndefined();
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
