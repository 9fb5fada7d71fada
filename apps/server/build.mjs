// Bundles the server into dist/main.js and its bot worker into dist/bot-worker.js: workspace
// packages (consumed from TypeScript source) are bundled in; every real npm dependency of the
// server stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const npmDeps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@broadside/'),
);
// Only the server's own npm dependencies are resolvable from dist/ at run time; dependencies
// that only the workspace packages declare (e.g. @noble/hashes) are bundled in.
const external = npmDeps.flatMap((name) => [name, `${name}/*`]);

await build({
  // The bot worker is a bundle of its own: worker threads load it next to dist/main.js.
  entryPoints: {
    main: join(here, 'src/main.ts'),
    'bot-worker': join(here, 'src/bots/bot-worker.ts'),
  },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __broadsideCreateRequire } from 'node:module'; const require = __broadsideCreateRequire(import.meta.url);",
  },
  logLevel: 'info',
});
