import {
  SCENARIOS,
  SIDE_IDS,
  type HullCode,
  type ScenarioId,
  type SideId,
} from '@broadside/rules/starfire';
import type { CreateGameBody } from '@broadside/protocol';

/** Everything the create-game form holds, as plain values. */
export interface CreateForm {
  readonly scenario: ScenarioId;
  readonly title: string;
  readonly sideCount: number;
  /** The seat the creator takes, or `''` to take none (only hand out invites). */
  readonly mySeat: string;
  readonly playerName: string;
  readonly visibility: 'public' | 'private';
  readonly timeKind: 'none' | 'live' | 'correspondence';
  readonly liveMinutes: number;
  readonly incrementSeconds: number;
  readonly correspondenceHours: number;
  readonly delayKind: 'none' | 'seconds' | 'turns';
  readonly delayAmount: number;
  readonly customMap: boolean;
  readonly columns: number;
  readonly rows: number;
  readonly customForces: boolean;
  /** Per side, hull → count (only used with `customForces`). */
  readonly forces: Readonly<Partial<Record<SideId, Readonly<Partial<Record<HullCode, number>>>>>>;
  /**
   * Who picks the designs: `setup` (the creator, below) or `each_side` (each player picks its
   * own in the battle's fleet phase; the designs below are then not sent).
   */
  readonly fleetChoice: 'setup' | 'each_side';
  /** Per side, hull → design text; hulls left out use the default design. */
  readonly designs: Readonly<Partial<Record<SideId, Readonly<Partial<Record<HullCode, string>>>>>>;
  readonly turnLimit: number | null;
}

/** The form as it first appears: scenario 1, two sides, you play side A. */
export function defaultForm(scenario: ScenarioId = 'patrol'): CreateForm {
  const def = SCENARIOS[scenario];
  return {
    scenario,
    title: '',
    sideCount: def.sides.length,
    mySeat: 'A',
    playerName: '',
    visibility: 'public',
    timeKind: 'none',
    liveMinutes: 30,
    incrementSeconds: 10,
    correspondenceHours: 24,
    delayKind: 'none',
    delayAmount: 1,
    customMap: false,
    columns: def.map.columns,
    rows: def.map.rows,
    customForces: false,
    forces: scenarioForces(scenario, def.sides.length),
    fleetChoice: 'setup',
    designs: {},
    turnLimit: null,
  };
}

/** The sides in play for a form. */
export function formSides(form: CreateForm): readonly SideId[] {
  return SIDE_IDS.slice(0, form.sideCount);
}

/**
 * The scenario's order of battle per side; sides beyond the scenario's copy its second side,
 * as the rules package does for custom side counts.
 */
export function scenarioForces(
  scenario: ScenarioId,
  sideCount: number,
): Partial<Record<SideId, Partial<Record<HullCode, number>>>> {
  const def = SCENARIOS[scenario];
  const out: Partial<Record<SideId, Partial<Record<HullCode, number>>>> = {};
  SIDE_IDS.slice(0, sideCount).forEach((side, i) => {
    const source = def.sides[Math.min(i, def.sides.length - 1)];
    const counts: Partial<Record<HullCode, number>> = {};
    for (const line of source?.forces ?? [])
      counts[line.hull] = (counts[line.hull] ?? 0) + line.count;
    out[side] = counts;
  });
  return out;
}

/** The hulls a side fields (for picking designs). */
export function sideHulls(form: CreateForm, side: SideId): readonly HullCode[] {
  const counts = form.customForces
    ? form.forces[side]
    : scenarioForces(form.scenario, form.sideCount)[side];
  return Object.entries(counts ?? {})
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([h]) => h as HullCode);
}

/** Builds the `POST /api/games` body from the form. */
export function buildCreateBody(form: CreateForm): CreateGameBody {
  const def = SCENARIOS[form.scenario];
  const sides = formSides(form);
  const custom: Record<string, unknown> = {};
  if (form.sideCount !== def.sides.length) custom.sides = form.sideCount;
  if (form.customMap) custom.map = { columns: form.columns, rows: form.rows };
  if (form.customForces) {
    const forces: Record<string, { hull: HullCode; count: number }[]> = {};
    for (const side of sides) {
      forces[side] = Object.entries(form.forces[side] ?? {})
        .filter(([, n]) => (n ?? 0) > 0)
        .map(([hull, count]) => ({ hull: hull as HullCode, count: count ?? 0 }));
    }
    custom.forces = forces;
  }
  const sideSetup: Record<string, { designs?: Record<string, string>; seatName?: string }> = {};
  for (const side of sides) {
    const designs = Object.fromEntries(
      Object.entries(form.designs[side] ?? {}).filter(
        ([hull, text]) => text && sideHulls(form, side).includes(hull as HullCode),
      ),
    ) as Record<string, string>;
    const entry: { designs?: Record<string, string>; seatName?: string } = {};
    if (Object.keys(designs).length > 0 && form.fleetChoice === 'setup') entry.designs = designs;
    if (side === form.mySeat && form.playerName.trim()) entry.seatName = form.playerName.trim();
    if (Object.keys(entry).length > 0) sideSetup[side] = entry;
  }
  const setup: Record<string, unknown> = { scenario: form.scenario };
  if (Object.keys(sideSetup).length > 0) setup.sides = sideSetup;
  if (Object.keys(custom).length > 0) setup.custom = custom;
  if (form.turnLimit !== null) setup.turnLimit = form.turnLimit;
  if (form.fleetChoice === 'each_side') setup.fleetChoice = 'each_side';

  const body: CreateGameBody = {
    ruleset: 'starfire',
    setup,
    visibility: form.visibility,
    timeControl:
      form.timeKind === 'live'
        ? {
            kind: 'live',
            initialSeconds: Math.round(form.liveMinutes * 60),
            incrementSeconds: form.incrementSeconds,
          }
        : form.timeKind === 'correspondence'
          ? {
              kind: 'correspondence',
              perDecisionSeconds: Math.round(form.correspondenceHours * 3600),
            }
          : { kind: 'none' },
    spectatorDelay:
      form.delayKind === 'seconds'
        ? { kind: 'seconds', seconds: form.delayAmount }
        : form.delayKind === 'turns'
          ? { kind: 'turns', turns: form.delayAmount }
          : { kind: 'none' },
  };
  if (form.title.trim()) body.title = form.title.trim();
  if (form.mySeat) body.creatorSeat = form.mySeat;
  if (form.playerName.trim()) body.playerName = form.playerName.trim();
  return body;
}

/** The link that hands a seat to another player (the invite rides in the URL fragment). */
export function inviteLink(origin: string, gameId: string, seat: string, invite: string): string {
  const q = new URLSearchParams({ seat, invite });
  return `${origin}/#/game/${encodeURIComponent(gameId)}?${q.toString()}`;
}
