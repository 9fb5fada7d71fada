import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@broadside/bots',
    include: ['test/**/*.test.ts'],
    // The fuzz tests play many whole games with bots on both sides.
    testTimeout: 120_000,
  },
});
