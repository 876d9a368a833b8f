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
