import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Bundles bench/server-process.ts the way build.mjs bundles the production server (workspace
 * packages bundled in, npm dependencies external, ESM for Node 20) into dist/, next to main.js
 * and bot-worker.js, and returns the bundle's path. The benchmark then runs built code, as
 * production does, with the benchmark's one change: dice seeds it can pre-play.
 */
export async function buildBenchServer(): Promise<string> {
  const pkg = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
    .filter((name) => !name.startsWith('@broadside/'))
    .flatMap((name) => [name, `${name}/*`]);
  const outfile = join(serverDir, 'dist', 'bench-load-server.js');
  await build({
    entryPoints: [join(serverDir, 'bench', 'server-process.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    banner: {
      js: "import { createRequire as __broadsideCreateRequire } from 'node:module'; const require = __broadsideCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return outfile;
}
