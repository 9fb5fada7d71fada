/**
 * Contract suite, draw offers (issue 27, bug 3): every registered ruleset takes the kit's draw
 * orders the same way. A side offers (`offer_draw`), the other sides answer (`accept_draw`,
 * `decline_draw`); acceptance by every other side in play ends the game drawn, reason `agreed`.
 * The offer stands until answered or until another side makes a game order; it is no secret.
 */
import { describe, expect, test } from 'vitest';
import type { AnyRuleset, SeatId } from '../../src/core/ruleset.js';
import { seededRandom } from '../../src/core/seeded-random.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { starfireRuleset } from '../../src/starfire/ruleset.js';
import { parseStoredState } from '../../src/starfire/state-schema.js';
import { randomThreeSidedSetup } from '../starfire/engine/fuzz-support.js';
import { REGISTERED, endsByAgreement, seedOf, setupCases, start } from './harness.js';

const OFFER = { type: 'offer_draw' };
const ACCEPT = { type: 'accept_draw' };
const DECLINE = { type: 'decline_draw' };
const SPECTATOR = { kind: 'spectator' } as const;

/** A game driven through the contract: each step checks, then applies, and keeps the events. */
class Game {
  events: unknown[] = [];
  readonly ruleset: AnyRuleset;
  state: unknown;
  private readonly dice;
  constructor(ruleset: AnyRuleset, state: unknown, seed: number) {
    this.ruleset = ruleset;
    this.state = state;
    this.dice = verifiableDice(seedOf(seed));
  }

  /** Checks and applies an order; throws with the code when it is refused. */
  order(seat: SeatId, order: unknown): this {
    const checked = this.ruleset.check(this.state, seat, order);
    if (!checked.ok) throw new Error(`${seat} ${JSON.stringify(order)}: ${checked.error.code}`);
    const applied = this.ruleset.apply(this.state, seat, checked.value, this.dice);
    this.state = applied.state;
    this.events = [...applied.events];
    return this;
  }

  /** The refusal code of an order, or null when it is accepted. */
  refusal(seat: SeatId, order: unknown): string | null {
    const checked = this.ruleset.check(this.state, seat, order);
    return checked.ok ? null : checked.error.code;
  }

  types(): string[] {
    return this.events.map((e) => (e as { type: string }).type);
  }

  offerIn(viewer: Parameters<AnyRuleset['view']>[1]): unknown {
    return (this.ruleset.view(this.state, viewer) as { drawOffer?: unknown }).drawOffer;
  }

  /** A listed game order of `seat` (no concession, no draw) that `check` accepts. */
  gameOrder(seat: SeatId): unknown {
    const order = this.ruleset
      .legalOrders(this.state, seat)
      .filter((o) => !endsByAgreement(o))
      .find((o) => this.ruleset.check(this.state, seat, o).ok);
    if (order === undefined) throw new Error(`${seat} has no listed order`);
    return order;
  }
}

function fresh(ruleset: AnyRuleset, input: unknown = setupCases(ruleset)[0]!.input): Game {
  const started = start(ruleset, input, verifiableDice(seedOf(3)));
  return new Game(ruleset, started.state, 3);
}

describe.each(REGISTERED)('%s: draw offers', (_id, ruleset) => {
  const seatsOf = (g: Game) => g.ruleset.seats(g.state) as SeatId[];

  test('an offer is shown to every seat and to spectators, and accepting ends the game drawn', () => {
    const g = fresh(ruleset);
    const [a, b] = seatsOf(g) as [SeatId, SeatId];
    const before = ruleset.hash(g.state);
    g.order(a, OFFER);
    expect(g.types()).toEqual(['draw_offered']);
    for (const viewer of [
      { kind: 'seat', seat: a },
      { kind: 'seat', seat: b },
      SPECTATOR,
    ] as const) {
      expect(g.offerIn(viewer)).toEqual({ by: a, accepted: [] });
    }
    expect(ruleset.viewEvent(g.events[0], SPECTATOR)).toEqual({ type: 'draw_offered', seat: a });
    expect(ruleset.hash(g.state)).not.toBe(before);
    g.order(b, ACCEPT);
    expect(g.types()).toEqual(['draw_accepted', 'game_over']);
    expect(ruleset.result(g.state)).toMatchObject({ winners: [], level: null, reason: 'agreed' });
    expect(ruleset.pending(g.state)).toEqual([]);
    expect(g.offerIn(SPECTATOR)).toBeUndefined();
    expect(g.refusal(a, OFFER)).toBe('order/game_over');
  });

  test('a declined offer is gone, and its side may not offer again this turn', () => {
    const g = fresh(ruleset);
    const [a, b] = seatsOf(g) as [SeatId, SeatId];
    g.order(a, OFFER).order(b, DECLINE);
    expect(g.types()).toEqual(['draw_declined']);
    expect(g.offerIn(SPECTATOR)).toBeUndefined();
    expect(ruleset.result(g.state)).toBeNull();
    expect(g.refusal(a, OFFER)).toBe('order/draw_declined_this_turn');
    expect(g.refusal(b, OFFER)).toBeNull();
    const view = ruleset.view(g.state, SPECTATOR) as { drawBarred?: unknown };
    expect(view.drawBarred, 'the view says who may not offer again this turn').toEqual([a]);
  });

  test.each([
    ['no offer stands: accept', null, 'b', ACCEPT, 'order/no_draw_offer'],
    ['no offer stands: decline', null, 'b', DECLINE, 'order/no_draw_offer'],
    ['own offer: accept', 'a', 'a', ACCEPT, 'order/own_draw_offer'],
    ['own offer: decline', 'a', 'a', DECLINE, 'order/own_draw_offer'],
    ['own offer: offer again', 'a', 'a', OFFER, 'order/draw_offer_standing'],
    ['another side offered: offer too', 'a', 'b', OFFER, 'order/draw_offer_standing'],
    ['not a side', null, 'Z', OFFER, 'order/not_a_side'],
    ['extra field', null, 'a', { type: 'offer_draw', to: 'b' }, 'order/malformed'],
  ] as const)('refused, %s', (_case, offerer, who, order, code) => {
    const g = fresh(ruleset);
    const [a, b] = seatsOf(g) as [SeatId, SeatId];
    const seat = (s: string) => (s === 'a' ? a : s === 'b' ? b : s);
    if (offerer) g.order(seat(offerer), OFFER);
    const state = g.state;
    expect(g.refusal(seat(who), order)).toBe(code);
    expect(g.state).toBe(state);
  });

  test('the offer lapses when another side makes a game order, not when the offerer does', () => {
    const g = fresh(ruleset);
    const mover = ruleset.pending(g.state)[0]!.seat as SeatId;
    const other = seatsOf(g).find((s) => s !== mover)!;
    g.order(mover, OFFER).order(mover, g.gameOrder(mover));
    expect(g.types()).not.toContain('draw_lapsed');
    expect(g.offerIn(SPECTATOR)).toEqual({ by: mover, accepted: [] });

    const h = fresh(ruleset);
    h.order(other, OFFER).order(mover, h.gameOrder(mover));
    expect(h.types().at(-1)).toBe('draw_lapsed');
    expect(h.offerIn(SPECTATOR)).toBeUndefined();
    expect(h.refusal(other, OFFER)).toBeNull();
  });

  test('a bot reads a view with a standing offer as any other: determinize still works', () => {
    const g = fresh(ruleset);
    const [a, b] = seatsOf(g) as [SeatId, SeatId];
    g.order(a, OFFER);
    if (!ruleset.determinize) return;
    const view = ruleset.view(g.state, { kind: 'seat', seat: b });
    const sampled = ruleset.determinize(view, b, seededRandom(1));
    expect(ruleset.pending(sampled).length).toBeGreaterThan(0);
  });

  test('no draw order is listed: random play, perft and bots never offer', () => {
    const g = fresh(ruleset);
    g.order(seatsOf(g)[0]!, OFFER);
    for (const seat of seatsOf(g)) {
      const types = ruleset.legalOrders(g.state, seat).map((o: { type: string }) => o.type);
      expect(types.filter((t: string) => t.includes('draw'))).toEqual([]);
    }
  });
});

describe('Starfire, three sides: every other side in play must accept', () => {
  test('one acceptance leaves the offer standing; the last one ends the game drawn', () => {
    const g = fresh(starfireRuleset, randomThreeSidedSetup(seededRandom(5), 10));
    g.order('A', OFFER).order('B', ACCEPT);
    expect(g.types()).toEqual(['draw_accepted']);
    expect(g.offerIn(SPECTATOR)).toEqual({ by: 'A', accepted: ['B'] });
    expect(g.refusal('B', ACCEPT)).toBe('order/draw_already_accepted');
    expect(g.ruleset.result(g.state)).toBeNull();
    g.order('C', ACCEPT);
    expect(g.ruleset.result(g.state)).toMatchObject({ winners: [], reason: 'agreed' });
  });

  test('a side that conceded has no say', () => {
    const g = fresh(starfireRuleset, randomThreeSidedSetup(seededRandom(5), 10));
    g.order('C', { type: 'concede' }).order('A', OFFER);
    expect(g.refusal('C', ACCEPT)).toBe('order/not_a_side');
    g.order('B', ACCEPT);
    expect(g.ruleset.result(g.state)).toMatchObject({ winners: [], reason: 'agreed' });
  });

  test('a stored state with a standing offer and a declined one reads back', () => {
    const g = fresh(starfireRuleset);
    g.order('A', OFFER).order('B', DECLINE).order('B', OFFER);
    const stored = parseStoredState(JSON.parse(JSON.stringify(g.state)));
    expect(stored.ok).toBe(true);
    expect(stored.ok && starfireRuleset.hash(stored.value)).toBe(g.ruleset.hash(g.state));
  });
});
