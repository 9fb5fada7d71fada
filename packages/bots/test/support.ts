import { RULESETS, verifiableDice, type AnyRuleset, type DiceSource } from '@broadside/rules';

/** A ruleset by id (a test error when missing). */
export function rulesetOf(id: string): AnyRuleset {
  const ruleset = RULESETS[id];
  if (!ruleset) throw new Error(`no ruleset ${id}`);
  return ruleset;
}

/** 32 seed bytes from a number. */
export function seedOf(n: number): Uint8Array {
  return Uint8Array.from({ length: 32 }, (_, i) => (n * 37 + i * 11) & 0xff);
}

/** A new game of `setup`, with its dice. */
export function newGame(
  ruleset: AnyRuleset,
  setup: unknown,
  seed: number,
): { state: unknown; dice: DiceSource } {
  const parsed = ruleset.parseSetup(setup);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const dice = verifiableDice(seedOf(seed));
  const created = ruleset.create(parsed.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  return { state: created.value.state, dice };
}

/** What `seat` is shown of `state`, as a bot is given it. */
export function inputFor(ruleset: AnyRuleset, state: unknown, seat: string) {
  const viewer = { kind: 'seat', seat } as const;
  return { view: ruleset.view(state, viewer), pending: ruleset.viewPending(state, viewer), seat };
}

/** `order` checked and applied (a test error when the rules refuse it). */
export function applyChecked(
  ruleset: AnyRuleset,
  state: unknown,
  seat: string,
  order: unknown,
  dice: DiceSource,
): unknown {
  const checked = ruleset.check(state, seat, order);
  if (!checked.ok) throw new Error(`refused: ${checked.error.code} ${JSON.stringify(order)}`);
  return ruleset.apply(state, seat, checked.value, dice).state;
}
