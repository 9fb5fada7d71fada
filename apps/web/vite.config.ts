import { transformWithEsbuild, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.BROADSIDE_API ?? 'http://127.0.0.1:3000';

/**
 * Lowers TypeScript standard decorators (`@customElement`, `@property() accessor …`) with
 * esbuild. Vite 8's default transformer (oxc) strips types but leaves standard decorators in
 * place, and no shipping browser parses them yet.
 */
function lowerDecorators(): Plugin {
  return {
    name: 'broadside:lower-decorators',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?', 1)[0] ?? id;
      if (!file.endsWith('.ts') || file.includes('/node_modules/')) return null;
      const result = await transformWithEsbuild(code, file, {
        loader: 'ts',
        target: 'es2022',
        sourcemap: true,
      });
      return { code: result.code, map: result.map };
    },
  };
}

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
  },
});
