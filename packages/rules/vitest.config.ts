import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@broadside/rules',
    include: ['test/**/*.test.ts'],
    // The random-play fuzzers play hundreds of whole games: seconds each on a busy machine.
    testTimeout: 60_000,
  },
});
