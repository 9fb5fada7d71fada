// Bundles the server into dist/main.js and its bot worker into dist/bot-worker.js (and the
// coach's into dist/analysis-worker.js). Workspace
// packages (consumed from TypeScript source) and the pure-JavaScript npm dependencies are bundled
// in: one file to read and compile starts markedly faster than hundreds of modules resolved one
// by one (see docs/benchmarks.md, Start-up). A few dependencies stay external and load from
// node_modules at run time: see `keepExternal`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
/**
 * Dependencies that must stay real files in node_modules: native addons (better-sqlite3,
 * @resvg/resvg-js), packages that read their own files at run time (swagger-ui's static assets),
 * the optional native helpers `ws` probes for, and what the server loads only on demand (the
 * pretty logger for a terminal, nodemailer for SMTP, pg for a PostgreSQL store, ioredis for the
 * cross-node fan-out).
 */
const keepExternal = [
  'better-sqlite3',
  '@resvg/resvg-js',
  '@fastify/swagger-ui',
  'bufferutil',
  'utf-8-validate',
  'pino-pretty',
  'nodemailer',
  'pg',
  'pg-native',
  'ioredis',
];
const external = keepExternal.flatMap((name) => [name, `${name}/*`]);

await build({
  // The bot worker is a bundle of its own: worker threads load it next to dist/main.js.
  entryPoints: {
    main: join(here, 'src/main.ts'),
    'bot-worker': join(here, 'src/bots/bot-worker.ts'),
    'analysis-worker': join(here, 'src/analysis/analysis-worker.ts'),
  },
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
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
  logLevel: 'info',
});
