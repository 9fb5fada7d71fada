import {
  CHART_MAX_RANGE,
  HULL_CODES,
  HULLS,
  INTERCEPT_OPTIONS,
  SYSTEM_CODES,
  SYSTEMS,
  WEAPON_CHART,
  WEAPON_CODES,
  type HullSpec,
  type RangeRow,
  type WeaponCode,
} from '@broadside/rules/starfire';

/**
 * The rules page's charts as rows of text cells, straight from the rules package's tables, so
 * the page can never disagree with the engine. Pure, for unit tests; charts.ts draws them.
 */

/** The chart's mark for "cannot fire at this range". */
export const NO_FIRE = '–';

/** The ranges the Weapon Chart lists: 0 … 20. */
export const CHART_RANGES: readonly number[] = Array.from(
  { length: CHART_MAX_RANGE + 1 },
  (_, i) => i,
);

/** One cell per range: the number, or {@link NO_FIRE}. */
export function rangeCells(row: RangeRow): readonly string[] {
  return CHART_RANGES.map((range) => {
    const value = row[range];
    return value === null || value === undefined ? NO_FIRE : String(value);
  });
}

/** One weapon of the Weapon Chart: its letter, name, kind, rate of fire and two rows by range. */
export interface WeaponChartRow {
  readonly code: WeaponCode;
  readonly name: string;
  readonly kind: string;
  readonly rateOfFire: string;
  readonly toHit: readonly string[];
  readonly damage: readonly string[];
}

/** The Weapon Chart, weapon by weapon in the chart's order. */
export function weaponChartRows(): readonly WeaponChartRow[] {
  return WEAPON_CODES.map((code) => {
    const w = WEAPON_CHART[code];
    return {
      code,
      name: w.name,
      kind: w.kind,
      rateOfFire: String(w.rateOfFire),
      toHit: rangeCells(w.toHit),
      damage: rangeCells(w.damage),
    };
  });
}

/**
 * The Weapon Chart turned on its side, for narrow screens: one row per range, and per weapon
 * its to-hit number and damage as `to-hit/damage` (or {@link NO_FIRE}).
 */
export function weaponRangeRows(): readonly (readonly string[])[] {
  const weapons = weaponChartRows();
  return CHART_RANGES.map((range) => [
    String(range),
    ...weapons.map((w) => {
      const hit = w.toHit[range] ?? NO_FIRE;
      return hit === NO_FIRE ? NO_FIRE : `${hit}/${w.damage[range] ?? NO_FIRE}`;
    }),
  ]);
}

const ROOM_WORDS: Readonly<Record<HullSpec['engineRoom']['pattern'], string>> = {
  single: '(I)',
  alternating: '(I) and (II) alternating',
  double: '(II)',
  none: 'none',
};

/** The Hull Chart's column headings, in the order of {@link hullChartRows}' cells. */
export const HULL_COLUMNS = [
  'Hull',
  'Name',
  'Kind',
  'Hull spaces',
  'Turn mode',
  'Max MP',
  'MPs per engine',
  'Engine room',
  'MP per room',
  'Crew quarters',
] as const;

/** The Hull Chart with the construction columns: one row of cells per hull. */
export function hullChartRows(): readonly (readonly string[])[] {
  return HULL_CODES.map((code) => {
    const h = HULLS[code];
    return [
      code,
      h.name,
      h.kind,
      String(h.hullSpaces),
      String(h.turnMode),
      String(h.maxMp),
      h.seedMpPerEngine,
      ROOM_WORDS[h.engineRoom.pattern],
      String(h.engineRoom.mpPerRoom),
      String(h.requiredQuarters),
    ];
  });
}

/** The System Chart's column headings, in the order of {@link systemChartRows}' cells. */
export const SYSTEM_COLUMNS = ['System', 'Name', 'Hull spaces', 'Role'] as const;

/** The System Chart: one row of cells per system code. */
export function systemChartRows(): readonly (readonly string[])[] {
  return SYSTEM_CODES.map((code) => {
    const s = SYSTEMS[code];
    return [code, s.name, String(s.hullSpaces), s.category];
  });
}

/** The intercept table's column headings. */
export const INTERCEPT_COLUMNS = ['Option', 'Engages', 'How many', 'Intercepts on'] as const;

/** The Point Defense intercept table, one row per option. */
export function interceptRows(): readonly (readonly string[])[] {
  return INTERCEPT_OPTIONS.map((o) => [
    String(o.option),
    `${WEAPON_CHART[o.munition].name} (${o.munition})`,
    o.count === 1 ? 'one' : `up to ${o.count}`,
    `${o.interceptOn} or less`,
  ]);
}
