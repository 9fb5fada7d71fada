import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const MAIN = resolve(here, '../src/main.ts');
const TSX = resolve(here, '../../../node_modules/.bin/tsx');

/** What a run of the command gave. */
export interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real `broadside` command in a child process. */
export function broadside(...args: string[]): Promise<Ran> {
  return new Promise((done) => {
    execFile(
      TSX,
      [MAIN, ...args],
      { timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}
