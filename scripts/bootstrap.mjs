#!/usr/bin/env node
// The two README commands run through here, so that a machine with only Node 20 and npm
// needs nothing else: `npm start` installs, builds and serves; `npm test` installs and tests.
// pnpm is taken from the pinned `packageManager` version through npx until the workspace
// has installed its own copy (node_modules/.bin/pnpm).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function pnpm(...args) {
  const local = join(root, 'node_modules', '.bin', 'pnpm');
  if (existsSync(local)) run(local, args);
  else run('npx', ['-y', pinned, ...args]);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'Browser tests need Debian chromium at /usr/bin/chromium: sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests …');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function install() {
  pnpm('install', '--frozen-lockfile');
}

/** Runs every vitest project, then prints one plain summary line ('N passed, N failed'). */
function runTests() {
  const report = join(root, 'test-results', 'vitest.json');
  const vitest = join(root, 'node_modules', '.bin', 'vitest');
  const result = spawnSync(
    vitest,
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, stdio: 'inherit' },
  );
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    const skipped = summary.numPendingTests + summary.numTodoTests;
    console.log(
      `tests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`,
    );
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const command = process.argv[2];
if (command === 'start') {
  install();
  pnpm('build');
  mkdirSync(join(root, 'data'), { recursive: true });
  run(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: { PORT: '3000', DATA_DIR: join(root, 'data'), ...process.env },
  });
} else if (command === 'test') {
  install();
  ensureChromium();
  pnpm('build');
  runTests();
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
