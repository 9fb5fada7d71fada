#!/usr/bin/env node
// The two README commands run through here, so that a machine with only Node 20 and npm
// needs nothing else: `npm start` installs, builds and serves; `npm test` installs and tests.
// pnpm is taken from the pinned `packageManager` version through npx until the workspace
// has installed its own copy (node_modules/.bin/pnpm).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { reapLeftovers, TEST_RUN_ENV } from './test-processes.mjs';

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

/**
 * Kills what the run `runId` left running and names each process; returns whether there was any.
 * Every process a test starts carries the run's id (see scripts/test-processes.mjs).
 */
async function failOnLeftovers(label, runId) {
  const left = await reapLeftovers(runId);
  if (left.length === 0) return false;
  console.error(
    `${label}: ${left.length} process(es) started by the tests were still running after the run; killed now:`,
  );
  for (const { pid, command } of left) console.error(`  pid ${pid}: ${command}`);
  console.error('Each test must stop what it starts: see "Test it" in README.md.');
  return true;
}

/**
 * Runs vitest (every project, or those `args` pick) with `env`, writing its JSON report to
 * `test-results/<reportName>`, then prints one plain summary line ('label: N passed, N failed');
 * every process it starts carries a new run id, and any still running after it fails the run.
 * Returns the exit status; exits at once when the run was interrupted (Ctrl+C).
 */
async function runTests(label, reportName, args = [], env = {}) {
  const report = join(root, 'test-results', reportName);
  const vitest = join(root, 'node_modules', '.bin', 'vitest');
  const runId = `${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
  const result = spawnSync(
    vitest,
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env, [TEST_RUN_ENV]: runId } },
  );
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    const skipped = summary.numPendingTests + summary.numTodoTests;
    console.log(
      `${label}: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`,
    );
    failures.push(...failedTests(label, summary));
  }
  const leaked = await failOnLeftovers(label, runId);
  if (result.signal || result.status === 130) process.exit(130);
  return leaked ? result.status || 1 : (result.status ?? 1);
}

/** The first `count` lines of the first message, no stack frames, cut at `limit` characters. */
function openingLines(messages, count, limit = 200) {
  return (messages?.[0] ?? '')
    .split('\n')
    .filter((line) => !/^\s+at /.test(line))
    .slice(0, count)
    .join('\n    ')
    .slice(0, limit);
}

/**
 * The failed tests of one run, and those that passed only on a retry, as
 * 'label: file > test: opening lines of the error' lines.
 */
function failedTests(label, summary) {
  const lines = [];
  for (const file of summary.testResults ?? []) {
    const path = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      lines.push(`${label}: ${path} > ${test.fullName}: ${openingLines(test.failureMessages, 1)}`);
    const retried = (file.assertionResults ?? []).filter(
      (test) => test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0,
    );
    // Vitest prints nothing of a first attempt that failed: its error's opening lines are the
    // only trace of what went wrong, so more of them are kept.
    for (const test of retried) {
      const why = openingLines(test.failureMessages, 12, 2500);
      lines.push(`${label}: passed on a retry: ${path} > ${test.fullName}: ${why}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(`${label}: ${path}: ${openingLines([file.message], 1)}`);
    }
  }
  return lines;
}

/** Failed tests of every run so far, printed again at the end, where a log's tail shows them. */
const failures = [];

/** Whether PostgreSQL's server binaries are here (Debian's package, or on the PATH). */
function hasPostgres() {
  if (process.env.BROADSIDE_PG_BIN) return existsSync(join(process.env.BROADSIDE_PG_BIN, 'initdb'));
  const debian = '/usr/lib/postgresql';
  if (
    existsSync(debian) &&
    readdirSync(debian).some((v) => existsSync(join(debian, v, 'bin', 'initdb')))
  )
    return true;
  return spawnSync('sh', ['-c', 'command -v initdb'], { stdio: 'ignore' }).status === 0;
}

/**
 * Every test, then the server tests a second time with every test server on PostgreSQL (when
 * its binaries are installed, or required by BROADSIDE_REQUIRE_SERVICES=1).
 */
async function runAllTests() {
  const status = await runTests('tests', 'vitest.json');
  let postgres = 0;
  if (hasPostgres() || process.env.BROADSIDE_REQUIRE_SERVICES === '1') {
    postgres = await runTests(
      'server tests on PostgreSQL',
      'vitest-postgres.json',
      ['--project', 'server-postgres'],
      {
        BROADSIDE_TEST_DATABASE: 'postgres',
      },
    );
  } else {
    console.log('server tests on PostgreSQL: skipped (no PostgreSQL server binaries here)');
  }
  if (failures.length > 0) {
    console.log(`\nFailed, or passed only on a retry (${failures.length}):`);
    for (const line of failures) console.log(`  ${line}`);
  }
  if (status !== 0 || postgres !== 0) process.exit(status || postgres);
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
  // Ctrl+C stops vitest, not this process: it still kills and names what the run left behind.
  process.on('SIGINT', () => {});
  await runAllTests();
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
