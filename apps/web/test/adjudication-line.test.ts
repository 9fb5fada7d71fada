import { describe, expect, test } from 'vitest';
import type { EventsMessage, WelcomeMessage } from '@broadside/protocol';
import {
  appendEntry,
  diceCommitment,
  newRecord,
  offsetToHex,
  seedToHex,
  type GameResult,
} from '@broadside/rules';
import { starfireRuleset } from '@broadside/rules/starfire';
import { plainEvent } from '../src/game/log-line.js';
import { withAdjudication } from '../src/net/adjudication-line.js';
import { EMPTY_SESSION, reduceSession } from '../src/net/session.js';
import { buildTimeline } from '../src/replay/replay-steps.js';

/** Tournaments (docs/tournaments.md, Organiser tools): the organiser decided a live game. */
const ADJUDICATED: GameResult = {
  winners: ['B'],
  level: null,
  reason: 'adjudicated',
  summary: 'Round time ran out; B was ahead.',
};
const LINE = 'The organiser adjudicated the game: Round time ran out; B was ahead.';

const clocks = { kind: 'none' as const, seats: {}, serverTime: 0 };

function welcome(over: Partial<WelcomeMessage>): WelcomeMessage {
  return {
    type: 'welcome',
    gameId: 'game01',
    role: { kind: 'seat', seat: 'A' },
    ruleset: { id: 'starfire', version: '1' },
    status: 'live',
    seq: 1,
    catchUp: false,
    view: { turn: 1 },
    pending: [],
    clocks,
    result: null,
    seats: [],
    spectators: 0,
    spectatorDelay: { kind: 'none' },
    commitment: 'c'.repeat(64),
    chat: [],
    history: [{ seq: 1, at: 1001, events: [{ type: 'unit_deployed' }] }],
    ...over,
  };
}

const adjudication: EventsMessage = {
  type: 'events',
  seq: 2,
  at: 1002,
  seat: '',
  cause: 'adjudication',
  events: [],
  status: 'finished',
  pending: [],
  clocks,
  result: ADJUDICATED,
};

const words = (log: readonly { event: unknown }[]) =>
  log.map((e) => withAdjudication(plainEvent)(e.event).text);

describe('the battle log says when the organiser adjudicated the game', () => {
  test('live: the adjudication batch adds the line, once', () => {
    let s = reduceSession(EMPTY_SESSION, welcome({}), 0);
    s = reduceSession(s, adjudication, 0);
    expect(s.status).toBe('finished');
    expect(s.log.map((e) => [e.seq, e.index])).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(words(s.log).at(-1)).toBe(LINE);
    expect(withAdjudication(plainEvent)(s.log[1]!.event).tone).toBe('result');
  });

  test('after a reload: the history of an adjudicated game ends with the line', () => {
    const s = reduceSession(
      EMPTY_SESSION,
      welcome({
        status: 'finished',
        seq: 2,
        result: ADJUDICATED,
        history: [
          { seq: 1, at: 1001, events: [{ type: 'unit_deployed' }] },
          { seq: 2, at: 1002, events: [] },
        ],
      }),
      0,
    );
    expect(words(s.log)).toEqual(['{"type":"unit_deployed"}', LINE]);
  });

  test('other results add no line', () => {
    const won = { ...adjudication, result: { ...ADJUDICATED, reason: 'victory' as const } };
    const s = reduceSession(reduceSession(EMPTY_SESSION, welcome({}), 0), won, 0);
    expect(s.log).toHaveLength(1);
  });

  test('the replay keeps the position at the adjudication and ends with the line', () => {
    const seed = new Uint8Array(32);
    let record = newRecord({
      ruleset: starfireRuleset,
      gameId: 'g1',
      createdAt: '2026-01-01T00:00:00.000Z',
      setup: { scenario: 'patrol' },
      seats: [
        { seat: 'A', name: 'Ann' },
        { seat: 'B', name: 'Bob' },
      ],
      commitment: diceCommitment(seed),
      startDice: [],
      startStateHash: '0'.repeat(64),
    });
    record = appendEntry(record, {
      kind: 'order',
      seat: 'A',
      at: '2026-01-01T00:00:01.000Z',
      dice: [],
      order: { type: 'deploy', unit: 'A1', hex: { ...offsetToHex(10, 10) }, facing: 'C' },
    });
    record = appendEntry(record, {
      kind: 'adjudication',
      at: '2026-01-01T00:00:02.000Z',
      dice: [],
      result: ADJUDICATED,
    });
    const timeline = buildTimeline(
      { ...record, dice: { ...record.dice, seed: seedToHex(seed) } },
      starfireRuleset,
    );
    if (typeof timeline === 'string') throw new Error(timeline);
    expect(timeline.steps.map((s) => s.seq)).toEqual([0, 1, 2]);
    expect(timeline.steps[2]!.view).toEqual(timeline.steps[1]!.view);
    expect(words(timeline.log).at(-1)).toBe(LINE);
  });
});
