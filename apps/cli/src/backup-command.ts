import { resolve } from 'node:path';
import { backupDatabase } from '@broadside/server/backup';
import { EXIT, type ExitCode } from './exit-codes.js';

/** Where the command writes. */
interface Output {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** What `broadside backup` was asked to do. */
export interface BackupInvocation {
  readonly target: string;
  readonly dataDir: string;
}

/**
 * Reads `backup <file> [--data-dir DIR]`. The data folder defaults to `DATA_DIR`, then `./data`,
 * exactly as the server finds it.
 */
export function parseBackupArgs(
  rest: readonly string[],
  env: NodeJS.ProcessEnv,
): BackupInvocation | string {
  const files: string[] = [];
  let dataDir = env.DATA_DIR && env.DATA_DIR.length > 0 ? env.DATA_DIR : './data';
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] as string;
    if (arg === '--data-dir') {
      const value = rest[i + 1];
      if (!value || value.startsWith('--')) return '--data-dir needs a folder.';
      dataDir = value;
      i += 1;
    } else if (arg.startsWith('--')) {
      return `Unknown option "${arg}".`;
    } else {
      files.push(arg);
    }
  }
  if (files.length !== 1) return 'backup takes exactly one target file.';
  return { target: resolve(files[0] as string), dataDir: resolve(dataDir) };
}

/**
 * `broadside backup`: an online, consistent copy of the server's SQLite database, made with
 * SQLite's backup API while the server keeps running. Exit 0 on success, 3 when the copy
 * cannot be made (no database, target exists, disk error).
 */
export async function runBackup(invocation: BackupInvocation, io: Output): Promise<ExitCode> {
  try {
    const report = await backupDatabase(invocation.dataDir, invocation.target);
    io.out(`Backed up ${report.pages} pages to ${report.target}\n`);
    return EXIT.ok;
  } catch (error) {
    io.err(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.unusable;
  }
}
