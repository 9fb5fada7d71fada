import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { isSocketMessage, WORKER_ENV, type ReadyMessage } from './messages.js';

/** The name this process has as a worker of a `WORKERS=N` server (`w0`, …), or null. */
export function workerName(env: NodeJS.ProcessEnv = process.env): string | null {
  const name = env[WORKER_ENV];
  return name !== undefined && /^w\d+$/.test(name) ? name : null;
}

/**
 * Serves, on `server`, the sockets the primary hands over: each is announced as a new
 * connection and the bytes the primary already read are fed to it first, so the HTTP parser
 * (and then the WebSocket upgrade) sees the whole request. Then tells the primary the loopback
 * port where `server` takes proxied HTTP. `onOrphaned` runs if the primary goes away.
 */
export function serveForPrimary(server: Server, port: number, onOrphaned: () => void): void {
  // The primary is gone (killed, crashed): nobody routes to this worker any more.
  process.once('disconnect', onOrphaned);
  process.on('message', (message: unknown, handle: unknown) => {
    if (!isSocketMessage(message) || !handle) return;
    const socket = handle as Socket;
    server.emit('connection', socket);
    socket.emit('data', Buffer.from(message.head, 'base64'));
    socket.resume();
  });
  const ready: ReadyMessage = { type: 'broadside:ready', port };
  process.send?.(ready);
}
