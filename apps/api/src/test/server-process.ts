import { spawn } from 'node:child_process';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * How long a server may take to start before its test gives up: loading the demo shop (423 pictures encoded) took
 * 131 s on a machine busy with other work, 40 s when idle.
 */
export const START_BOUND_MS = 300_000;

/** The time-out of a test that starts a server: its start-up and a minute for the rest. */
export const SERVER_TEST_MS = START_BOUND_MS + 60_000;

/**
 * Loaded first in the server: when the test's process ends without ending the server (a runner killed or interrupted),
 * the server's stdin closes and it ends its whole process group, workers included.
 */
const ENDS_WITH_ITS_TEST = `process.stdin.once('end', () => process.kill(0, 'SIGKILL')).resume().unref();`;

/**
 * The real server in its own process group (PGlite unless `env` names DATABASE_URL), with everything it prints
 * collected; `nodeArgs` go to Node before the server, such as a module to load first. `entry` start.ts is what
 * `npm start` runs: with WORKERS above 1, a primary and its workers. Whatever the test does, the group is killed
 * once the test has finished, after the test's own clean-up.
 */
export function startServer(env: Record<string, string>, nodeArgs: string[] = [], entry: 'server.ts' | 'start.ts' = 'server.ts') {
  const server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      `data:text/javascript,${encodeURIComponent(ENDS_WITH_ITS_TEST)}`,
      ...nodeArgs,
      path.join(import.meta.dirname, '..', entry),
    ],
    { env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['pipe', 'pipe', 'pipe'], detached: true },
  );
  let printed = '';
  let ended = false;
  const watchers = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    printed += chunk;
    for (const watch of watchers) watch();
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  /** Its exit code, once it has exited and everything it printed has been read. */
  const exited = new Promise<number | null>((resolve) =>
    server.once('close', (code) => {
      ended = true;
      for (const watch of watchers) watch();
      resolve(code);
    }),
  );
  onTestFinished(() => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGKILL');
    } catch {
      // The group has already ended.
    }
  });
  /** True once the server has printed `text`; false if it ends first, or START_BOUND_MS pass. */
  const printedSoon = (text: string) =>
    new Promise<boolean>((resolve) => {
      const finish = (seen: boolean) => {
        clearTimeout(bound);
        watchers.delete(watch);
        resolve(seen);
      };
      const watch = () => {
        if (printed.includes(text)) finish(true);
        else if (ended) finish(false);
      };
      const bound = setTimeout(() => finish(false), START_BOUND_MS);
      watchers.add(watch);
      watch();
    });
  return { server, output: () => printed, exited, printedSoon };
}
