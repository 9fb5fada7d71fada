import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** One checkpoint the worker ran. */
export interface CheckpointReport {
  /** Frames in the WAL when it ran. */
  readonly walFrames: number;
  /** Frames copied into the database file (all of them unless a reader held some back). */
  readonly checkpointed: number;
  /** How long it took, in ms, on the worker's thread. */
  readonly ms: number;
}

/** Options of {@link startCheckpointer}. */
export interface CheckpointerOptions {
  /** The database file. */
  readonly path: string;
  /** How often to checkpoint, in ms. */
  readonly everyMs: number;
  /** Told of every checkpoint that copied frames (metrics, logs). */
  readonly onCheckpoint?: (report: CheckpointReport) => void;
  /** Told when a checkpoint failed; the next one is tried as usual. */
  readonly onError?: (message: string) => void;
}

/** A running checkpointer. */
export interface Checkpointer {
  /** Stops the worker and waits for it to exit (its connection closes with it). */
  stop(): Promise<void>;
}

/**
 * The worker's code: its own connection to the same file, a PASSIVE checkpoint every `everyMs`
 * (it never blocks the server's writes or reads), reports of those that copied frames.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.library);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  const started = performance.now();
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)');
    if (row && row.log > 0)
      parentPort.postMessage({ walFrames: row.log, checkpointed: row.checkpointed,
        ms: performance.now() - started });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
}, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Moves WAL checkpoints off the event loop: the server's own connection runs with
 * `wal_autocheckpoint = 0`, so no commit ever stops to copy the WAL into the database file (and
 * fsync it); this worker thread does that instead, on a timer, with a connection of its own.
 */
export function startCheckpointer(options: CheckpointerOptions): Checkpointer {
  const library = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { library, path: options.path, everyMs: options.everyMs },
  });
  worker.unref();
  worker.on('message', (message: CheckpointReport | { error: string }) => {
    if ('error' in message) options.onError?.(message.error);
    else options.onCheckpoint?.(message);
  });
  worker.on('error', (error) => options.onError?.(error.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Held while stopping: an unreferenced worker would let the process exit before it does.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
