// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

/** Imports that the pure packages may never use: Node built-ins and anything app-side. */
const impureImports = {
  patterns: [
    { group: ['node:*'], message: 'packages/* are pure: no Node built-ins.' },
    {
      group: ['@broadside/server', '@broadside/web', '@broadside/cli'],
      message: 'packages/* may not import apps.',
    },
  ],
  paths: ['fs', 'path', 'os', 'crypto', 'child_process', 'http', 'net', 'worker_threads'].map(
    (name) => ({
      name,
      message: 'packages/* are pure: no Node built-ins.',
    }),
  ),
};

/**
 * The server and the web shell know no ruleset: they drive every game through the contract of
 * `@broadside/rules` (and its registry). Only a ruleset's own web folder imports its subpath.
 */
const rulesetImports = {
  patterns: [
    {
      group: ['@broadside/rules/*'],
      message:
        'The server and the web shell are ruleset-agnostic: use the Ruleset contract; only apps/web/src/rulesets/<id>/ imports @broadside/rules/<id>.',
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.es2022 } },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/**/*.ts'],
    ignores: ['packages/**/bench/**'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': ['error', impureImports],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'packages/* are pure: no DOM.' },
        { name: 'document', message: 'packages/* are pure: no DOM.' },
        { name: 'localStorage', message: 'packages/* are pure: no DOM.' },
        { name: 'fetch', message: 'packages/* are pure: no I/O.' },
        { name: 'process', message: 'packages/* are pure: no Node globals.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Dice come from the caller-supplied source.',
        },
        { object: 'Date', property: 'now', message: 'Rules take no clock.' },
      ],
    },
  },
  {
    files: [
      'apps/server/**/*.ts',
      'apps/cli/**/*.ts',
      'scripts/**/*.mjs',
      '**/*.config.{js,ts}',
      'apps/server/build.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The dependency rule's CommonJS configs (dependency-cruiser reads them with require).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.ts'],
    ignores: ['apps/web/src/rulesets/**'],
    rules: { 'no-restricted-imports': ['error', rulesetImports] },
  },
);
