/**
 * Avatar upload benchmark: the memory peak of the shop's process (RSS, read from /proc every 10 ms) and the
 * listing's latency while avatars are uploaded at once. Each scenario starts a fresh server (PGlite, the demo shop),
 * so peaks do not carry over. Flat-colour PNGs are small files that decode to many pixels.
 *
 *   npx tsx bench/avatar-memory.ts
 *   BENCH_PORT=3200                 where the shop listens meanwhile
 *   BENCH_DATA_DIR=bench/.data/avatars   where its data lives
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { benchPort, residentMegabytes, root, startServer, stopServer, tableRow } from './bench-server.ts';

const origin = `http://127.0.0.1:${benchPort}`;
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, 'bench/.data/avatars'));
const listing = '/api/products/public?limit=30';

/** An interlaced PNG cannot be decoded row by row: the whole picture is held in memory, the worst case. */
const flatPng = (side: number, interlaced: boolean) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png({ progressive: interlaced })
    .toBuffer();

let clients = 0;
/** A customer signed in through the outbox's code, from an address of its own. */
async function signIn(): Promise<string> {
  const mobileNumber = `0935${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++clients}` };
  const body = JSON.stringify({ mobile_number: mobileNumber });
  if (!(await fetch(`${origin}/api/users/otp/signin`, { method: 'POST', headers, body })).ok) throw new Error('no code');
  const outbox = (await (await fetch(`${origin}/api/dev/sms-outbox?mobile_number=${mobileNumber}`)).json()) as {
    results: { code: string }[];
  };
  const code = outbox.results[0]?.code ?? '';
  const verified = await fetch(`${origin}/api/users/otp/signin/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mobile_number: mobileNumber, code }),
  });
  return ((await verified.json()) as { token: string }).token;
}

async function uploadAvatar(token: string, png: Buffer): Promise<number> {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  const response = await fetch(`${origin}/api/users/me`, {
    method: 'PATCH',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

interface Scenario {
  name: string;
  side: number;
  interlaced: boolean;
  customers: number;
  uploads: number;
}

const scenarios: Scenario[] = [
  { name: 'one customer, 8 × 7070×7070 (50 MP) PNG', side: 7070, interlaced: false, customers: 1, uploads: 8 },
  { name: 'one customer, 8 × 7070×7070 (50 MP) interlaced PNG', side: 7070, interlaced: true, customers: 1, uploads: 8 },
  { name: '8 customers, one 5000×5000 (25 MP) interlaced PNG each', side: 5000, interlaced: true, customers: 8, uploads: 8 },
];

const rows: string[] = [];
for (const scenario of scenarios) {
  const png = await flatPng(scenario.side, scenario.interlaced);
  const server = await startServer(dataDir);
  try {
    const pid = server.pid ?? 0;
    const tokens = await Promise.all(Array.from({ length: scenario.customers }, signIn));
    for (let warm = 0; warm < 20; warm++) await (await fetch(`${origin}${listing}`)).arrayBuffer();
    const before = residentMegabytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMegabytes(pid));
    }, 10);
    const latencies: number[] = [];
    let uploading = true;
    // One visitor reads the listing again and again while the avatars go up.
    const reader = (async () => {
      while (uploading) {
        const started = performance.now();
        await (await fetch(`${origin}${listing}`)).arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: scenario.uploads }, (_, index) => uploadAvatar(tokens[index % tokens.length] ?? '', png)),
    );
    const seconds = (performance.now() - started) / 1000;
    uploading = false;
    await reader;
    clearInterval(sampler);
    const counted = [...new Set(statuses)]
      .map((status) => `${statuses.filter((each) => each === status).length}× ${status}`)
      .join(', ');
    rows.push(
      tableRow([
        scenario.name,
        `${(png.length / 1024).toFixed(0)} KB`,
        counted,
        seconds.toFixed(1),
        before.toFixed(0),
        peak.toFixed(0),
        percentile(latencies, 0.5).toFixed(0),
        Math.max(...latencies).toFixed(0),
      ]),
    );
    console.log(rows.at(-1));
  } finally {
    await stopServer(server);
  }
}

console.log('\nAvatars uploaded at once: the server process, PGlite with the demo shop');
console.log('| scenario | file | answers | seconds | RSS before MB | RSS peak MB | listing p50 ms | listing max ms |');
console.log('|---|---|---|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
