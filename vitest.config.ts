import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'data/**'],
    // Servers and databases are cheap here; a hung test should fail, not stall CI.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
