// Bundles the server into dist/server.cjs, started by dist/main.js, and its bot worker into
// dist/bot-worker.js (and the coach's into dist/analysis-worker.js). Workspace packages (consumed
// from TypeScript source) and the pure-JavaScript npm dependencies are bundled in: one file to
// read and compile starts markedly faster than hundreds of modules resolved one by one (see
// docs/benchmarks.md, Start-up). A few dependencies stay external and load from node_modules at
// run time: see `keepExternal`.
//
// The server bundle is CommonJS so that dist/main.js (src/boot/main.ts) can compile it with a V8
// code cache, dist/server.cjs.cache, which Node 20 cannot do for an ES module. The build makes
// that cache by starting the server once on an empty data folder (see train-code-cache.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { swaggerUiBundling, swaggerUiDirBanner } from './swagger-ui-bundling.mjs';
import { trainCodeCache } from './train-code-cache.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/**
 * Dependencies that must stay real files in node_modules: native addons (better-sqlite3,
 * @resvg/resvg-js), the optional native helpers `ws` probes for, and what the server loads only on demand (the
 * pretty logger for a terminal, nodemailer for SMTP, pg for a PostgreSQL store, ioredis for the
 * cross-node fan-out).
 */
const keepExternal = [
  'better-sqlite3',
  '@resvg/resvg-js',
  'bufferutil',
  'utf-8-validate',
  'pino-pretty',
  'nodemailer',
  'pg',
  'pg-native',
  'ioredis',
];
const external = keepExternal.flatMap((name) => [name, `${name}/*`]);

/** Shared by every bundle: Node 20, npm dependencies of `keepExternal` left out, source maps. */
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
};

// The server: CommonJS, which has no `import.meta`; its one use, the bundle's own URL, is given.
await build({
  ...common,
  entryPoints: { server: join(here, 'src/main.ts') },
  outdir: join(here, 'dist'),
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  define: { 'import.meta.url': '__broadsideImportMetaUrl' },
  // `import()` of an external package (ioredis) becomes a `require`: run from a vm.Script, a real
  // import() would go through a loader Node 20 still calls experimental, with a warning.
  supported: { 'dynamic-import': false },
  // Swagger UI's code is bundled; its page and scripts are served from its installed package.
  plugins: [swaggerUiBundling],
  banner: {
    // Strict first, as the ES modules the bundle is made of are (esbuild's own "use strict"
    // would come after the banner, where it is no directive).
    js: [
      "'use strict';",
      "var __broadsideImportMetaUrl = require('node:url').pathToFileURL(__filename).href;",
      swaggerUiDirBanner,
    ].join(' '),
  },
});

// The entry, dist/main.js: a few lines that run the server bundle from its code cache.
await build({
  ...common,
  entryPoints: { main: join(here, 'src/boot/main.ts') },
  outdir: join(here, 'dist'),
  format: 'esm',
});

await build({
  ...common,
  // The bot worker is a bundle of its own: worker threads load it next to dist/main.js.
  entryPoints: {
    'bot-worker': join(here, 'src/bots/bot-worker.ts'),
    'analysis-worker': join(here, 'src/analysis/analysis-worker.ts'),
  },
  outdir: join(here, 'dist'),
  format: 'esm',
  banner: {
    // Bundled CommonJS code may use `require`, `__filename` and `__dirname`; ESM has none.
    js: [
      "import { createRequire as __broadsideCreateRequire } from 'node:module';",
      "import { fileURLToPath as __broadsideFileURLToPath } from 'node:url';",
      "import { dirname as __broadsideDirname } from 'node:path';",
      'const require = __broadsideCreateRequire(import.meta.url);',
      'const __filename = __broadsideFileURLToPath(import.meta.url);',
      'const __dirname = __broadsideDirname(__filename);',
    ].join(' '),
  },
});

await trainCodeCache(join(here, 'dist'));
