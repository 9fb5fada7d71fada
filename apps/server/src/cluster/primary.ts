import { fork, type ChildProcess } from 'node:child_process';
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { upgradeAddress, type TrustedProxies } from '../http/client-address.js';
import { isReadyMessage, WORKER_ENV, type SocketMessage } from './messages.js';
import { requestHead } from './request-head.js';
import { HashRing, workerNames } from './ring.js';
import { routeKeyOf } from './route-key.js';

/** Options of {@link startPrimary}. */
export interface PrimaryOptions {
  /** Number of worker processes. */
  readonly workers: number;
  /** Public port and interface; 0 picks a free port. */
  readonly port: number;
  readonly host: string;
  readonly log: Logger;
  /** Proxies whose `X-Forwarded-For` names the client (`TRUST_PROXY`). */
  readonly trustProxy: TrustedProxies;
  /** Script the workers run (default: this process's own). */
  readonly entry?: string;
  /** Node options of the workers (default: this process's, so `tsx` carries over). */
  readonly execArgv?: readonly string[];
  /** Environment of the workers (default: this process's). */
  readonly env?: NodeJS.ProcessEnv;
  /** Wait before a worker that died is started again (default 500 ms). */
  readonly restartDelayMs?: number;
}

/** A running primary. */
export interface Primary {
  /** The port it listens on. */
  readonly port: number;
  /** Stops accepting, asks every worker to shut down gracefully and waits for them. */
  close(): Promise<void>;
}

interface WorkerSlot {
  readonly name: string;
  child: ChildProcess | null;
  /** The worker's loopback HTTP port, once it said it is ready. */
  port: number | null;
}

/** Answers a plain HTTP error on a raw socket and closes it. */
function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n`,
  );
}

/**
 * The primary of a `WORKERS=N` server: a small process that owns the public port, starts N
 * workers and routes every request by the game it is about (consistent hashing of the game id
 * over the workers), round-robin when it names none.
 *
 * - A WebSocket upgrade (`/ws?game=<id>`) is not proxied: the TCP socket itself is handed to
 *   the worker over IPC with the bytes already read, so the worker talks to the client
 *   directly and the primary does no work per frame.
 * - Plain HTTP is proxied over a loopback keep-alive connection, because one client connection
 *   may carry requests about different games.
 * - A worker that dies is started again under the same name, so it owns the same games, which
 *   it rebuilds from the shared database when they are next used.
 */
export async function startPrimary(options: PrimaryOptions): Promise<Primary> {
  const log = options.log.child({ component: 'primary' });
  const names = workerNames(options.workers);
  const ring = new HashRing(names);
  const slots = new Map<string, WorkerSlot>(
    names.map((name) => [name, { name, child: null, port: null }]),
  );
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let stopping = false;
  let next = 0;

  const spawnWorker = (slot: WorkerSlot): Promise<void> =>
    new Promise((resolve) => {
      const child = fork(options.entry ?? process.argv[1]!, process.argv.slice(2), {
        env: { ...(options.env ?? process.env), [WORKER_ENV]: slot.name },
        execArgv: [...(options.execArgv ?? process.execArgv)],
        serialization: 'json',
      });
      slot.child = child;
      slot.port = null;
      child.on('message', (message) => {
        if (!isReadyMessage(message)) return;
        slot.port = message.port;
        log.info({ worker: slot.name, pid: child.pid }, 'worker ready');
        resolve();
      });
      child.once('exit', (code, signal) => {
        slot.child = null;
        slot.port = null;
        resolve();
        if (stopping) return;
        log.error({ worker: slot.name, code, signal }, 'worker died; starting it again');
        setTimeout(() => void spawnWorker(slot), options.restartDelayMs ?? 500).unref();
      });
    });

  /** The worker for a request: the owner of its game, else the next one in turn. */
  const pick = (url: string | undefined): WorkerSlot => {
    const key = routeKeyOf(url);
    if (key !== null) return slots.get(ring.ownerOf(key))!;
    const slot = slots.get(names[next]!)!;
    next = (next + 1) % names.length;
    return slot;
  };

  const proxy = (req: IncomingMessage, res: ServerResponse): void => {
    const slot = pick(req.url);
    if (slot.port === null) {
      res.writeHead(503, { 'retry-after': '1', 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ code: 'server/unavailable', message: 'Restarting; try again.', path: [] }),
      );
      return;
    }
    const headers = { ...req.headers, 'x-forwarded-for': upgradeAddress(req, options.trustProxy) };
    const upstream = httpRequest(
      { host: '127.0.0.1', port: slot.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      log.warn({ err: error, worker: slot.name }, 'proxied request failed');
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end();
    });
    req.pipe(upstream);
  };

  const server: Server = createServer(proxy);
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const slot = pick(req.url);
    if (!slot.child || slot.port === null || !slot.child.connected)
      return refuse(socket, 503, 'Service Unavailable');
    // Stop reading before the hand-off: until the worker acknowledges the handle, this process
    // still has the socket open, and bytes it read (the client's hello, sent as soon as the
    // worker answers 101) would be lost. Bytes already buffered go along with the head.
    socket.pause();
    (socket as unknown as { _handle?: { readStop?: () => void } })._handle?.readStop?.();
    const buffered = socket.read() as Buffer | null;
    const bytes = Buffer.concat([
      requestHead(req, upgradeAddress(req, options.trustProxy)),
      head,
      ...(buffered ? [buffered] : []),
    ]);
    const message: SocketMessage = { type: 'broadside:socket', head: bytes.toString('base64') };
    slot.child.send(message, socket, (error) => {
      if (error) {
        log.warn({ err: error, worker: slot.name }, 'socket hand-off failed');
        socket.destroy();
      }
    });
  });

  await Promise.all([...slots.values()].map(spawnWorker));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  log.info({ port, workers: options.workers }, 'primary listening');

  return {
    port,
    close: async () => {
      stopping = true;
      server.close();
      server.closeAllConnections();
      agent.destroy();
      await Promise.all(
        [...slots.values()].map(
          (slot) =>
            new Promise<void>((resolve) => {
              const child = slot.child;
              if (!child) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
