import { CLOSE_CODES, WS_LIMITS } from '@broadside/protocol';
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import { Connection, type ConnectionLimits } from './connection.js';

/** Path of the WebSocket endpoint. */
export const WS_PATH = '/ws';

/** Options of {@link websocketPlugin}. */
export interface WebsocketPluginOptions {
  readonly limits: ConnectionLimits;
  readonly heartbeatMs: number;
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
    });
    const log = app.log.child({ component: 'ws' });

    app.server.on('upgrade', (request, socket, head) => {
      const path = (request.url ?? '').split('?')[0];
      if (path !== WS_PATH) {
        socket.destroy();
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        const connection = new Connection(ws, app.match, log, options.limits);
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
    });

    const heartbeat =
      options.heartbeatMs > 0
        ? setInterval(() => {
            for (const c of connections) {
              if (c.awaitingPong) {
                // A dead peer never completes the closing handshake: cut it after a second.
                c.close(CLOSE_CODES.heartbeatTimeout, 'missed heartbeat');
                setTimeout(() => c.socket.terminate(), 1000).unref();
                continue;
              }
              c.awaitingPong = true;
              c.socket.ping();
            }
          }, options.heartbeatMs)
        : null;
    heartbeat?.unref();

    app.addHook('preClose', async () => {
      if (heartbeat) clearInterval(heartbeat);
      for (const c of connections) c.close(CLOSE_CODES.goingAway, 'going away');
      // Give the close frames a moment to leave, then make sure nothing keeps the server open.
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const c of connections) c.socket.terminate();
      wss.close();
    });
  },
  { name: 'broadside-ws', dependencies: ['broadside-match'] },
);
