import { describe, expect, test } from 'vitest';
import {
  facingAt,
  formatLabel,
  neighbor,
  parseLabel,
  verifiableDice,
  type Hex,
} from '@broadside/rules';
import {
  legalOrders,
  manoeuvre,
  standHexes,
  startrekRuleset,
  type StartrekState,
  type StartrekView,
} from '@broadside/rules/startrek';
import { actionsOf, stateOfView } from '../src/rulesets/startrek/battle/legal.js';
import {
  actor,
  draftFrom,
  EMPTY_ACTION,
  isLegal,
  moveTo,
  orderOf,
  type ActionDraft,
} from '../src/rulesets/startrek/battle/action-draft.js';
import { bandMarks, BAND_MARKS, rangeBadges } from '../src/rulesets/startrek/battle/range-bands.js';
import { fanOutDraft, landings, placeToken } from '../src/rulesets/startrek/battle/token-moves.js';
import { overlay } from '../src/rulesets/startrek/battle/overlay.js';
import { rangeKey } from '../src/rulesets/startrek/battle/range-key.js';
import { hexMapStyles } from '../src/map/hex-map-styles.js';
import { mapDefs } from '../src/map/map-layers.js';

/** A lit template's text, its values written in (nested templates too, other values left out). */
function flat(t: unknown): string {
  if (Array.isArray(t)) return t.map(flat).join('');
  if (typeof t === 'string' || typeof t === 'number') return String(t);
  if (t && typeof t === 'object' && 'strings' in t && 'values' in t) {
    const { strings, values } = t as { strings: readonly string[]; values: readonly unknown[] };
    return strings.map((s, i) => s + (i < values.length ? flat(values[i]) : '')).join('');
  }
  return '';
}

/** A Cloaked Ambush played on (passes) until `seat` owes an action (B: the cloaked raiders). */
function ambushFor(seat: 'A' | 'B'): StartrekState {
  const setup = startrekRuleset.parseSetup({ scenario: 'ambush' });
  if (!setup.ok) throw new Error(setup.error.message);
  const dice = verifiableDice(new Uint8Array(32).fill(7));
  const created = startrekRuleset.create(setup.value, dice);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value.state;
  for (let i = 0; i < 10; i += 1) {
    if (state.stage.phase === 'action' && state.stage.seats.includes(seat)) return state;
    const other = state.stage.phase === 'action' ? state.stage.seats[0]! : 'A';
    state = startrekRuleset.apply(state, other, { type: 'pass' }, dice).state;
  }
  throw new Error(`side ${seat} never came to act`);
}

function viewOf(state: StartrekState, seat: 'A' | 'B'): StartrekView {
  return startrekRuleset.view(state, { kind: 'seat', seat }) as StartrekView;
}

/** The cloaked move the panel starts with for raider B1 (every token straight). */
function cloakedDraft(view: StartrekView): ActionDraft {
  const legal = actionsOf(legalOrders(stateOfView(view), 'B'));
  const first = legal.find((o) => o.type === 'move_cloaked' && actor(o) === 'B1')!;
  return draftFrom({ ...EMPTY_ACTION, ship: 'B1' }, first, view);
}

const at = (label: string): Hex => {
  const parsed = parseLabel(label);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
/** The hex one step from `h` in direction `d` (0 up, then clockwise; any integer). */
const step = (h: Hex, d: number): Hex => neighbor(h, facingAt(d));

describe('Star Trek cloak tokens in a few clicks (issue 28)', () => {
  test('Fan out sends the six stacked tokens of a raider to six hexes, and the rules accept it', () => {
    const state = ambushFor('B');
    const view = viewOf(state, 'B');
    const start = cloakedDraft(view);
    for (const band of ['short', 'medium'] as const) {
      const fanned = fanOutDraft(view, { ...start, band });
      const order = orderOf(fanned)!;
      expect(order.type).toBe('move_cloaked');
      const tokens = view.ships.find((s) => s.id === 'B1')!.cloak!.tokens;
      const ends = tokens.map((t) => manoeuvre(t, { band, ...fanned.tokens[t.id]! }).end.hex);
      expect(new Set(ends.map(formatLabel)).size, band).toBe(6);
      // "Cloaking": the real ship moves with its tokens; the engine itself takes the order.
      expect(startrekRuleset.check(state, 'B', order).ok, band).toBe(true);
      expect(isLegal(view, actionsOf(legalOrders(stateOfView(view), 'B')), order)).toBe(true);
      // The same board fans out the same way.
      expect(fanOutDraft(view, { ...start, band })).toEqual(fanned);
    }
  });

  test('one click on a marked hex places the picked token there and picks the next one', () => {
    const view = viewOf(ambushFor('B'), 'B');
    const d = cloakedDraft(view);
    const tokens = view.ships.find((s) => s.id === 'B1')!.cloak!.tokens;
    const [first, second] = tokens;
    const options = landings(view, 'B1', first!, d.band);
    const endsAt = (h: Hex) => options.filter((l) => formatLabel(l.end.hex) === formatLabel(h));
    // A hex only one move reaches: one click puts the token there.
    const far = options.filter((l) => endsAt(l.end.hex).length === 1).at(-1)!;
    const placed = placeToken(view, d, far.end.hex)!;
    const moved = manoeuvre(first!, { band: d.band, ...placed.tokens[first!.id]! });
    expect(moved.end.hex).toEqual(far.end.hex);
    expect(placed.placing).toBe(second!.id);
    // The hex straight ahead is also where a turn at the end leaves it: clicking it again turns
    // the same token to the next heading there.
    const ahead = manoeuvre(first!, { band: d.band, turnAt: 0, turn: 0 }).end;
    expect(endsAt(ahead.hex).length).toBeGreaterThan(1);
    const turned = placeToken(view, d, ahead.hex)!;
    expect(turned.placing).toBe(first!.id);
    const heading = manoeuvre(first!, { band: d.band, ...turned.tokens[first!.id]! }).end.heading;
    expect(heading).not.toBe(ahead.heading);
    // A hex no move of the band ends on places nothing.
    expect(placeToken(view, d, at('0101'))).toBeNull();
  });

  test('a ship move is drafted by clicking where it should end', () => {
    const view = viewOf(ambushFor('A'), 'A');
    const legal = actionsOf(legalOrders(stateOfView(view), 'A'));
    const first = legal.find((o) => o.type === 'move' && o.ship === 'A1')!;
    const d = draftFrom({ ...EMPTY_ACTION, ship: 'A1' }, first, view);
    const ship = view.ships.find((s) => s.id === 'A1')!;
    const from = { hex: ship.hex!, heading: ship.heading! };
    const target = legal.find((o) => o.type === 'move' && o.ship === 'A1' && o.turn !== 0)!;
    if (target.type !== 'move') throw new Error('not a move');
    const end = manoeuvre(from, target).end;
    const moved = moveTo(legal, { ...d, band: target.band }, from, end.hex)!;
    expect(manoeuvre(from, moved).end.hex).toEqual(end.hex);
    expect(isLegal(view, legal, orderOf(moved))).toBe(true);
    expect(moveTo(legal, d, from, at('2418'))).toBeNull();
    // The preview marks every end of the band and the chosen end stand.
    const drawn = overlay(view, legal, moved, []);
    const kinds = (h: Hex) => drawn.marks.filter((m) => m.hex.q === h.q && m.hex.r === h.r);
    expect(kinds(end.hex).map((m) => m.kind)).toEqual(expect.arrayContaining(['legal', 'path']));
  });
});

describe('Star Trek range bands (issue 28, "Basics": Short 3, Medium 6, Long 9)', () => {
  const view = viewOf(ambushFor('A'), 'A');
  // A stand in the middle of the map, heading up: every band fits ahead of it and behind it.
  const from = { hex: at('1212'), heading: 0 };
  const [fore, aft] = standHexes(from);
  /** `n` hexes straight on from `h` in direction `d`. */
  const ahead = (h: Hex, d: number, n: number): Hex =>
    Array.from({ length: n }).reduce<Hex>((x) => step(x, d), h);
  const kindAt = (h: Hex) =>
    bandMarks(view, from).find((m) => m.hex.q === h.q && m.hex.r === h.r)?.kind ?? null;

  test.each([
    ['3 ahead of the fore hex', () => ahead(fore, from.heading, 3), 'band-short'],
    ['4 ahead of the fore hex', () => ahead(fore, from.heading, 4), 'band-medium'],
    ['6 ahead of the fore hex', () => ahead(fore, from.heading, 6), 'band-medium'],
    ['7 ahead of the fore hex', () => ahead(fore, from.heading, 7), 'band-long'],
    ['9 ahead of the fore hex', () => ahead(fore, from.heading, 9), 'band-long'],
    ['10 ahead of the fore hex', () => ahead(fore, from.heading, 10), null],
    // Measured from the aft stand too: behind the ship counts from its aft hex.
    ['3 behind the aft hex', () => ahead(aft, from.heading + 3, 3), 'band-short'],
    ['4 behind the aft hex', () => ahead(aft, from.heading + 3, 4), 'band-medium'],
  ])('%s is marked as its band', (_name, hex, kind) => {
    expect(kindAt(hex())).toBe(kind);
  });

  test('the three bands are drawn with the band marks of the map, one each', () => {
    expect(BAND_MARKS).toEqual({ short: 'band-short', medium: 'band-medium', long: 'band-long' });
    const kinds = new Set(bandMarks(view, from).map((m) => m.kind));
    expect([...kinds].sort()).toEqual(['band-long', 'band-medium', 'band-short']);
  });

  test('the key swatches name the marks the board draws, each styled and patterned', () => {
    const key = flat(rangeKey(true, () => {}));
    for (const [band, kind] of Object.entries(BAND_MARKS)) {
      expect(key).toContain(`data-band=${band} data-mark=${kind}`);
      const rule = new RegExp(`\\.mark-${kind} \\{([^}]*)\\}`).exec(hexMapStyles.cssText);
      expect(rule, kind).not.toBeNull();
      // A pattern it fills with is one the map defines.
      const pattern = /url\(#([\w-]+)\)/.exec(rule![1]!)?.[1];
      if (pattern) expect(flat(mapDefs())).toContain(`id="${pattern}"`);
    }
    expect(flat(rangeKey(false, () => {}))).not.toContain('data-mark');
  });

  test('an enemy stand in range gets its distance and the arc it is measured from', () => {
    const enemy = { hex: ahead(fore, from.heading, 5), heading: from.heading };
    const behind = { hex: ahead(aft, from.heading + 3, 3), heading: from.heading };
    const withEnemies: StartrekView = {
      ...view,
      stands: [
        ...view.stands.filter((s) => s.side === 'A'),
        {
          id: 'X1',
          ship: 'X1',
          side: 'B',
          kind: 'ship',
          fore: enemy.hex,
          aft: step(enemy.hex, from.heading + 3),
          heading: enemy.heading,
        },
        {
          id: 'X2',
          ship: 'X2',
          side: 'B',
          kind: 'ship',
          fore: behind.hex,
          aft: step(behind.hex, from.heading + 3),
          heading: behind.heading,
        },
      ],
      torpedoes: [{ id: 'T1', side: 'B', ship: 'X1', hex: ahead(fore, from.heading, 2), dice: 3 }],
    };
    const badges = rangeBadges(withEnemies, from, 'A');
    const text = (h: Hex) => badges.find((b) => b.hex.q === h.q && b.hex.r === h.r)?.text;
    expect(text(enemy.hex)).toBe('4 fore');
    expect(text(behind.hex)).toBe('3 aft');
    expect(text(ahead(fore, from.heading, 2))).toBe('2 hex');
  });
});
