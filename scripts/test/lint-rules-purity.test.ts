import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** Lints a snippet as if it were a file at `filePath` and returns the rule ids it broke. */
async function brokenRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse-error');
}

describe('the rules package stays pure (issue 2: importing node:fs from packages/rules fails lint)', () => {
  test.each([
    [
      'a node: import',
      "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      'no-restricted-imports',
    ],
    [
      'a bare Node built-in',
      "import { join } from 'path';\nexport const j = join;\n",
      'no-restricted-imports',
    ],
    [
      'an app import',
      "import { buildApp } from '@broadside/server';\nexport const b = buildApp;\n",
      'no-restricted-imports',
    ],
    [
      'Math.random',
      'export const roll = (): number => Math.random();\n',
      'no-restricted-properties',
    ],
    ['Date.now', 'export const now = (): number => Date.now();\n', 'no-restricted-properties'],
    ['the DOM', 'export const title = (): string => document.title;\n', 'no-restricted-globals'],
  ])(
    '%s in packages/rules fails lint',
    async (_name, code, rule) => {
      expect(await brokenRules(code, 'packages/rules/src/impure-example.ts')).toContain(rule);
    },
    // The first snippet loads ESLint's plugins and type information: seconds on a busy machine.
    60_000,
  );

  test('the same node: import is allowed in the server', async () => {
    const code = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n";
    expect(await brokenRules(code, 'apps/server/src/example.ts')).toEqual([]);
  }, 60_000);

  test('import cycles are forbidden everywhere', async () => {
    // The cycle rule needs real files; it is configured for every TypeScript file.
    const config = (await eslint.calculateConfigForFile('packages/rules/src/index.ts')) as {
      rules: Record<string, unknown>;
    };
    expect(config.rules['import-x/no-cycle']).toBeDefined();
  });
});
