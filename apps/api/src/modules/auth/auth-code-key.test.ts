import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@shop/contract/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { lastCodeSent, newClientAddress, newMobileNumber } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { CODE_KEY_FILE, loadCodeKey } from './auth-code-key.ts';

const { app, db } = await createTestApp();
const made: { dataDirs: string[]; apps: (typeof app)[] } = { dataDirs: [], apps: [] };
afterAll(async () => {
  await Promise.all(made.apps.map((other) => other.close()));
  await Promise.all(made.dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
});

async function newDataDir() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-code-key-'));
  made.dataDirs.push(dataDir);
  return dataDir;
}

/** Another server process on the same database, with DATA_DIR where it is told, and SIGN_IN_CODE_KEY if given. */
async function appOn(dataDir: string, key?: string) {
  const other = await buildApp({ config: { ...app.config, DATA_DIR: dataDir, dataDir, SIGN_IN_CODE_KEY: key }, db });
  made.apps.push(other);
  return other;
}

async function verify(server: typeof app, mobileNumber: string, code: string) {
  const response = await server.inject({
    method: 'POST',
    url: '/api/users/otp/signin/verify',
    remoteAddress: newClientAddress(),
    payload: { mobile_number: mobileNumber, code },
  });
  return { status: response.statusCode, body: response.json() };
}

describe("the sign-in codes' key", () => {
  it('is made in DATA_DIR at the first start, readable by its owner only, and read again by the next process', async () => {
    const dataDir = await newDataDir();
    const first = await appOn(dataDir);
    const second = await appOn(dataDir);
    expect((await stat(path.join(dataDir, CODE_KEY_FILE))).mode & 0o777).toBe(0o600);

    const mobileNumber = newMobileNumber();
    const sent = await first.inject({
      method: 'POST',
      url: '/api/users/otp/signin',
      remoteAddress: newClientAddress(),
      payload: { mobile_number: mobileNumber },
    });
    expect(sent.statusCode).toBe(200);
    const verified = await verify(second, mobileNumber, await lastCodeSent(first, mobileNumber));
    expect(verified.status).toBe(200);
    expect(verified.body.token).toEqual(expect.any(String));
  });

  it('is needed to check a code: the database alone, read by a process with another key, accepts none', async () => {
    const sender = await appOn(await newDataDir());
    const elsewhere = await appOn(await newDataDir());
    const mobileNumber = newMobileNumber();
    await sender.inject({
      method: 'POST',
      url: '/api/users/otp/signin',
      remoteAddress: newClientAddress(),
      payload: { mobile_number: mobileNumber },
    });
    const refused = await verify(elsewhere, mobileNumber, await lastCodeSent(sender, mobileNumber));
    expect(refused).toEqual({ status: 400, body: { code: [messages.codeWrong] } });
  });

  it('is SIGN_IN_CODE_KEY when it is set, shared by processes that share no DATA_DIR, and then no file is made', async () => {
    const key = 'the same key in every process of this shop';
    const [first, second] = [await newDataDir(), await newDataDir()];
    const sender = await appOn(first, key);
    const checker = await appOn(second, key);
    const mobileNumber = newMobileNumber();
    await sender.inject({
      method: 'POST',
      url: '/api/users/otp/signin',
      remoteAddress: newClientAddress(),
      payload: { mobile_number: mobileNumber },
    });
    expect((await verify(checker, mobileNumber, await lastCodeSent(sender, mobileNumber))).status).toBe(200);
    expect([...(await readdir(first)), ...(await readdir(second))]).toEqual([]);
  });

  it('is one key when several processes make it at once, and no draft is left beside it', async () => {
    const dataDir = await newDataDir();
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadCodeKey({ dataDir })));
    expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
    expect(keys[0]?.length).toBe(32);
    expect(await readdir(dataDir)).toEqual([CODE_KEY_FILE]);
    expect((await readFile(path.join(dataDir, CODE_KEY_FILE), 'utf8')).trim()).toBe(keys[0]?.toString('base64url'));
  });

  it('stops the start when the file holds no key, naming the file', async () => {
    const dataDir = await newDataDir();
    await writeFile(path.join(dataDir, CODE_KEY_FILE), 'not a key');
    await expect(loadCodeKey({ dataDir })).rejects.toThrow(`${path.join(dataDir, CODE_KEY_FILE)} does not hold a 32-byte key`);
  });
});
