import { CLOSE_CODES, WS_LIMITS } from '@broadside/protocol';
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { AddressBook } from './address-book.js';
import { Connection, type ConnectionLimits } from './connection.js';
import { startHeartbeat } from './heartbeat.js';
import { socketBudget } from './socket-budget.js';
import { addressKey, upgradeAddress, type TrustedProxies } from '../http/client-address.js';

/** Answers an upgrade request with a plain HTTP error and closes the socket. */
function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** A warning logged at most once per `intervalMs`, with the count of those left out. */
function throttledWarning(
  log: FastifyBaseLogger,
  intervalMs: number,
): (fields: Record<string, unknown>, message: string) => void {
  let last = -Infinity;
  let skipped = 0;
  return (fields, message) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      skipped += 1;
      return;
    }
    last = now;
    log.warn({ ...fields, skipped }, message);
    skipped = 0;
  };
}

/** Path of the WebSocket endpoint. */
export const WS_PATH = '/ws';

/** Options of {@link websocketPlugin}. */
export interface WebsocketPluginOptions {
  readonly limits: ConnectionLimits;
  readonly heartbeatMs: number;
  /** Proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`). */
  readonly trustProxy: TrustedProxies;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Open WebSocket connections. */
    connections: Set<Connection>;
  }
}

/**
 * The WebSocket endpoint at `/ws` on the app's HTTP server: size limit, heartbeats, and a
 * "going away" close for every socket when the app closes.
 */
export const websocketPlugin = fp<WebsocketPluginOptions>(
  async (app, options) => {
    const connections = new Set<Connection>();
    app.decorate('connections', connections);
    const wss = new WebSocketServer({
      noServer: true,
      maxPayload: WS_LIMITS.maxMessageBytes,
      clientTracking: false,
      // No compression: connections write their frames straight to the TCP socket, framed once
      // for every socket of a role (ws/socket-writes.ts, wireFrame).
      perMessageDeflate: false,
    });
    const log = app.log.child({ component: 'ws' });
    const book = new AddressBook(options.limits);
    const maxSockets = socketBudget(options.limits.maxSockets);
    const warn = throttledWarning(log, 10_000);

    app.server.on('upgrade', (request, socket, head) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== WS_PATH) {
        socket.destroy();
        return;
      }
      const address = addressKey(upgradeAddress(request, options.trustProxy));
      // Refused before the upgrade, so that a flood of sockets never starves HTTP of files.
      if (connections.size >= maxSockets) {
        warn({ sockets: connections.size, maxSockets }, 'socket budget reached; upgrade refused');
        return refuseUpgrade(socket, 503, 'Service Unavailable');
      }
      if (!book.openUnjoined(address)) {
        warn({ address }, 'too many sockets without hello from one address; upgrade refused');
        return refuseUpgrade(socket, 429, 'Too Many Requests');
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        const connection = new Connection(ws, app.match, log, options.limits, {
          address,
          book,
          relay: app.fanout?.relay ?? null,
        });
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
    });
    // Out of file descriptors, Node reports the failed accept here; say so instead of dying.
    app.server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EMFILE' || error.code === 'ENFILE')
        warn(
          { err: error, sockets: connections.size },
          'out of file descriptors: connection dropped',
        );
      else log.error({ err: error }, 'HTTP server error');
    });

    const stopHeartbeat =
      options.heartbeatMs > 0 ? startHeartbeat(connections, options.heartbeatMs) : null;

    app.addHook('preClose', async () => {
      stopHeartbeat?.();
      for (const c of connections) c.close(CLOSE_CODES.goingAway, 'going away');
      // Give the close frames a moment to leave, then make sure nothing keeps the server open.
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const c of connections) c.socket.terminate();
      wss.close();
    });
  },
  { name: 'broadside-ws', dependencies: ['broadside-match', 'broadside-fanout'] },
);
