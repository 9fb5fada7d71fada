import { defineConfig } from 'vitest/config';

const apiTarget = process.env.BROADSIDE_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
  },
  esbuild: {
    target: 'es2022',
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
  },
});
