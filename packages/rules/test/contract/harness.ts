/**
 * What the contract suite needs to drive any registered ruleset through its contract alone: a
 * set-up per scenario with its options drawn at random, a game started from a seed, and random
 * play that chooses among the orders `legalOrders` lists. Nothing here knows a ruleset.
 */
import type { DiceSource } from '../../src/core/dice-source.js';
import type { FoldEntry } from '../../src/core/fold.js';
import type { AnyRuleset, SeatId } from '../../src/core/ruleset.js';
import { seededRandom } from '../../src/core/seeded-random.js';
import { shareSetup } from '../../src/core/shared-setup.js';
import { verifiableDice } from '../../src/dice/verifiable.js';
import { recordingDice } from '../../src/record/dice-log.js';
import type { DieRoll } from '../../src/record/schema.js';
import { RULESETS } from '../../src/rulesets.js';

/** Every registered ruleset, as `[id, ruleset]` rows for `describe.each`. */
export const REGISTERED = Object.entries(RULESETS);

/** A 32-byte game seed made from a small number. */
export function seedOf(n: number): Uint8Array {
  return Uint8Array.from({ length: 32 }, (_, i) => (n * 37 + i * 11 + 5) & 0xff);
}

/** One set-up input for a scenario: its options drawn from their choices by `random`. */
export interface SetupCase {
  readonly scenario: string;
  readonly input: { scenario: string; options?: Record<string, string> };
}

/** Every scenario of a ruleset with default options, then `extra` more with random options. */
export function setupCases(ruleset: AnyRuleset, extra = 0, salt = 1): SetupCase[] {
  const random = seededRandom(salt);
  const cases: SetupCase[] = [];
  for (const scenario of ruleset.describe().scenarios) {
    const defaults = Object.fromEntries(scenario.options.map((o) => [o.id, o.default]));
    const inputOf = (options: Record<string, string>) =>
      scenario.options.length > 0 ? { scenario: scenario.id, options } : { scenario: scenario.id };
    cases.push({ scenario: scenario.id, input: inputOf(defaults) });
    for (let n = 0; n < extra; n += 1) {
      const options = Object.fromEntries(
        scenario.options.map((o) => [
          o.id,
          o.choices[Math.floor(random() * o.choices.length)]?.value ?? o.default,
        ]),
      );
      cases.push({ scenario: scenario.id, input: inputOf(options) });
    }
  }
  return cases;
}

/** A game just created from a set-up input and a seed. */
export interface Started {
  readonly state: unknown;
  readonly events: readonly unknown[];
  readonly setup: unknown;
}

/** Parses and creates, throwing on a refusal (the set-ups here come from `describe()`). */
export function start(ruleset: AnyRuleset, input: unknown, dice: DiceSource): Started {
  const setup = ruleset.parseSetup(input);
  if (!setup.ok)
    throw new Error(`${ruleset.id} refused ${JSON.stringify(input)}: ${setup.error.message}`);
  const created = ruleset.create(setup.value, dice);
  if (!created.ok) throw new Error(`${ruleset.id} could not create: ${created.error.message}`);
  return { state: created.value.state, events: created.value.events, setup: setup.value };
}

/** Whether an order is a concession or a draw offer, which random play keeps rare. */
export function endsByAgreement(order: unknown): boolean {
  const type = (order as { type?: unknown }).type;
  return type === 'concede' || (typeof type === 'string' && type.includes('draw'));
}

/** The next log entry of random play: a random listed order of a random owing seat, or its timeout. */
export function randomEntry(
  ruleset: AnyRuleset,
  state: unknown,
  random: () => number,
  chances: { readonly concede?: number; readonly timeout?: number } = {},
): FoldEntry {
  const owed = ruleset.pending(state);
  if (owed.length === 0) throw new Error(`${ruleset.id}: nothing owed before the end`);
  const seat: SeatId = owed[Math.floor(random() * owed.length)]!.seat;
  const roll = random();
  if (roll < (chances.concede ?? 0)) return { kind: 'order', seat, order: { type: 'concede' } };
  if (roll < (chances.concede ?? 0) + (chances.timeout ?? 0)) return { kind: 'timeout', seat };
  const listed = ruleset.legalOrders(state, seat).filter((o) => !endsByAgreement(o));
  if (listed.length === 0) return { kind: 'timeout', seat };
  return { kind: 'order', seat, order: listed[Math.floor(random() * listed.length)] };
}

/** One step of a played game. */
export interface Step {
  readonly entry: FoldEntry;
  readonly before: unknown;
  readonly after: unknown;
  readonly events: readonly unknown[];
  /** The dice this step rolled, in order. */
  readonly rolls: readonly DieRoll[];
}

/** A game played at random from a seed. */
export interface Played extends Started {
  readonly seed: Uint8Array;
  /** The dice `create` rolled. */
  readonly startRolls: readonly DieRoll[];
  readonly final: unknown;
  readonly steps: readonly Step[];
}

/**
 * Plays random listed orders from a fresh game until it ends (or `maxSteps`), with the given
 * chances of a concession or a timeout per step; at step `concedeAt` the first seat owing a
 * decision concedes. Throws if a listed order is refused.
 */
export function playRandom(
  ruleset: AnyRuleset,
  input: unknown,
  gameNumber: number,
  options: {
    maxSteps?: number;
    concede?: number;
    timeout?: number;
    concedeAt?: number;
    /** Play on a state whose set-up is shared and frozen, as the server holds it (`shareSetup`). */
    shareSetup?: boolean;
  } = {},
): Played {
  const seed = seedOf(gameNumber);
  const dice = recordingDice(verifiableDice(seed));
  const started = start(ruleset, input, dice);
  const startRolls = dice.take();
  const random = seededRandom(gameNumber * 7919 + 3);
  const steps: Step[] = [];
  let state = options.shareSetup ? shareSetup(started.state) : started.state;
  while (ruleset.result(state) === null && steps.length < (options.maxSteps ?? 5_000)) {
    const entry: FoldEntry =
      steps.length === options.concedeAt
        ? { kind: 'order', seat: ruleset.pending(state)[0]!.seat, order: { type: 'concede' } }
        : randomEntry(ruleset, state, random, options);
    let applied;
    if (entry.kind === 'timeout') applied = ruleset.timeout(state, entry.seat, dice);
    else {
      const checked = ruleset.check(state, entry.seat, entry.order);
      if (!checked.ok)
        throw new Error(
          `${ruleset.id}: listed order refused (${checked.error.code}): ${JSON.stringify(entry.order)}`,
        );
      applied = ruleset.apply(state, entry.seat, checked.value, dice);
    }
    steps.push({
      entry,
      before: state,
      after: applied.state,
      events: applied.events,
      rolls: dice.take(),
    });
    state = applied.state;
  }
  return { ...started, seed, startRolls, final: state, steps };
}
