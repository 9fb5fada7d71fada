import { describe, expect, test } from 'vitest';
import {
  HOUSE_RULES,
  HULL_CODES,
  HULLS,
  SCENARIO_IDS,
  SYSTEM_CODES,
  SYSTEMS,
  WEAPON_CHART,
  WEAPON_CODES,
} from '@broadside/rules/starfire';
import rulingsDoc from '../../../docs/rules/starfire.md?raw';
import {
  hullChartRows,
  interceptRows,
  systemChartRows,
  weaponChartRows,
  weaponRangeRows,
} from '../src/rulesets/starfire/help/chart-rows.js';
import { systemTip } from '../src/rulesets/starfire/help/system-notes.js';
import { HOUSE_RULE_WORDS, houseRuleValue } from '../src/rulesets/starfire/help/rulings.js';
import { quartersByCount, restrictedMounts } from '../src/rulesets/starfire/help/construction.js';
import { scenarioSetups } from '../src/rulesets/starfire/help/scenarios.js';
import { scenarioShapes } from '../src/rulesets/starfire/help/scenario-map.js';
import { exampleSlots } from '../src/rulesets/starfire/help/ship-card-help.js';
import { slug } from '../src/help/markdown.js';
import { helpHref, sectionOf } from '../src/help/section-link.js';
import { phaseHelp } from '../src/rulesets/starfire/battle/phase-text.js';
import type { StarfireView } from '@broadside/rules/starfire';

/** The rules page's tables, row by row against the rules package's data (issue 11). */
describe('Starfire rules page rows', () => {
  test.each(WEAPON_CODES)(
    'weapon %s: to-hit and damage rows are the chart, – where it cannot fire',
    (code) => {
      const row = weaponChartRows().find((w) => w.code === code);
      const spec = WEAPON_CHART[code];
      expect(row?.toHit).toEqual(spec.toHit.map((v) => (v === null ? '–' : String(v))));
      expect(row?.damage).toEqual(spec.damage.map((v) => (v === null ? '–' : String(v))));
      expect(row?.name).toBe(spec.name);
    },
  );

  test('the chart turned on its side reads to-hit/damage per range', () => {
    const rows = weaponRangeRows();
    expect(rows).toHaveLength(21);
    expect(rows[8]).toEqual(['8', '6/1', '–', '5/2', '–', '–', '–']);
  });

  test.each(HULL_CODES)('hull %s: its row is the Hull Chart', (code) => {
    const h = HULLS[code];
    const row = hullChartRows()[HULL_CODES.indexOf(code)] ?? [];
    expect([row[0], row[1], row[3], row[4], row[5], row[6], row[8], row[9]]).toEqual([
      code,
      h.name,
      String(h.hullSpaces),
      String(h.turnMode),
      String(h.maxMp),
      h.seedMpPerEngine,
      String(h.engineRoom.mpPerRoom),
      String(h.requiredQuarters),
    ]);
  });

  test.each(SYSTEM_CODES)('system %s: its row and its tooltip name the system', (code) => {
    const s = SYSTEMS[code];
    expect(systemChartRows()[SYSTEM_CODES.indexOf(code)]).toEqual([
      code,
      s.name,
      String(s.hullSpaces),
      s.category,
    ]);
    expect(systemTip(code)).toMatch(
      new RegExp(`^${code}: ${s.name} \\(${s.hullSpaces} hull space`),
    );
  });

  test('the intercept table has the six options', () => {
    expect(interceptRows().map((r) => r[3])).toEqual([
      '5 or less',
      '3 or less',
      '4 or less',
      '2 or less',
      '3 or less',
      '1 or less',
    ]);
  });
});

describe('Starfire rules page sections', () => {
  test('every house rule is listed, and links to a heading of the rulings document', () => {
    expect(Object.keys(HOUSE_RULE_WORDS).sort()).toEqual(Object.keys(HOUSE_RULES).sort());
    const seen = new Map<string, number>();
    const ids = new Set(
      rulingsDoc
        .split('\n')
        .filter((l) => /^#{1,4} /.test(l))
        .map((l) => {
          const base = slug(l.replace(/^#+ /, ''));
          const n = seen.get(base) ?? 0;
          seen.set(base, n + 1);
          return n === 0 ? base : `${base}-${n}`;
        }),
    );
    for (const [, anchor] of Object.values(HOUSE_RULE_WORDS)) expect(ids).toContain(anchor);
    expect(houseRuleValue('defaultMap')).toBe(
      `${HOUSE_RULES.defaultMap.columns} × ${HOUSE_RULES.defaultMap.rows}`,
    );
    expect(houseRuleValue('transitFirerPenalty')).toBe(String(HOUSE_RULES.transitFirerPenalty));
  });

  test('construction: every hull has its quarters, and restricted mounts are listed', () => {
    expect(
      quartersByCount()
        .flatMap((q) => q.hulls)
        .sort(),
    ).toEqual([...HULL_CODES].sort());
    expect(restrictedMounts()).toEqual([
      { hull: 'ES', weapons: 'F+, L+, E+' },
      { hull: 'CT', weapons: 'E+' },
    ]);
  });

  test('every scenario is drawn, with its deployment and the warp point where it has one', () => {
    const setups = scenarioSetups();
    expect(setups.map((s) => s.scenario.id)).toEqual([...SCENARIO_IDS]);
    for (const setup of setups) {
      const texts = scenarioShapes(setup).map((s) => s.text);
      expect(texts.length, setup.scenario.id).toBeGreaterThan(1);
      expect(texts.some((t) => t.startsWith('Side B'))).toBe(true);
    }
    const warp = scenarioShapes(setups[5] ?? (setups[0] as never)).map((s) => s.text);
    expect(warp).toContain('Side A places the warp point within 3 hexes of the centre.');
    expect(warp).toContain('The warp point.');
    const convoy = scenarioShapes(setups[2] ?? (setups[0] as never)).map((s) => s.text);
    expect(convoy.some((t) => t.startsWith('Escape edge'))).toBe(true);
  });

  test('the ship-card example has one offline shield and one destroyed armor', () => {
    const slots = exampleSlots();
    expect(slots.filter((s) => s.condition === 'offline').map((s) => s.code)).toEqual(['S']);
    expect(slots.filter((s) => s.condition === 'destroyed').map((s) => s.code)).toEqual(['A']);
  });

  test('section links live in the hash route query', () => {
    expect(helpHref('starfire', 'weapons')).toBe('#/help/starfire?section=weapons');
    expect(helpHref('starfire')).toBe('#/help/starfire');
    expect(sectionOf('#/help/starfire?section=hulls')).toBe('hulls');
    expect(sectionOf('#/help/starfire')).toBe('');
  });

  test("the phase banner's ? opens the sequence of play, then the phase's own sections", () => {
    const at = (phase: string) => ({ stage: { phase } }) as unknown as StarfireView;
    expect(phaseHelp(null)).toBe('sequence');
    expect(phaseHelp(at('combat'))).toBe('sequence weapons point-defense');
    expect(phaseHelp(at('deployment'))).toBe('sequence scenarios');
  });
});
