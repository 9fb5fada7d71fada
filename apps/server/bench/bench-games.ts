import type { MatchService } from '../src/match/match-service.js';
import type { Subscriber } from '../src/match/live-game.js';
import type { Session } from '../src/match/session.js';
import type { ScriptedOrder } from './preplay.js';

/** A subscriber with no socket behind it: it receives every frame and drops it. */
export const quietSubscriber: Subscriber = {
  role: { kind: 'spectator' },
  wantsViews: false,
  send: () => {},
};

/** A public Starfire game made in-process with both seats taken and connected. */
export interface BenchGame {
  readonly gameId: string;
  readonly sessions: { readonly A: Session; readonly B: Session };
}

/**
 * Creates public Starfire games of `scenario` through the real match service, as seat A, takes
 * seat B with the invite, and connects both seats with subscribers like `subscriber` (no
 * sockets).
 */
export function createBenchGame(
  match: MatchService,
  scenario: string,
  subscriber: Subscriber = quietSubscriber,
): BenchGame {
  const made = match.createGame({
    ruleset: 'starfire',
    setup: { scenario },
    visibility: 'public',
    timeControl: { kind: 'none' },
    spectatorDelay: { kind: 'none' },
    creatorSeat: 'A',
  });
  if (!made.ok) throw new Error(made.error.message);
  const { gameId, invites, creator } = made.value;
  const joined = match.joinSeat(gameId, 'B', invites[0]!.invite, undefined);
  if (!joined.ok) throw new Error(joined.error.message);
  const seat = (token: string): Session => {
    const session = match.connect(gameId, token, (role) => ({ ...subscriber, role }));
    if (!session.ok) throw new Error(session.error.message);
    return session.value;
  };
  return { gameId, sessions: { A: seat(creator!.seatToken), B: seat(joined.value.seatToken) } };
}

/** Plays scripted orders through the real pipeline, committing after each one. */
export function playScript(
  match: MatchService,
  game: BenchGame,
  orders: readonly ScriptedOrder[],
): void {
  orders.forEach((o, i) => {
    const session = game.sessions[o.seat as 'A' | 'B'];
    session.order({ clientOrderId: `o${i}`, expectedSeq: i, order: o.order }, Date.now());
    match.commits.flush();
  });
}

/** Closes both seats' sessions. */
export function closeBenchGame(game: BenchGame): void {
  for (const s of Object.values(game.sessions)) s.close();
}
