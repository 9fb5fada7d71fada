/**
 * The seven ship designs of the one-page rules (Ship designs), exactly as printed: hull points,
 * guns, missile stock and launchers, MP, and the loss boxes that mark when a gun (G), a missile
 * launcher (M) or movement points (MP) are lost as hull hits are marked.
 */

/** Design ids, in the rulebook's order. */
export const DESIGN_IDS = [
  'battleship',
  'heavy_cruiser',
  'light_cruiser',
  'destroyer',
  'frigate',
  'raider',
  'freighter',
] as const;

/** One of {@link DESIGN_IDS}. */
export type DesignId = (typeof DESIGN_IDS)[number];

/** What a loss box takes away. */
export type LossSystem = 'guns' | 'launchers' | 'mp';

/**
 * A loss box rule: `every` N repeats on the Nth, 2Nth … hull hit; `on` lists single hull hits
 * ("on 8th hull hit" happens once). `amount` is how many are lost per box (the Frigate's two MPs).
 */
export interface LossRule {
  readonly system: LossSystem;
  readonly every?: number;
  readonly on?: readonly number[];
  readonly amount: number;
}

/** A ship design: a printed one, or a creator's own (Own designs) with its own slug for an id. */
export interface Design {
  readonly id: string;
  readonly name: string;
  readonly hull: number;
  readonly guns: number;
  /** Missile stock carried at the start of the battle. */
  readonly missiles: number;
  readonly launchers: number;
  readonly mp: number;
  readonly losses: readonly LossRule[];
}

const every = (system: LossSystem, n: number, amount = 1): LossRule => ({
  system,
  every: n,
  amount,
});
const on = (system: LossSystem, hits: readonly number[]): LossRule => ({
  system,
  on: hits,
  amount: 1,
});

/** The designs by id (Ship designs). */
export const DESIGNS: Readonly<Record<DesignId, Design>> = {
  battleship: {
    id: 'battleship',
    name: 'Battleship',
    hull: 25,
    guns: 3,
    missiles: 4,
    launchers: 2,
    mp: 1,
    losses: [every('guns', 8), every('launchers', 12)],
  },
  heavy_cruiser: {
    id: 'heavy_cruiser',
    name: 'Heavy Cruiser',
    hull: 15,
    guns: 2,
    missiles: 3,
    launchers: 1,
    mp: 1,
    losses: [every('guns', 7), on('launchers', [8])],
  },
  light_cruiser: {
    id: 'light_cruiser',
    name: 'Light Cruiser',
    hull: 10,
    guns: 2,
    missiles: 2,
    launchers: 1,
    mp: 2,
    losses: [every('guns', 5), on('launchers', [6]), every('mp', 4)],
  },
  destroyer: {
    id: 'destroyer',
    name: 'Destroyer',
    hull: 8,
    guns: 1,
    missiles: 2,
    launchers: 1,
    mp: 3,
    losses: [on('guns', [4]), on('launchers', [5]), every('mp', 3)],
  },
  frigate: {
    id: 'frigate',
    name: 'Frigate',
    hull: 6,
    guns: 2,
    missiles: 0,
    launchers: 0,
    mp: 4,
    losses: [every('guns', 3), every('mp', 3, 2)],
  },
  raider: {
    id: 'raider',
    name: 'Raider',
    hull: 6,
    guns: 2,
    missiles: 2,
    launchers: 1,
    mp: 3,
    losses: [every('guns', 2), on('launchers', [3]), on('mp', [1, 3, 5])],
  },
  freighter: {
    id: 'freighter',
    name: 'Freighter',
    hull: 4,
    guns: 0,
    missiles: 0,
    launchers: 0,
    mp: 1,
    losses: [],
  },
};

/** Type guard for unchecked input. */
export function isDesignId(value: unknown): value is DesignId {
  return typeof value === 'string' && (DESIGN_IDS as readonly string[]).includes(value);
}

/** What a run of hull hits takes away, before capping at what the ship still has. */
export interface Losses {
  guns: number;
  launchers: number;
  mp: number;
}

/** Whether loss rule `rule` has a box on hull hit number `hit` (1-based). */
function boxAt(rule: LossRule, hit: number): boolean {
  if (rule.every !== undefined) return hit % rule.every === 0;
  return rule.on?.includes(hit) ?? false;
}

/**
 * The loss boxes passed when hull hits `from + 1` … `to` are marked (a hull hit is one hull
 * point of damage). Not capped: the caller never takes a ship below 0 of anything.
 */
export function lossesBetween(design: Design, from: number, to: number): Losses {
  const losses: Losses = { guns: 0, launchers: 0, mp: 0 };
  for (let hit = from + 1; hit <= to; hit += 1) {
    for (const rule of design.losses) if (boxAt(rule, hit)) losses[rule.system] += rule.amount;
  }
  return losses;
}

/** One line of figures for the lobby, e.g. "Hull 10, 2 guns, 2 missiles (1 launcher), MP 2". */
export function designSummary(design: Design): string {
  const missiles =
    design.missiles === 0
      ? 'no missiles'
      : `${design.missiles} missiles (${design.launchers} launcher${design.launchers === 1 ? '' : 's'})`;
  const guns = design.guns === 0 ? 'no guns' : `${design.guns} gun${design.guns === 1 ? '' : 's'}`;
  return `Hull ${design.hull}, ${guns}, ${missiles}, MP ${design.mp}`;
}

/**
 * The hull track as the printed sheet draws it: one entry per hull box, hull hit 1 first, with
 * the letters of the loss boxes on that hit — `G` (a gun), `M` (a launcher), `MP`, with a count
 * when a box takes more than one (`2MP`), several joined by a space — or `''`.
 */
export function hullTrack(design: Design): string[] {
  const part = (n: number, letter: string) => (n === 0 ? '' : n === 1 ? letter : `${n}${letter}`);
  return Array.from({ length: design.hull }, (_, i) => {
    const lost = lossesBetween(design, i, i + 1);
    return [part(lost.guns, 'G'), part(lost.launchers, 'M'), part(lost.mp, 'MP')]
      .filter(Boolean)
      .join(' ');
  });
}
