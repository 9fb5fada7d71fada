import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';

/** What a code cache belongs to: one build of the bundle, run by one build of Node. */
export interface BundleStamp {
  readonly size: number;
  readonly mtimeMs: number;
}

/** The first line of a cache file names its format; a file of another format is ignored. */
const FORMAT = 'broadside-code-cache/1';

/**
 * Where the code cache of `bundle` lives for this process: `<bundle>.cache`, or, when Node runs
 * with options (command line or NODE_OPTIONS, which may change V8's flags and so make V8 refuse a
 * cache made without them), a file of its own per set of options, so that two differently
 * started servers do not replace each other's cache on every start.
 */
export function cacheFileFor(bundle: string): string {
  const options = [...process.execArgv, process.env['NODE_OPTIONS'] ?? ''].join(' ').trim();
  if (options === '') return `${bundle}.cache`;
  return `${bundle}.${createHash('sha256').update(options).digest('hex').slice(0, 12)}.cache`;
}

/** The bundle's stamp: its size and modification time (a rebuild changes them). */
export function stampOf(bundle: string): BundleStamp {
  const { size, mtimeMs } = statSync(bundle);
  return { size, mtimeMs };
}

function headerOf(stamp: BundleStamp): string {
  return JSON.stringify({
    format: FORMAT,
    size: stamp.size,
    mtimeMs: stamp.mtimeMs,
    node: process.version,
    arch: process.arch,
  });
}

/**
 * The V8 code cache stored at `file` for the bundle stamped `stamp`, or undefined when there is
 * none, it cannot be read, or it was made for another build of the bundle or of Node. (V8 checks
 * the data again and refuses what does not fit; this check also catches a rebuilt bundle that
 * kept its length, which V8 alone would not notice.)
 */
export function readCodeCache(file: string, stamp: BundleStamp): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const end = bytes.indexOf(0x0a);
  if (end < 0 || bytes.toString('latin1', 0, end) !== headerOf(stamp)) return undefined;
  return bytes.subarray(end + 1);
}

/**
 * Stores `data`, the V8 code cache of the bundle stamped `stamp`, at `file`: written next to it
 * and renamed over it, so that a reader never sees half a file. Returns false, leaving nothing
 * behind, when the folder cannot be written (a read-only install simply starts without a cache).
 */
export function writeCodeCache(file: string, stamp: BundleStamp, data: Buffer): boolean {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, Buffer.concat([Buffer.from(`${headerOf(stamp)}\n`, 'latin1'), data]));
    renameSync(partial, file);
    return true;
  } catch {
    try {
      rmSync(partial, { force: true });
    } catch {
      // Nothing was written, or it cannot be removed either: the next start ignores it.
    }
    return false;
  }
}
