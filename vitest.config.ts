import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'data/**'],
    // Decides the conformance targets (server + Prism, or BASE_URL) and starts Prism once per run,
    // without blocking: unit tests start at once, conformance files wait for Prism to answer.
    // The explorer's page is built once for the servers that serve it (explorer/build.mjs).
    globalSetup: ['conformance/setup/globalSetup.ts', 'explorer/globalSetup.ts'],
    // Servers and databases are cheap here; a hung test should fail, not stall CI.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
