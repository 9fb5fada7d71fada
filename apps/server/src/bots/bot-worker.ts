/**
 * Entry of a bot worker thread. It loads the bot library once, then answers each request with
 * the bot's order or the error it threw. It sees nothing but the requests: the seat's view and
 * pending decisions, as JSON.
 */
import { parentPort, workerData } from 'node:worker_threads';
import * as builtIn from './bot-library.js';
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
const library: BotLibrary =
  data.library === null ? builtIn : ((await import(data.library)) as BotLibrary);

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
    reply = { id: request.id, ok: true, orderJson, ms: performance.now() - started };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { id: request.id, ok: false, reason: 'threw', message: message.slice(0, 500) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies BotWorkerReady);
