import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * How to start the analysis worker: the bundled `dist/analysis-worker.js` next to the server
 * bundle in production; else the TypeScript source, loaded through the workspace's TypeScript
 * loader (development and tests) by a small bootstrap that registers the loader in the thread.
 */
export function analysisWorkerEntry(): { code: URL | string; evaluate: boolean } {
  const built = new URL('./analysis-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { code: built, evaluate: false };
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const loader = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const source = new URL('./analysis-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(loader)})
    .then(({ register }) => { register(); return import(${JSON.stringify(source)}); })
    .catch((error) => { setImmediate(() => { throw error; }); });`;
  return { code, evaluate: true };
}
