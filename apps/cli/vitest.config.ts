import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@broadside/cli',
    include: ['test/**/*.test.ts'],
    // Each test runs the real command in a child process through tsx, which compiles the rules
    // package on start: seconds on a busy machine.
    testTimeout: 60_000,
  },
});
