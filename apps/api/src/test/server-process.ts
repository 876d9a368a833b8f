import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The real server in its own process (PGlite unless `env` names DATABASE_URL), with everything it prints collected;
 * `nodeArgs` go to Node before the server, such as a module to load first. `entry` start.ts is what `npm start` runs:
 * with WORKERS above 1, a primary and its workers.
 */
export function startServer(env: Record<string, string>, nodeArgs: string[] = [], entry: 'server.ts' | 'start.ts' = 'server.ts') {
  const server = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, path.join(import.meta.dirname, '..', entry)], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += chunk;
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  /** Waits until the server has printed `text`, or has exited, or `seconds` have passed. */
  const printedSoon = async (text: string, seconds: number) => {
    for (let waited = 0; waited < seconds * 10 && !printed.includes(text) && server.exitCode === null; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return printed.includes(text);
  };
  return { server, output: () => printed, exited, printedSoon };
}
