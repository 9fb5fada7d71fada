import { defineConfig } from 'vitest/config';
import { lowerDecorators } from './build/shared-decorator-helpers.js';

const apiTarget = process.env.BROADSIDE_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [lowerDecorators()],
  oxc: false,
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // The workspace packages are pure (no module side effects; `@broadside/protocol` does not
      // say so in its package.json): importing one constant must not pull every zod schema.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/') },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  test: {
    include: ['test/**/*.test.ts'],
    // After each test file, passed or failed, every server it started is killed.
    setupFiles: ['../server/test/support/process-teardown.ts'],
    // A browser test drives real Chromium against a real server: a few seconds each on a quiet
    // machine, more on a busy CI runner. Vitest's 5 s default failed such tests on CI (a Star
    // Trek lobby test took 3.7 s here); tests that play whole games set their own, longer limit.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A browser test that fails is run once more before the run fails: on a loaded 2-core CI
    // runner a page can stall past a wait. A test that passes only the second time is still
    // named at the end of `npm test` ("passed on a retry"), so a real intermittent bug shows.
    retry: 1,
  },
});
