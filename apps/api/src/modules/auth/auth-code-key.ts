import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the key is kept without SIGN_IN_CODE_KEY, in DATA_DIR: beside PGlite's files and the media, never in the database. */
export const CODE_KEY_FILE = 'sign-in-codes.key';
const KEY_BYTES = 32;

const isErrno = (error: unknown, code: string) => (error as NodeJS.ErrnoException | undefined)?.code === code;

async function readKey(file: string): Promise<Buffer> {
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  if (key.length !== KEY_BYTES) {
    throw new Error(`${file} does not hold a ${KEY_BYTES}-byte key: delete it and start again to make a new one`);
  }
  return key;
}

/**
 * The key sign-in codes are hashed with (docs/decisions/0030): SIGN_IN_CODE_KEY, or else a key made at the first start
 * in DATA_DIR. Every process on the same DATA_DIR reads the same key: the first to start writes it beside its final
 * name and links it there, which fails for all but one, so that none ever reads half a key. Losing it costs only the
 * codes alive at that moment.
 */
export async function loadCodeKey(config: { SIGN_IN_CODE_KEY?: string | undefined; dataDir: string }): Promise<Buffer> {
  if (config.SIGN_IN_CODE_KEY) return Buffer.from(config.SIGN_IN_CODE_KEY, 'utf8');
  const file = path.join(config.dataDir, CODE_KEY_FILE);
  try {
    return await readKey(file);
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, randomBytes(KEY_BYTES).toString('base64url'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error;
  } finally {
    await unlink(draft);
  }
  return readKey(file);
}
