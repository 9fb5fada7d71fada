import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, test } from 'vitest';
import { tempDir } from './helpers/temp-dir.js';
import { spawnTracked, stopTracked } from './support/processes.js';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(serverRoot, 'dist', 'main.js');

/** Single-quotes `word` for `sh -c`. */
const quote = (word: string): string => `'${word.replaceAll("'", "'\\''")}'`;

/** `text` without ANSI colour codes and the carriage returns a terminal adds. */
const plain = (text: string): string => stripVTControlCharacters(text).replaceAll('\r', '');

/**
 * Runs the built server (what `npm start` runs) with stdout a terminal (through util-linux
 * `script`, which gives it a pseudo-terminal) or a pipe, until it listens; stops it with SIGTERM
 * and returns what it printed, without colour codes.
 */
async function startupOutput(terminal: boolean, env: Record<string, string>): Promise<string> {
  const dir = tempDir('broadside-log-format-');
  const command = [process.execPath, built];
  const child = terminal
    ? spawnTracked('script', ['-qec', command.map(quote).join(' '), '/dev/null'], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, TERM: 'xterm', ...env, DATA_DIR: dir.path },
      })
    : spawnTracked(command[0]!, command.slice(1), {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...env, DATA_DIR: dir.path },
      });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const pid = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 20_000);
      const onData = (chunk: Buffer): void => {
        output += chunk.toString();
        // The server's own pid: under `script` it is not our child's.
        const line = /^.*Server listening at.*$/m.exec(plain(output));
        const pid = line && /"pid":(\d+)|\((\d+)\)/.exec(line[0]);
        if (pid) {
          clearTimeout(timer);
          resolve(Number(pid[1] ?? pid[2]));
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
    });
    process.kill(pid, 'SIGTERM');
    await exited;
    return plain(output);
  } finally {
    await stopTracked(child);
    dir.remove();
  }
}

/** The lines of `output` that are not blank. */
const linesOf = (output: string): string[] => output.split('\n').filter((l) => l.trim() !== '');

/** One way of starting the server, and the format its lines must be in. */
interface Case {
  readonly name: string;
  readonly terminal: boolean;
  readonly env: Record<string, string>;
  readonly format: 'pretty' | 'json';
}

describe('log format: readable on a terminal, JSON lines elsewhere (issue 27, bug 6)', () => {
  test.each<Case>([
    { name: 'stdout a terminal', terminal: true, env: {}, format: 'pretty' },
    { name: 'stdout a pipe', terminal: false, env: {}, format: 'json' },
    {
      name: 'a terminal and LOG_FORMAT=json',
      terminal: true,
      env: { LOG_FORMAT: 'json' },
      format: 'json',
    },
    {
      name: 'a pipe and LOG_FORMAT=pretty',
      terminal: false,
      env: { LOG_FORMAT: 'pretty' },
      format: 'pretty',
    },
  ])(
    '$name: $format lines',
    async ({ terminal, env, format }) => {
      if (!existsSync(built))
        throw new Error(`The server is not built (${built}); run \`pnpm build\` first.`);
      const output = await startupOutput(terminal, {
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        WEB_DIST: '/nonexistent',
        ...env,
      });
      const lines = linesOf(output);
      expect(output).toContain('Server listening at http://127.0.0.1:');
      if (format === 'json') {
        for (const line of lines) expect(JSON.parse(line)).toHaveProperty('msg');
      } else {
        for (const line of lines) expect(line.trimStart()).not.toMatch(/^\{/);
        expect(lines.find((l) => l.includes('Server listening at'))).toMatch(
          /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO \(\d+\): Server listening at/,
        );
      }
    },
    40_000,
  );
});
