/**
 * Entry of a bot worker thread. It loads the bot library once, then answers each request with
 * the bot's order or the error it threw. An answer too large for any order is refused here, so the
 * server's thread never parses it. It sees nothing but the requests: the seat's view and pending
 * decisions, as JSON.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type {
  BotLibrary,
  BotReply,
  BotRequest,
  BotWorkerData,
  BotWorkerReady,
} from './worker-messages.js';

const port = parentPort;
if (!port) throw new Error('bot-worker runs as a worker thread');
const data = workerData as BotWorkerData;
// Only the library the worker runs is loaded: a test library does without the built-in bots.
const library: BotLibrary =
  data.library === null
    ? await import('./bot-library.js')
    : ((await import(data.library)) as BotLibrary);

port.on('message', (request: BotRequest) => {
  const started = performance.now();
  let reply: BotReply;
  try {
    const order = library.decide({
      ...request,
      view: JSON.parse(request.view) as unknown,
      pending: JSON.parse(request.pending) as unknown,
    });
    const orderJson = JSON.stringify(order) as string | undefined;
    if (orderJson === undefined) throw new Error('The bot gave no order.');
    const bytes = Buffer.byteLength(orderJson);
    reply =
      bytes > data.maxAnswerBytes
        ? {
            id: request.id,
            ok: false,
            reason: 'oversized',
            message: `an answer of ${bytes} bytes, over the limit of ${data.maxAnswerBytes}`,
          }
        : { id: request.id, ok: true, orderJson, ms: performance.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { id: request.id, ok: false, reason: 'threw', message: message.slice(0, 500) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies BotWorkerReady);
