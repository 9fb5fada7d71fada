import { decodeShareCode, type LibraryEntry } from '@broadside/protocol';
import type { RuleError, RulesetDescription } from '@broadside/rules';
import type { WebRuleset } from '../rulesets/types.js';

/**
 * One round's game on the organiser's form (issue 30, "Tournaments accept any custom set-up or
 * points budget for a round, or for all rounds"): a ruleset, where its set-up comes from (a
 * built-in scenario, a pasted share code or one of the organiser's saved scenarios), and an
 * optional points budget per side with "each side picks its fleet". The rules package of the
 * ruleset judges the result, in the browser as the organiser types and again on the server.
 */
export interface RoundRow {
  readonly ruleset: string;
  readonly source: 'scenario' | 'code' | 'saved';
  /** The built-in scenario's id (source `scenario`). */
  readonly scenario: string;
  /** The pasted share code (source `code`). */
  readonly code: string;
  /** The id of a saved scenario of the library (source `saved`). */
  readonly saved: string;
  /** Points per side; sides left out have no budget. */
  readonly budget: Readonly<Record<string, number>>;
  /** Each side picks its own fleet before the battle (`fleetChoice: 'each_side'`). */
  readonly eachSide: boolean;
}

/** A new row: the ruleset's first scenario, no budget. */
export function newRoundRow(ruleset: string, scenario: string): RoundRow {
  return {
    ruleset,
    source: 'scenario',
    scenario,
    code: '',
    saved: '',
    budget: {},
    eachSide: false,
  };
}

/** A set-up before the row's budget and fleet choice, with the name the page shows for it. */
export interface BaseSetup {
  readonly name: string;
  /** True when it is not a built-in scenario as it stands. */
  readonly custom: boolean;
  readonly setup: Readonly<Record<string, unknown>>;
}

/** A refusal of a row, with the path into the row's set-up (`[]` for the row as a whole). */
export type RowProblem = Pick<RuleError, 'code' | 'message' | 'path'>;

type Outcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RowProblem };

const problem = (code: string, message: string): Outcome<never> => ({
  ok: false,
  error: { code, message, path: [] },
});

const asRecord = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The row's set-up as chosen: the scenario, the body of a share code of a scenario of the row's
 * ruleset (`share/bad_code`, `share/not_a_scenario`, `share/other_ruleset`), or the body of a
 * saved scenario (`library/not_found`).
 */
export function baseSetup(
  row: RoundRow,
  description: RulesetDescription | undefined,
  saved: readonly LibraryEntry[],
): Outcome<BaseSetup> {
  if (row.source === 'code') {
    if (row.code.trim() === '') return problem('share/bad_code', 'Paste a scenario share code.');
    const decoded = decodeShareCode(row.code);
    if (!decoded.ok) return problem(decoded.error.code, decoded.error.message);
    const item = decoded.value;
    if (item.kind !== 'scenario')
      return problem('share/not_a_scenario', `“${item.name}” is a ship design, not a scenario.`);
    if (item.ruleset !== row.ruleset)
      return problem(
        'share/other_ruleset',
        `“${item.name}” is a scenario for ${item.ruleset}, not for ${description?.name ?? row.ruleset}.`,
      );
    return { ok: true, value: { name: item.name, custom: true, setup: asRecord(item.body) } };
  }
  if (row.source === 'saved') {
    const entry = saved.find((e) => e.id === row.saved);
    if (!entry) return problem('library/not_found', 'Pick one of your saved scenarios.');
    return { ok: true, value: { name: entry.name, custom: true, setup: asRecord(entry.body) } };
  }
  const info = description?.scenarios.find((s) => s.id === row.scenario);
  return {
    ok: true,
    value: { name: info?.name ?? row.scenario, custom: false, setup: { scenario: row.scenario } },
  };
}

/**
 * The set-up the server gets for the row: the base set-up with the row's budget written into
 * `custom.budget` (the shape every ruleset with budgets reads) and `fleetChoice: 'each_side'`
 * when each side picks its fleet. Nothing is added when neither is set.
 */
export function roundSetup(row: RoundRow, base: BaseSetup): Record<string, unknown> {
  const setup: Record<string, unknown> = { ...base.setup };
  if (Object.keys(row.budget).length > 0) {
    const custom = asRecord(setup.custom);
    setup.custom = { ...custom, budget: { ...asRecord(custom.budget), ...row.budget } };
  }
  if (row.eachSide) setup.fleetChoice = 'each_side';
  return setup;
}

/** One side of a checked set-up as the form summarises it. */
export interface SideSummary {
  readonly seat: string;
  /** "2 × CT, 1 × DD" or the like; `''` when the ruleset does not list ships here. */
  readonly forces: string;
  /** The side's points by the rules package, or `null` where the ruleset has none to give. */
  readonly points: number | null;
  readonly budget: number | null;
}

/** The sides of a set-up: the scenario editor's when the ruleset has one, else the scenario's. */
export function seatsOf(
  web: WebRuleset | null,
  description: RulesetDescription | undefined,
  setup: unknown,
): readonly string[] {
  const editor = web?.scenarioEditor;
  if (editor) return editor.seats(setup);
  const scenario = description?.scenarios.find((s) => s.id === asRecord(setup).scenario);
  return scenario?.seats.map((s) => s.id) ?? ['A', 'B'];
}

/** Each side's forces, points and budget, through the ruleset's scenario editor part. */
export function summarise(
  web: WebRuleset | null,
  description: RulesetDescription | undefined,
  setup: Readonly<Record<string, unknown>>,
): readonly SideSummary[] {
  const editor = web?.scenarioEditor;
  const budgets = asRecord(asRecord(setup.custom).budget);
  return seatsOf(web, description, setup).map((seat) => {
    const budget = budgets[seat];
    const counts = new Map<string, number>();
    for (const ship of editor?.ships(setup, seat) ?? [])
      counts.set(ship.design, (counts.get(ship.design) ?? 0) + 1);
    const names = new Map(editor?.designs.map((d) => [d.id, d.name]) ?? []);
    return {
      seat,
      forces: [...counts].map(([d, n]) => `${n} × ${names.get(d) ?? d}`).join(', '),
      points: editor?.fleetPoints(setup, seat) ?? null,
      budget: typeof budget === 'number' ? budget : null,
    };
  });
}

/**
 * The round row a server refusal names: `['games', i, …]` for one game per round, `['games', …]`
 * for one game for all; `null` when it names no game.
 */
export function refusedRow(path: readonly (string | number)[], perRound: boolean): number | null {
  if (path[0] !== 'games') return null;
  if (!perRound) return 0;
  const index = Number(path[1]);
  return Number.isInteger(index) && index >= 0 ? index : null;
}

/** What the tournament page says of a round's game: scenario or "custom", budget, fleet choice. */
export function describeGame(spec: unknown, description: RulesetDescription | undefined): string {
  const game = asRecord(spec);
  const setup = asRecord(game.setup);
  const custom = asRecord(setup.custom);
  const scenarioId = String(setup.scenario ?? '');
  const scenario = description?.scenarios.find((s) => s.id === scenarioId)?.name ?? scenarioId;
  const parts = [
    `${description?.name ?? String(game.ruleset ?? '')}: ${scenario || 'custom set-up'}`,
  ];
  const changed = Object.keys(custom).filter((k) => k !== 'budget');
  if (changed.length > 0) parts.push('custom');
  const budget = Object.entries(asRecord(custom.budget));
  if (budget.length > 0)
    parts.push(`budget ${budget.map(([s, n]) => `${s} ${String(n)}`).join(', ')} points`);
  if (setup.fleetChoice === 'each_side') parts.push('each side picks its fleet');
  return parts.join(' · ');
}
