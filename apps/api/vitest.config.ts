import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/one-query-at-a-time.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
