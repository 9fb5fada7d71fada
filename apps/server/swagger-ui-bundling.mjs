// Lets esbuild bundle @fastify/swagger-ui into the server although it reads its own files (the
// Swagger UI page, scripts and logo) from beside its code at run time: its `__dirname` becomes
// the installed package's folder, found by `require.resolve` when the server starts. Its code,
// and the YAML library it loads, then start from the server's code cache instead of being
// resolved, read and compiled from node_modules on every start.
import { readFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';

const PACKAGE = '@fastify/swagger-ui';

/**
 * Banner code for the bundle: where the package is installed, asked only when its code runs.
 * (In the banner, not the package's modules, which esbuild would ask to mark it external.)
 */
export const swaggerUiDirBanner = `function __broadsideSwaggerUiDir() { return require('node:path').dirname(require.resolve(${JSON.stringify(PACKAGE)})); }`;

/** The esbuild plugin: rewrites `__dirname` in the package's own modules (needs the banner). */
export const swaggerUiBundling = {
  name: 'swagger-ui-dirname',
  setup(build) {
    const inPackage = new RegExp(`[\\\\/]${PACKAGE.replace('/', '[\\\\/]')}[\\\\/].*\\.js$`);
    build.onLoad({ filter: inPackage }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const root = args.path.slice(0, args.path.lastIndexOf(`${PACKAGE.replace('/', sep)}${sep}`));
      const packageDir = `${root}${PACKAGE.replace('/', sep)}`;
      const below = relative(packageDir, dirname(args.path)).split(sep);
      const parts = below.filter(Boolean).map((part) => JSON.stringify(part));
      const here = `require('node:path').join(${['__broadsideSwaggerUiDir()', ...parts].join(', ')})`;
      return { contents: `var __dirname = ${here};\n${source}`, loader: 'js' };
    });
  },
};
