// The load generator of `pnpm bench:load` and of its smoke test: plays pre-played Starfire games
// over the WebSocket protocol, 2 players + S spectators per game, open loop at a fixed offered
// rate with think time between a game's orders.
import type WebSocket from 'ws';
import type { ScriptedOrder } from '../preplay.js';
import { LatencySamples } from './samples.js';
import { openSocket, postJson } from '../clients.js';

/** Where the driver plays: the real server (HTTP + WebSocket) or the bare `ws` baseline. */
export type LoadTarget =
  | { readonly kind: 'server'; readonly httpUrl: string; readonly wsUrl: string }
  | { readonly kind: 'baseline'; readonly wsUrl: string };

/** One game the driver plays, with its sockets and where it is in its script. */
export interface LoadGame {
  readonly id: string;
  readonly players: Readonly<Record<string, WebSocket>>;
  readonly spectators: readonly WebSocket[];
  readonly script: readonly ScriptedOrder[];
  /** Index of the next order of the script. */
  next: number;
  /** The game's sequence number as of the last ack. */
  seq: number;
  /** The order awaiting its ack, if any. */
  inFlight: { readonly clientOrderId: string; readonly sentAt: number } | null;
  /** When each batch sequence number's order was sent (for spectator delivery). */
  readonly sentAtBySeq: Map<number, number>;
  /** Out of script, or desynchronised by a rejection: sends nothing more. */
  retired: boolean;
}

/** What one step of offered load measured on the client side. */
export interface StepSamples {
  readonly offeredPerSecond: number;
  readonly seconds: number;
  readonly sent: number;
  readonly acked: number;
  readonly lostAcks: number;
  readonly rejections: Record<string, number>;
  readonly ack: LatencySamples;
  readonly spectator: LatencySamples;
  /** How late orders left against their scheduled time (driver backlog: no game was ready). */
  readonly sendLag: LatencySamples;
  /** Scheduled orders never sent because no game was ready before the step ended. */
  readonly unsent: number;
  /** Events frames of acknowledged orders that did not reach a spectator before the drain ended. */
  readonly lostSpectatorFrames: number;
}

/** Options of one step. */
export interface StepOptions {
  readonly offeredPerSecond: number;
  readonly seconds: number;
  /** Pause after an ack before the game's next order. */
  readonly thinkMs: number;
  /**
   * How long to wait after the step for outstanding acks, and for spectators' frames of
   * acknowledged orders, before counting them lost.
   */
  readonly drainMs: number;
  /**
   * Where each game stops in this step: the index in its script it plays up to (default: its
   * end). A game that reaches it waits without being retired, ready for the next step.
   */
  readonly stopAt?: (game: LoadGame) => number;
}

const EVENTS_HEAD = /^\{"type":"events","seq":(\d+)/;

/**
 * `BENCH_LOAD_VIEWS=1`: every socket asks for its role's full view with each batch (`views` in
 * the hello); `BENCH_LOAD_VIEWS=patch`: for patches of the view it holds, as the web client
 * does (`views` and `viewPatches`). By default sockets take events only, as bots do.
 */
const VIEWS_HELLO: Record<string, boolean> =
  process.env.BENCH_LOAD_VIEWS === 'patch'
    ? { views: true, viewPatches: true }
    : process.env.BENCH_LOAD_VIEWS === '1'
      ? { views: true }
      : {};

/** Opens a socket, says hello and (on the real server) waits for its welcome. */
async function joined(target: LoadTarget, gameId: string, token?: string): Promise<WebSocket> {
  // The game id rides in the URL: a WORKERS=N server routes the socket by it (bench:scale).
  const ws = await openSocket(`${target.wsUrl}?game=${encodeURIComponent(gameId)}`);
  const welcome =
    target.kind === 'server'
      ? new Promise<void>((resolve, reject) => {
          const onMessage = (data: Buffer): void => {
            const text = data.toString();
            if (text.startsWith('{"type":"welcome"')) {
              ws.off('message', onMessage);
              resolve();
            } else if (text.startsWith('{"type":"error"')) reject(new Error(text));
          };
          ws.on('message', onMessage);
        })
      : Promise.resolve();
  ws.send(
    JSON.stringify({
      type: 'hello',
      gameId,
      ...(token ? { token } : {}),
      ...VIEWS_HELLO,
    }),
  );
  await welcome;
  return ws;
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the results in order. */
async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let nextIndex = 0;
  const worker = async (): Promise<void> => {
    while (nextIndex < items.length) {
      const i = nextIndex++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Creates one game per script and connects its 2 players and `spectators` spectators. On the
 * real server games are created one after another, so that the n-th game gets benchmark seed
 * n (the dice its script was pre-played with); seats are taken over HTTP without a nonce
 * commitment, so each game starts at once.
 */
export async function connectGames(
  target: LoadTarget,
  scripts: readonly (readonly ScriptedOrder[])[],
  spectators: number,
  scenario: string,
): Promise<LoadGame[]> {
  const created: { id: string; invites: { seat: string; invite: string }[] }[] = [];
  for (let n = 0; n < scripts.length; n += 1) {
    if (target.kind === 'baseline') {
      created.push({ id: `game${n}`, invites: ['A', 'B'].map((seat) => ({ seat, invite: '' })) });
      continue;
    }
    const game = (await postJson(target.httpUrl, '/api/games', {
      ruleset: 'starfire',
      setup: { scenario },
    })) as { gameId: string; invites: { seat: string; invite: string }[] };
    created.push({ id: game.gameId, invites: game.invites });
  }
  return inBatches(created, 16, async (game, n) => {
    const players: Record<string, WebSocket> = {};
    for (const { seat, invite } of game.invites) {
      if (target.kind === 'baseline') {
        players[seat] = await joined(target, game.id);
        continue;
      }
      const grant = (await postJson(target.httpUrl, `/api/games/${game.id}/seats/${seat}/join`, {
        invite,
      })) as { seatToken: string };
      players[seat] = await joined(target, game.id, grant.seatToken);
    }
    const watchers: WebSocket[] = [];
    for (let s = 0; s < spectators; s += 1) watchers.push(await joined(target, game.id));
    return {
      id: game.id,
      players,
      spectators: watchers,
      script: scripts[n]!,
      next: 0,
      seq: 0,
      inFlight: null,
      sentAtBySeq: new Map(),
      retired: false,
    };
  });
}

/** Closes every socket of the games. */
export function closeGames(games: readonly LoadGame[]): void {
  for (const game of games)
    for (const ws of [...Object.values(game.players), ...game.spectators]) ws.terminate();
}

/**
 * Plays one step: orders are scheduled at `offeredPerSecond`, evenly spaced, for `seconds`;
 * each scheduled order goes to the game that has waited longest since its think time ended
 * (or, if none is ready, to the next game that becomes ready: that delay is the send lag). Then
 * waits up to `drainMs` for outstanding acks; what is still outstanding is lost.
 */
export async function runStep(
  games: readonly LoadGame[],
  options: StepOptions,
): Promise<StepSamples> {
  const ack = new LatencySamples();
  const spectator = new LatencySamples();
  const sendLag = new LatencySamples();
  const rejections: Record<string, number> = {};
  const ready: LoadGame[] = [];
  let readyHead = 0;
  const scheduled: number[] = [];
  let scheduledHead = 0;
  let sent = 0;
  let acked = 0;
  let outstanding = 0;
  let expectedSpectatorFrames = 0;
  let scheduling = true;
  let drained: (() => void) | null = null;
  const timers = new Set<NodeJS.Timeout>();
  const cleanups: (() => void)[] = [];

  const send = (game: LoadGame, scheduledAt: number): void => {
    const move = game.script[game.next]!;
    const now = performance.now();
    sendLag.add(now - scheduledAt);
    const clientOrderId = `o${game.next}`;
    game.inFlight = { clientOrderId, sentAt: now };
    game.sentAtBySeq.set(game.seq + 1, now);
    sent += 1;
    outstanding += 1;
    game.players[move.seat]!.send(
      JSON.stringify({ type: 'order', clientOrderId, expectedSeq: game.seq, order: move.order }),
    );
  };
  const dispatch = (): void => {
    while (scheduledHead < scheduled.length && readyHead < ready.length) {
      send(ready[readyHead++]!, scheduled[scheduledHead++]!);
    }
    if (readyHead > 4096) {
      ready.splice(0, readyHead);
      readyHead = 0;
    }
  };
  const stopsHere = (game: LoadGame): boolean =>
    options.stopAt !== undefined && game.next >= options.stopAt(game);
  const becomeReady = (game: LoadGame): void => {
    if (game.retired || game.next >= game.script.length) {
      game.retired = true;
      return;
    }
    if (stopsHere(game)) return;
    ready.push(game);
    if (scheduling) dispatch();
  };
  const finishOrder = (game: LoadGame): void => {
    game.inFlight = null;
    outstanding -= 1;
    if (!scheduling && outstanding === 0 && spectator.count >= expectedSpectatorFrames) drained?.();
  };

  for (const game of games) {
    const onPlayer = (data: Buffer): void => {
      // Players also get every events frame (kilobytes): look at the type before decoding.
      const type = data.toString('latin1', 0, 14);
      const isAck = type === '{"type":"ack",';
      if (!isAck && type !== '{"type":"rejec') return;
      const message = JSON.parse(data.toString()) as {
        clientOrderId: string;
        seq: number;
        error?: { code?: string };
      };
      const flight = game.inFlight;
      if (!flight || flight.clientOrderId !== message.clientOrderId) return;
      if (isAck) {
        ack.add(performance.now() - flight.sentAt);
        acked += 1;
        expectedSpectatorFrames += game.spectators.length;
        game.seq = message.seq;
        game.next += 1;
        finishOrder(game);
        const timer = setTimeout(() => {
          timers.delete(timer);
          becomeReady(game);
        }, options.thinkMs);
        timers.add(timer);
      } else {
        const code = message.error?.code ?? 'unknown';
        rejections[code] = (rejections[code] ?? 0) + 1;
        game.retired = true;
        finishOrder(game);
      }
    };
    const onSpectator = (data: Buffer): void => {
      const head = EVENTS_HEAD.exec(data.toString('latin1', 0, 40));
      if (!head) return;
      const sentAt = game.sentAtBySeq.get(Number(head[1]));
      if (sentAt === undefined) return;
      spectator.add(performance.now() - sentAt);
      if (!scheduling && outstanding === 0 && spectator.count >= expectedSpectatorFrames)
        drained?.();
    };
    for (const ws of Object.values(game.players)) ws.on('message', onPlayer);
    for (const ws of game.spectators) ws.on('message', onSpectator);
    cleanups.push(() => {
      for (const ws of Object.values(game.players)) ws.off('message', onPlayer);
      for (const ws of game.spectators) ws.off('message', onSpectator);
    });
    if (!game.retired && game.next < game.script.length && !stopsHere(game)) ready.push(game);
  }

  const intervalMs = 1000 / options.offeredPerSecond;
  const start = performance.now();
  const total = Math.round(options.offeredPerSecond * options.seconds);
  let planned = 0;
  await new Promise<void>((resolve) => {
    const tick = (): void => {
      const now = performance.now();
      while (planned < total && start + planned * intervalMs <= now) {
        scheduled.push(start + planned * intervalMs);
        planned += 1;
      }
      dispatch();
      if (planned >= total || now - start >= options.seconds * 1000) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  scheduling = false;
  const unsent = scheduled.length - scheduledHead;
  const elapsed = (performance.now() - start) / 1000;
  if (outstanding > 0 || spectator.count < expectedSpectatorFrames) {
    await new Promise<void>((resolve) => {
      const timeout = setTimeout(resolve, options.drainMs);
      drained = () => {
        clearTimeout(timeout);
        resolve();
      };
    });
  }
  for (const timer of timers) clearTimeout(timer);
  for (const cleanup of cleanups) cleanup();
  const lostAcks = outstanding;
  for (const game of games) {
    if (game.inFlight) game.retired = true;
    game.sentAtBySeq.clear();
  }
  return {
    offeredPerSecond: options.offeredPerSecond,
    seconds: elapsed,
    sent,
    acked,
    lostAcks,
    rejections,
    ack,
    spectator,
    sendLag,
    unsent,
    lostSpectatorFrames: Math.max(0, expectedSpectatorFrames - spectator.count),
  };
}
