import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformWithEsbuild, type Plugin } from 'vite';

const HELPERS_ID = 'virtual:broadside-decorator-helpers';
/** The sample is compiled as if it sat in src/, so that it gets the same tsconfig as the sources. */
const SAMPLE_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../src/decorator-helpers.ts');
const RESOLVED_HELPERS_ID = `\0${HELPERS_ID}`;

/**
 * A class that uses every kind of decorator the web client writes, so that esbuild emits every
 * helper any component can need.
 */
const EVERY_DECORATOR = `
const d = (..._args: unknown[]): any => undefined;
@d class Sample extends Object {
  static styles = 1;
  plain = 1;
  @d accessor a = 1;
  @d static accessor s = 1;
  @d #p = 1;
  @d f = 1;
  @d m() { return this.#p; }
  @d get g() { return 1; }
  @d set g(_v: number) {}
  @d accessor #q = 1;
  @d #pm() {}
  @d get #pg() { return 1; }
  @d set #pg(_v) {}
  static { this.name; }
}
export { Sample };
`;

/** The names and text of the helper prelude esbuild puts at the top of a lowered file. */
export function splitHelpers(code: string): {
  names: string[];
  prelude: string;
  preludeLines: number;
  body: string;
} {
  const lines = code.split('\n');
  let end = 0;
  while (end < lines.length) {
    const line = lines[end]!;
    if (line.startsWith('var __') || /^[\s}]/.test(line) || line === '') end += 1;
    else break;
  }
  // Never swallow the file's own first statement: the prelude ends with its last helper line.
  while (end > 0 && !/^(var __|[\s}])/.test(lines[end - 1]!)) end -= 1;
  const prelude = lines.slice(0, end).join('\n');
  const names = [...prelude.matchAll(/^var (__\w+) = /gm)].map((m) => m[1]!);
  return { names, prelude, preludeLines: end, body: lines.slice(end).join('\n') };
}

/**
 * Lowers TypeScript standard decorators (`@customElement`, `@property() accessor …`) with esbuild
 * and makes every lowered file import esbuild's decorator helpers from one shared module instead
 * of carrying its own copy (about 4 KB per component before minification). Vite 8's default
 * transformer (oxc) strips types but leaves standard decorators in place, and no shipping browser
 * parses them yet.
 */
export function lowerDecorators(): Plugin {
  let shared: Promise<{ names: Set<string>; code: string }> | null = null;
  const helpers = () =>
    (shared ??= transformWithEsbuild(EVERY_DECORATOR, SAMPLE_FILE, {
      loader: 'ts',
      target: 'es2022',
    }).then((result) => {
      const { names, prelude } = splitHelpers(result.code);
      return { names: new Set(names), code: `${prelude}\nexport { ${names.join(', ')} };\n` };
    }));
  return {
    name: 'broadside:lower-decorators',
    enforce: 'pre',
    resolveId: (id) => (id === HELPERS_ID ? RESOLVED_HELPERS_ID : null),
    async load(id) {
      return id === RESOLVED_HELPERS_ID ? (await helpers()).code : null;
    },
    async transform(code, id) {
      const file = id.split('?', 1)[0] ?? id;
      if (!file.endsWith('.ts') || file.includes('/node_modules/') || id.startsWith('\0'))
        return null;
      const result = await transformWithEsbuild(code, file, {
        loader: 'ts',
        target: 'es2022',
        sourcemap: true,
      });
      const { names, preludeLines, body } = splitHelpers(result.code);
      const available = (await helpers()).names;
      if (names.length === 0 || names.some((n) => !available.has(n)))
        return { code: result.code, map: result.map };
      // The prelude becomes one import line padded with empty lines, so every later line keeps
      // its number and esbuild's source map stays right.
      const head = `import { ${names.join(', ')} } from '${HELPERS_ID}';`;
      return { code: `${head}${'\n'.repeat(preludeLines)}${body}`, map: result.map };
    },
  };
}
