import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type {
  AnalysisReply,
  AnalysisRequest,
  AnalysisWork,
  AnalysisWorkerData,
  AnalysisWorkerReady,
} from './messages.js';
import { analysisWorkerEntry } from './worker-entry.js';

/** Settings of an {@link AnalysisPool}. */
export interface AnalysisPoolOptions {
  /** Worker threads (each works on one request at a time). */
  readonly size: number;
  /** URL of a coach library module to load instead of the built-in one (tests only). */
  readonly library?: string | null;
  readonly log: Logger;
}

interface Task {
  readonly work: AnalysisWork;
  readonly resolve: (json: string) => void;
  readonly reject: (error: Error) => void;
  id: number;
}

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  task: Task | null;
}

/**
 * Worker threads that run the coach off the event loop. Requests wait in one FIFO queue and go to
 * the first free worker, so the decisions of a game are spread over every worker. A request the
 * coach throws on is rejected with its message; a worker that dies rejects its request and is
 * replaced on demand (one that dies before it is ready rejects the oldest waiting request, so a
 * coach that cannot load fails requests instead of restarting workers for ever).
 */
export class AnalysisPool {
  private readonly options: AnalysisPoolOptions;
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: AnalysisPoolOptions) {
    this.options = options;
  }

  /** Runs one request on a worker; resolves with the result as JSON text. */
  run(work: AnalysisWork): Promise<string> {
    if (this.closed) return Promise.reject(new Error('the analysis pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ work, resolve, reject, id: 0 });
      this.dispatch();
    });
  }

  /** Stops every worker; waiting and running requests are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the analysis pool is closed'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot, 'the analysis pool closed')));
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      const free = [...this.slots].find((s) => s.ready && s.task === null);
      if (!free) {
        if (this.slots.size < this.options.size) this.spawn();
        return;
      }
      const task = this.queue.shift()!;
      task.id = this.nextId++;
      free.task = task;
      free.worker.postMessage({ ...task.work, id: task.id } as AnalysisRequest);
    }
  }

  private spawn(): void {
    const { code, evaluate } = analysisWorkerEntry();
    const workerData: AnalysisWorkerData = { library: this.options.library ?? null };
    const worker = new Worker(code, {
      eval: evaluate,
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, task: null };
    this.slots.add(slot);
    worker.on('message', (message: AnalysisReply | AnalysisWorkerReady) => {
      if ('ready' in message) {
        slot.ready = true;
        return this.dispatch();
      }
      const task = slot.task;
      if (!task || task.id !== message.id) return;
      slot.task = null;
      if (message.ok) task.resolve(message.json);
      else task.reject(new Error(message.message));
      this.dispatch();
    });
    worker.on('error', (error) => {
      this.options.log.error({ err: error }, 'analysis worker failed');
      void this.retire(slot, error.message);
    });
    worker.on('exit', (exitCode) => {
      if (this.slots.has(slot)) void this.retire(slot, `analysis worker exited (${exitCode})`);
    });
  }

  private async retire(slot: Slot, message: string): Promise<void> {
    if (!this.slots.delete(slot)) return;
    const task = slot.task ?? (slot.ready ? null : (this.queue.shift() ?? null));
    slot.task = null;
    task?.reject(new Error(message));
    await slot.worker.terminate().catch(() => undefined);
    this.dispatch();
  }
}
