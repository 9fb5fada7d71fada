/// <reference types="node" />
import type { BotLevel } from '../src/index.js';
import { playGame } from './games.js';
import { wilson } from './stats.js';

/** One pairing of a tournament: `first` against `second`, sides alternating game by game. */
export interface PairingSpec {
  /** The ruleset played; Starfire when not given. */
  readonly rulesetId?: string;
  readonly scenario: string;
  /** The set-up of every game; by default `{ scenario, turnLimit }` (no limit when 0). */
  readonly setup?: unknown;
  readonly first: BotLevel;
  readonly second: BotLevel;
  readonly games: number;
  readonly turnLimit: number;
  /** The hard level's search cap per decision (the tournament's deterministic budget). */
  readonly iterations: number;
  /** Number of the first game (seeds follow the game's number); default 0. */
  readonly firstGame?: number;
}

/** One game as the tournament records it, from the first level's side. */
export interface GameRecord {
  readonly game: number;
  /** The seat the first level played. */
  readonly seat: string;
  readonly turn: number;
  readonly decisions: number;
  /** The rules' result for the first level. */
  readonly outcome: 'win' | 'loss' | 'draw';
  /** With draws at the turn limit judged on points (see `starfirePoints`). */
  readonly onPoints: 'win' | 'loss' | 'draw';
  readonly summary: string;
  readonly cpuMs: number;
}

/** What a pairing came to. */
export interface PairingResult extends PairingSpec {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly pointWins: number;
  readonly pointDraws: number;
  readonly pointLosses: number;
  /** Wins with draws judged on points, out of every game (a draw left counts as no win). */
  readonly winRate: number;
  readonly low: number;
  readonly high: number;
  /** Wins by the rules alone, out of every game (a draw counts as no win). */
  readonly rulesWinRate: number;
  readonly rulesLow: number;
  readonly rulesHigh: number;
  readonly refused: number;
  readonly stalls: number;
  readonly cpuSeconds: number;
  readonly records: readonly GameRecord[];
}

/** Processor time of this process in milliseconds (user and system). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Plays one pairing: `games` seeded games of the scenario (Starfire unless `rulesetId` says), the first level on side A in
 * even games and on side B in odd ones. The hard level searches a fixed number of iterations per
 * decision and is given no clock, so the same command plays the same games on any machine.
 */
export function playPairing(spec: PairingSpec): PairingResult {
  const records: GameRecord[] = [];
  let refused = 0;
  let stalls = 0;
  const first = spec.firstGame ?? 0;
  for (let game = first; game < first + spec.games; game += 1) {
    const start = cpuMs();
    const swap = game % 2 === 1;
    const { outcome, onPoints, match } = playGame({
      rulesetId: spec.rulesetId ?? 'starfire',
      setup:
        spec.setup ??
        (spec.turnLimit > 0
          ? { scenario: spec.scenario, turnLimit: spec.turnLimit }
          : { scenario: spec.scenario }),
      first: spec.first,
      second: spec.second,
      swap,
      game,
      maxIterations: spec.iterations,
    });
    refused += match.illegal;
    stalls += match.stalls + (match.result === null ? 1 : 0);
    records.push({
      game,
      seat: swap ? 'B' : 'A',
      turn: (match.state as { turn?: number }).turn ?? 0,
      decisions: match.decisions,
      outcome,
      onPoints,
      summary: match.result?.summary ?? 'unfinished',
      cpuMs: Math.round(cpuMs() - start),
    });
  }
  const count = (key: 'outcome' | 'onPoints', value: string) =>
    records.filter((r) => r[key] === value).length;
  const pointWins = count('onPoints', 'win');
  const wins = count('outcome', 'win');
  const ci = wilson(pointWins, spec.games);
  const rules = wilson(wins, spec.games);
  return {
    ...spec,
    wins,
    draws: count('outcome', 'draw'),
    losses: count('outcome', 'loss'),
    pointWins,
    pointDraws: count('onPoints', 'draw'),
    pointLosses: count('onPoints', 'loss'),
    winRate: pointWins / spec.games,
    low: ci.low,
    high: ci.high,
    rulesWinRate: wins / spec.games,
    rulesLow: rules.low,
    rulesHigh: rules.high,
    refused,
    stalls,
    cpuSeconds: records.reduce((a, r) => a + r.cpuMs, 0) / 1000,
    records,
  };
}
