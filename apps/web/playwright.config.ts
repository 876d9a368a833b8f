import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// This run's folder, made once by the runner and inherited by its workers: the server's data and the journeys' tokens
// (e2e/sign-in.ts), apart from any other run on the machine.
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
const dataDir = path.join(process.env.E2E_RUN_DIR, 'data');

/** The journeys run in Debian's Chromium against `npm start`'s own server with a fresh demo shop. */
export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  workers: 1,
  // In CI a journey that fails is run once more: one that then passes is still listed as flaky, with its first
  // failure printed, so that a rare fault is seen and traced rather than turning a whole landing red.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: 'node ../../scripts/start.mjs',
    url: `http://localhost:${port}/api/settings/general`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Every journey's customer signs in from this one address: the per-client code and check limits are the journeys' count.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      OTP_HOURLY_LIMIT_PER_CLIENT: '100',
      OTP_VERIFY_LIMIT_PER_CLIENT: '200',
    },
  },
});
