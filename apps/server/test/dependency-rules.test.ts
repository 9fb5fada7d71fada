import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The dependency rule (docs/architecture.md, "The server's folders"): the server's folders import
 * one way only and no file is part of an import cycle. These tests run dependency-cruiser on the
 * real tree (no violation) and on small trees written to a temp folder that each break the rule
 * once (the rule's name is reported), so a rule that could never fire would fail here.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const rules = require('../dependency-rules.cjs') as IForbiddenRuleType[];

/** The rule names a cruise of `paths` (relative to `baseDir`) breaks, sorted and unique. */
async function violations(baseDir: string, paths: string[], tsConfig?: string): Promise<string[]> {
  const result = await cruise(
    paths,
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: rules },
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: ['node_modules', '/test/'] },
      ...(tsConfig ? { tsConfig: { fileName: tsConfig } } : {}),
    },
    { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    tsConfig ? { tsConfig: extractTSConfig(join(baseDir, tsConfig)) } : {},
  );
  if (typeof result.output === 'string') throw new Error('expected a cruise result object');
  return [...new Set(result.output.summary.violations.map((v) => v.rule.name))].sort();
}

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (path under apps/server/src → source) into a fresh temp folder. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'broadside-deps-'));
  temps.push(dir);
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, 'apps/server/src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

/** A lawful little server: each folder imports only lower layers. */
const LAWFUL = {
  'util/clock.ts': 'export const now = (): number => 0;\n',
  'store/types.ts': "import { now } from '../util/clock.js';\nexport const at = now();\n",
  'match/clocks.ts': "import type {} from '../store/types.js';\nexport const tick = 1;\n",
  'fanout/relay.ts': "import { tick } from '../match/clocks.js';\nexport const relay = tick;\n",
  'ws/connection.ts': "import { relay } from '../fanout/relay.js';\nexport const ws = relay;\n",
  'accounts/user.ts': "import { tick } from '../match/clocks.js';\nexport const user = tick;\n",
  'notifications/watch.ts': "import { user } from '../accounts/user.js';\nexport const w = user;\n",
  'app.ts':
    "import { ws } from './ws/connection.js';\nimport { w } from './notifications/watch.js';\nexport const app = [ws, w];\n",
};

describe('the dependency rule', () => {
  it('holds for the real server (pnpm lint:deps)', async () => {
    const options = await extractDepcruiseOptions(join(root, '.dependency-cruiser.cjs'));
    expect(options.ruleSet?.forbidden?.map((r) => r.name)).toEqual(
      expect.arrayContaining(['server-no-circular', 'server-layer-store', 'server-layer-match']),
    );
    expect(await violations(root, ['apps/server/src'], 'tsconfig.base.json')).toEqual([]);
  });

  it('lets a lawful tree pass', async () => {
    expect(await violations(tree(LAWFUL), ['apps/server/src'])).toEqual([]);
  });

  // Each back-import below is one the server once had (issue 29).
  it.each([
    {
      back: 'store imports match (a clock type)',
      file: 'store/types.ts',
      text: "import type { tick } from '../match/clocks.js';\nexport const at = 0;\n",
      broken: ['server-layer-store', 'server-no-circular'],
    },
    {
      back: 'match imports bots (a type-only import still counts)',
      file: 'match/bots-seen.ts',
      text: "import type { Bot } from '../bots/bot.js';\nexport type B = Bot;\n",
      extra: { 'bots/bot.ts': 'export interface Bot { id: string }\n' },
      broken: ['server-layer-match'],
    },
    {
      back: 'fanout imports ws and ws imports fanout (a cycle)',
      file: 'fanout/relay.ts',
      text: "import type { ws } from '../ws/connection.js';\nexport const relay = 1;\n",
      broken: ['server-layer-fanout', 'server-no-circular'],
    },
    {
      back: 'accounts imports notifications',
      file: 'accounts/user.ts',
      text: "import type {} from '../notifications/watch.js';\nexport const user = 1;\n",
      broken: ['server-layer-accounts', 'server-no-circular'],
    },
    {
      back: 'two folders of one layer import each other',
      file: 'accounts/user.ts',
      text: "import { relay } from '../fanout/relay.js';\nexport const user = relay;\n",
      broken: ['server-layer-accounts'],
    },
    {
      back: 'a folder imports the app',
      file: 'match/clocks.ts',
      text: "import type {} from '../app.js';\nexport const tick = 1;\n",
      broken: ['server-no-circular', 'server-no-entry-imports'],
    },
  ])('reports a tree where $back', async ({ file, text, extra, broken }) => {
    const dir = tree({ ...LAWFUL, ...extra, [file]: text });
    expect(await violations(dir, ['apps/server/src'])).toEqual(broken);
  });
});
