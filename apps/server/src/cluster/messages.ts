/**
 * Messages between the primary of a `WORKERS=N` server and its workers, over the fork's IPC
 * channel. Both ends are this program, but a message is still checked before it is trusted.
 */

/** Worker → primary: the worker serves HTTP on this loopback port. */
export interface ReadyMessage {
  readonly type: 'broadside:ready';
  readonly port: number;
}

/**
 * Primary → worker, with a TCP socket attached: a connection whose request head (and any bytes
 * after it) the primary already read, to be served as if the worker had accepted it.
 */
export interface SocketMessage {
  readonly type: 'broadside:socket';
  /** The bytes already read, base64. */
  readonly head: string;
}

/** Whether an IPC message is a {@link ReadyMessage}. */
export function isReadyMessage(message: unknown): message is ReadyMessage {
  const m = message as Partial<ReadyMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    m.type === 'broadside:ready' &&
    Number.isInteger(m.port) &&
    (m.port ?? 0) > 0
  );
}

/** Whether an IPC message is a {@link SocketMessage}. */
export function isSocketMessage(message: unknown): message is SocketMessage {
  const m = message as Partial<SocketMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    m.type === 'broadside:socket' &&
    typeof m.head === 'string'
  );
}

/** Environment variable naming the worker a forked process is (`w0`, `w1`, …). */
export const WORKER_ENV = 'BROADSIDE_WORKER';
