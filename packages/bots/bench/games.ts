import { createBot, playMatch, type BotLevel, type MatchOutcome } from '../src/index.js';
import { starfirePoints } from './points.js';
import { startrekPoints } from './points-startrek.js';
import { onepagePoints } from './points-onepage.js';
import { sclPoints } from './points-scl.js';
import { RULESETS, verifiableDice, type AnyRuleset } from '@broadside/rules';

/** One seeded game between two levels, `first` on seat A when `swap` is false. */
export interface GameSpec {
  readonly rulesetId: string;
  readonly setup: unknown;
  readonly first: BotLevel;
  readonly second: BotLevel;
  readonly swap: boolean;
  readonly game: number;
  readonly budgetMs?: number;
  readonly maxIterations?: number;
  /** The hard level's clock; without one it searches `maxIterations` per decision, whatever the time. */
  readonly clock?: () => number;
  /** Called with the milliseconds of every decision of a hard bot. */
  readonly onHardDecision?: (ms: number) => void;
}

/** How a game went for the `first` level. */
export interface GameOutcome {
  /** By the rules' result. */
  readonly outcome: 'win' | 'loss' | 'draw';
  /**
   * A draw (or an unfinished game) judged on points by the ruleset's neutral tiebreak
   * ({@link TIEBREAKS}), never a bot's own evaluation. `draw` only when exactly even. The rules'
   * result where they name a winner.
   */
  readonly onPoints: 'win' | 'loss' | 'draw';
  readonly match: MatchOutcome;
}

/**
 * Each ruleset's tiebreak for a draw: positive when the seat did better. Starfire: the smaller
 * share of systems lost; the one-page rules and Star Cruiser Lite: the rules' own points first,
 * then the share of the fleet lost; Star Trek: the share of the fleet lost.
 */
const TIEBREAKS: Readonly<Record<string, (state: unknown, seat: string) => number>> = {
  starfire: (state, seat) => starfirePoints(state as never, seat),
  onepage: (state, seat) => onepagePoints(state as never, seat),
  startrek: (state, seat) => startrekPoints(state as never, seat),
  scl: (state, seat) => sclPoints(state as never, seat),
};

function seedBytes(text: string): Uint8Array {
  const out = new Uint8Array(32);
  for (let i = 0; i < text.length; i += 1)
    out[i % 32] = (out[i % 32]! * 31 + text.charCodeAt(i)) & 0xff;
  return out;
}

/** Plays one game headless: the game's dice from a seed of its own, each bot with its own seed. */
export function playGame(spec: GameSpec): GameOutcome {
  const ruleset = RULESETS[spec.rulesetId] as AnyRuleset;
  const parsed = ruleset.parseSetup(spec.setup);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const label = `${spec.rulesetId}/${JSON.stringify(spec.setup)}/${spec.first}-${spec.second}/${spec.game}`;
  const dice = verifiableDice(seedBytes(`dice:${label}`));
  const created = ruleset.create(parsed.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  const seats = ruleset.seats(created.value.state);
  const levelOf = (i: number) => ((i % 2 === 0) !== spec.swap ? spec.first : spec.second);
  const bots = Object.fromEntries(
    seats.map((seat: string, i: number) => [
      seat,
      createBot(ruleset, {
        level: levelOf(i),
        seed: `bot:${label}:${seat}`,
        ...(spec.clock ? { clock: spec.clock } : {}),
        ...(spec.budgetMs !== undefined ? { budgetMs: spec.budgetMs } : {}),
        ...(spec.maxIterations !== undefined ? { maxIterations: spec.maxIterations } : {}),
      }),
    ]),
  );
  const hardSeats = new Set(seats.filter((_: string, i: number) => levelOf(i) === 'hard'));
  const match = playMatch(ruleset, created.value.state, bots, dice, {
    maxDecisions: 4000,
    around: (seat, decide) => {
      const clock = spec.clock;
      if (!hardSeats.has(seat) || !spec.onHardDecision || !clock) return decide();
      const start = clock();
      const order = decide();
      spec.onHardDecision(clock() - start);
      return order;
    },
  });
  const winners = match.result?.winners ?? [];
  const firstSeats = seats.filter((_: string, i: number) => levelOf(i) === spec.first);
  const outcome =
    winners.length === 0 || spec.first === spec.second
      ? 'draw'
      : winners.some((w) => firstSeats.includes(w))
        ? 'win'
        : 'loss';
  let onPoints: GameOutcome['onPoints'] = outcome;
  const points = TIEBREAKS[spec.rulesetId];
  if (outcome === 'draw' && spec.first !== spec.second && points && firstSeats[0]) {
    const score = points(match.state, firstSeats[0]);
    onPoints = score > 0 ? 'win' : score < 0 ? 'loss' : 'draw';
  }
  return { outcome, onPoints, match };
}
