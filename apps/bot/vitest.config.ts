import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@broadside/bot',
    include: ['test/**/*.test.ts'],
    // The integration test plays whole games against a real server.
    testTimeout: 180_000,
  },
});
