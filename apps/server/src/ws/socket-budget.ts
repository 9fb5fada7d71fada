import { readFileSync } from 'node:fs';

/** File descriptors kept for everything but WebSockets: the database, HTTP requests, logs. */
export const RESERVED_DESCRIPTORS = 256;

/** The soft limit of open files of this process, where the system tells it (Linux), else null. */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | null {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    const n = Number(soft);
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

/**
 * How many WebSockets the server accepts at once: the configured number, and never so many that
 * HTTP requests and the database run out of file descriptors (the soft limit less a reserve).
 */
export function socketBudget(configured: number | undefined, fileLimit = openFileLimit()): number {
  const byFiles =
    fileLimit === null ? Number.POSITIVE_INFINITY : Math.max(16, fileLimit - RESERVED_DESCRIPTORS);
  return Math.min(configured ?? Number.POSITIVE_INFINITY, byFiles);
}
