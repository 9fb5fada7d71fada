import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { WS_LIMITS } from '@broadside/protocol';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { BotReply, BotRequest, BotWorkerData, BotWorkerReady } from './worker-messages.js';

/**
 * The largest answer a bot may give, as JSON bytes: the largest message a player's socket may
 * carry, so any order a player could send fits, and a flood of orders does not.
 */
export const BOT_ANSWER_MAX_BYTES = WS_LIMITS.maxMessageBytes;

/** What became of one decision asked of the pool. */
export type BotOutcome =
  | { readonly ok: true; readonly order: unknown; readonly ms: number }
  | {
      readonly ok: false;
      /**
       * The bot threw; its answer was too large for any order; its worker died; it overran its
       * time; or the pool was closed.
       */
      readonly reason: 'threw' | 'oversized' | 'crashed' | 'too_slow' | 'closed';
      readonly message: string;
    };

/** Settings of a {@link BotPool}. */
export interface BotPoolOptions {
  /** Worker threads (each thinks about one decision at a time). */
  readonly size: number;
  /** Time a decision may take beyond its budget before its worker is stopped, in ms. */
  readonly graceMs: number;
  /** URL of a bot library module to load instead of the built-in one (tests only). */
  readonly library?: string | null;
  /** Sees every request exactly as it is posted to a worker (tests). */
  readonly onPost?: (request: BotRequest) => void;
  readonly log: Logger;
}

/** A request, made when a worker is free to take it; `null` when it is no longer needed. */
export type BotRequestBuilder = () => Omit<BotRequest, 'id'> | null;

interface Job {
  readonly build: BotRequestBuilder;
  request: BotRequest | null;
  readonly resolve: (outcome: BotOutcome | null) => void;
}

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * How to start a worker: the bundled `dist/bot-worker.js` next to the server bundle in
 * production; else the TypeScript source, loaded through the workspace's TypeScript loader
 * (development and tests), by a small bootstrap that registers the loader in the new thread.
 */
function workerEntry(): { code: URL | string; evaluate: boolean } {
  const built = new URL('./bot-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { code: built, evaluate: false };
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const loader = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const source = new URL('./bot-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(loader)})
    .then(({ register }) => { register(); return import(${JSON.stringify(source)}); })
    .catch((error) => { setImmediate(() => { throw error; }); });`;
  return { code, evaluate: true };
}

/**
 * A small pool of worker threads that run bots off the event loop. Requests wait in one queue
 * and go to the first free worker. A bot that throws is answered `threw`, one whose answer is over
 * {@link BOT_ANSWER_MAX_BYTES} `oversized` (the worker refuses it unread); a worker that dies is
 * replaced and its request answered `crashed`; a request that overruns its budget plus the grace
 * stops its worker (replaced too) and is answered `too_slow`. Nothing a bot does can block or
 * crash the server's thread.
 */
export class BotPool {
  private readonly options: BotPoolOptions;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: BotPoolOptions) {
    this.options = options;
  }

  /** Requests waiting for a free worker. */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * Asks a bot for a decision. The request is built only once a worker is free to take it, so
   * that it carries the game as it is then; a builder that returns `null` (nothing to decide any
   * more) resolves `null`. Never rejects.
   */
  decide(build: BotRequestBuilder): Promise<BotOutcome | null> {
    if (this.closed)
      return Promise.resolve({ ok: false, reason: 'closed', message: 'bot pool closed' });
    return new Promise((resolve) => {
      this.queue.push({ build, request: null, resolve });
      this.dispatch();
    });
  }

  /** Stops every worker; waiting and running requests are answered `closed`. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.resolve({ ok: false, reason: 'closed', message: 'bot pool closed' });
    const stopping = [...this.slots].map((slot) => this.retire(slot, 'closed', 'bot pool closed'));
    await Promise.all(stopping);
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      const free = [...this.slots].find((s) => s.ready && s.job === null);
      if (free) {
        this.start(free, this.queue.shift()!);
        continue;
      }
      // Spawn while under size; a spawning worker takes the next request once ready.
      if (this.slots.size < this.options.size) this.spawn();
      return;
    }
  }

  private start(slot: Slot, job: Job): void {
    let request: BotRequest;
    try {
      const built = job.build();
      if (built === null) return job.resolve(null);
      request = { ...built, id: this.nextId++ };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return job.resolve({ ok: false, reason: 'threw', message });
    }
    job.request = request;
    slot.job = job;
    const limit = (request.budgetMs ?? 0) + this.options.graceMs;
    slot.timer = setTimeout(() => {
      this.options.log.warn({ seat: request.seat, limitMs: limit }, 'bot overran its time');
      void this.retire(slot, 'too_slow', `no decision within ${limit} ms`);
    }, limit);
    slot.timer.unref();
    this.options.onPost?.(request);
    slot.worker.postMessage(request);
  }

  private spawn(): void {
    const { code, evaluate } = workerEntry();
    const workerData: BotWorkerData = {
      library: this.options.library ?? null,
      maxAnswerBytes: BOT_ANSWER_MAX_BYTES,
    };
    const worker = new Worker(code, {
      eval: evaluate,
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, timer: null };
    this.slots.add(slot);
    worker.on('message', (message: BotReply | BotWorkerReady) => {
      if ('ready' in message) {
        slot.ready = true;
        return this.dispatch();
      }
      const job = slot.job;
      if (!job || job.request?.id !== message.id) return;
      this.finish(slot);
      job.resolve(
        message.ok
          ? { ok: true, order: JSON.parse(message.orderJson) as unknown, ms: message.ms }
          : { ok: false, reason: message.reason, message: message.message },
      );
      this.dispatch();
    });
    worker.on('error', (error) => {
      this.options.log.error({ err: error }, 'bot worker failed');
      void this.retire(slot, 'crashed', error.message);
    });
    worker.on('exit', (code) => {
      if (this.slots.has(slot)) void this.retire(slot, 'crashed', `worker exited (${code})`);
    });
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  /** Stops a worker, answers its request (if any) and lets another take its place. */
  private async retire(slot: Slot, reason: 'crashed' | 'too_slow' | 'closed', message: string) {
    if (!this.slots.delete(slot)) return;
    // A worker that dies before it is ready fails the oldest waiting request, so that a library
    // that cannot load answers every request instead of restarting workers for ever.
    const job = slot.job ?? (slot.ready ? null : (this.queue.shift() ?? null));
    this.finish(slot);
    job?.resolve({ ok: false, reason, message });
    await slot.worker.terminate().catch(() => undefined);
    this.dispatch();
  }
}
