import { defineConfig } from 'vitest/config';

// Browser journeys in e2e/ belong to Playwright; Vitest takes the unit tests beside the code.
export default defineConfig({ test: { include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true } });
