import { describe, expect, test } from 'vitest';
import { distance, formatLabel, hexesInBounds, neighbor, offsetToHex } from '@broadside/rules';
import { fireOptions, legalOrders, type StarfireEvent } from '@broadside/rules/starfire';
import { combatOverlay, markedLabels } from '../src/rulesets/starfire/battle/combat-overlay.js';
import { cardModel } from '../src/rulesets/starfire/battle/card-model.js';
import {
  declareOptions,
  deployTargets,
  nextShip,
} from '../src/rulesets/starfire/battle/decisions.js';
import { stepChoices, unitsWithSteps } from '../src/rulesets/starfire/battle/movement-options.js';
import { memoOverlay, turnPath } from '../src/rulesets/starfire/battle/map-props.js';
import { describeEvent } from '../src/rulesets/starfire/battle/log-text.js';
import { clockText, owedText, phaseTitle } from '../src/rulesets/starfire/battle/phase-text.js';
import { tabTitle } from '../src/game/phase-text.js';
import { starfireBattle } from '../src/rulesets/starfire/battle/starfire-model.js';
import { combatPosition, deployedPatrol, newPatrol, overlayInput, play } from './fixtures.js';

const names = (id: string) => ({ A1: 'CT Lancer', B1: 'DD Anvil' })[id] ?? id;

describe('describeEvent: every die explained', () => {
  const die = { k: 12, sides: 10, value: 4, needed: 6, success: true };
  /** Issue 7's example shot: an R at range 7 needing 6, rolled 4. */
  const hitAtRange7: StarfireEvent = {
    type: 'shot',
    firer: 'A1',
    slot: 5,
    weapon: 'R',
    target: 'B1',
    range: 7,
    toHitRange: 7,
    modifiers: 0,
    die,
    munitionsLeft: 2,
    reloadFrom: null,
  };
  test.each<[string, StarfireEvent, string]>([
    [
      'a hit (issue 7 example: range 7, to-hit 6, rolled 4)',
      hitAtRange7,
      'CT Lancer fires R (2 left) at DD Anvil: range 7, to-hit 6, rolled 4 (d10 #12): hit.',
    ],
    [
      'a miss with a datalink range and a modifier',
      {
        type: 'shot',
        firer: 'A1',
        slot: 7,
        weapon: 'L',
        target: 'B1',
        range: 9,
        toHitRange: 5,
        modifiers: -1,
        die: { ...die, value: 9, success: false },
        munitionsLeft: null,
        reloadFrom: null,
      },
      'CT Lancer fires L at DD Anvil: range 9 (datalink range 5), modifiers −1, to-hit 6, rolled 9 (d10 #12): miss.',
    ],
    [
      'damage names the systems hit',
      {
        type: 'damage',
        target: 'B1',
        firer: 'A1',
        weapon: 'R',
        points: 2,
        systems: [
          { slot: 0, code: 'S', now: 'offline' },
          { slot: 1, code: 'A', now: 'destroyed' },
        ],
        wasted: 0,
      },
      "DD Anvil takes 2 damage from CT Lancer's R: shield offline, armor destroyed.",
    ],
    [
      'an intercept roll',
      {
        type: 'intercept',
        defender: 'B1',
        slot: 4,
        option: 2,
        munition: 'R',
        die: { ...die, needed: 3, value: 2 },
      },
      'DD Anvil Point Defense (system 5, option 2) against R: needed 3, rolled 2 (d10 #12): intercepted.',
    ],
    [
      'initiative rolls',
      {
        type: 'initiative_rolled',
        turn: 1,
        dice: [
          { side: 'A', die: { ...die, needed: null, success: null } },
          { side: 'B', die: { ...die, k: 13, value: 8, needed: null, success: null } },
        ],
      },
      'Initiative: side A rolled 4 (d10 #12); side B rolled 8 (d10 #13).',
    ],
    [
      'a step with a turn',
      {
        type: 'unit_stepped',
        unit: 'A1',
        action: 'forward',
        from: offsetToHex(1, 1),
        to: offsetToHex(2, 1),
        facing: 'C',
        turned: true,
        mpLeft: 3,
      },
      'CT Lancer moves 0101 → 0201, turns to face C; 3 MP left.',
    ],
    [
      'a fleet choice as its own side sees it',
      { type: 'fleet_chosen', side: 'A', designs: { CT: 'S(I)LQ', DD: 'SSQ' }, timeout: false },
      'Side A chose its fleet: CT S(I)LQ, DD SSQ.',
    ],
    [
      'a fleet choice still secret (docs/rules-reference.md: Fleet choice)',
      { type: 'fleet_chosen', side: 'B', hidden: true },
      'Side B chose its fleet (secret until all have chosen).',
    ],
    [
      'the reveal of every fleet',
      { type: 'fleets_revealed', fleets: { A: { CT: 'S(I)LQ' }, B: { CT: 'SSAQ' } } },
      'Fleets revealed: side A CT S(I)LQ; side B CT SSAQ.',
    ],
  ])('%s', (_why, event, text) => {
    expect(describeEvent(event, names).text).toBe(text);
  });

  test('initiative won on a tie says so; won outright says "by the roll"', () => {
    const roll = (a: number, b: number): StarfireEvent => ({
      type: 'initiative_rolled',
      turn: 2,
      dice: [
        { side: 'A', die: { ...die, value: a, needed: null, success: null } },
        { side: 'B', die: { ...die, k: 13, value: b, needed: null, success: null } },
      ],
    });
    const decided: StarfireEvent = {
      type: 'initiative_decided',
      turn: 2,
      order: ['B', 'A'],
      by: 'roll',
    };
    expect(describeEvent(decided, names, roll(6, 6)).text).toMatch(
      /^Side B has the initiative by the tie rule/,
    );
    expect(describeEvent(decided, names, roll(3, 6)).text).toMatch(
      /^Side B has the initiative by the roll:/,
    );
    expect(describeEvent(decided, names).text).toMatch(/by the roll:/);
  });

  test('the first MP round of a turn is round 1', () => {
    const state = play(deployedPatrol(), [
      { type: 'declare', hardTurn: [], engineModulation: [] },
      { type: 'declare', hardTurn: [], engineModulation: [] },
    ]);
    expect(phaseTitle(state)).toBe('Turn 1 · Movement (MP round 1)');
  });

  test('dice lines are marked as dice and name both ships for highlighting', () => {
    const line = describeEvent(hitAtRange7, names);
    expect(line.tone).toBe('die');
    expect(line.units).toEqual(['A1', 'B1']);
  });
});

describe('deployment choices from legalOrders', () => {
  test('Patrol side A may place its ship anywhere, any facing (seed: "any hex on the map with any facing")', () => {
    const state = newPatrol();
    const targets = deployTargets(legalOrders(state, 'A'));
    expect(targets?.unit).toBe('A1');
    expect(targets?.hexes).toHaveLength(hexesInBounds(state.setup.scenario.map).length);
    expect(targets?.facings.get('0,0')).toHaveLength(6);
  });

  test('Patrol side B may place only exactly 25 hexes from side A', () => {
    const state = play(newPatrol(), [
      { type: 'deploy', unit: 'A1', hex: offsetToHex(10, 10), facing: 'C' },
    ]);
    const targets = deployTargets(legalOrders(state, 'B'));
    expect(targets?.hexes.length).toBeGreaterThan(0);
    for (const h of targets?.hexes ?? []) expect(distance(h, offsetToHex(10, 10))).toBe(25);
  });
});

describe('movement choices', () => {
  test('declarations list the ship that may declare; steps offer forward (w) to the hex ahead', () => {
    let state = deployedPatrol();
    const seat = state.moveOrder[0] ?? 'A';
    expect(declareOptions(legalOrders(state, seat)).hardTurn).toContain(`${seat}1`);
    state = play(state, [{ type: 'declare', hardTurn: [], engineModulation: [] }]);
    state = play(state, [{ type: 'declare', hardTurn: [], engineModulation: [] }]);
    const mover = state.moveOrder[0] ?? 'A';
    const orders = legalOrders(state, mover);
    expect(unitsWithSteps(orders)).toEqual([`${mover}1`]);
    const unit = state.units.find((u) => u.id === `${mover}1`);
    if (!unit?.hex || !unit.facing) throw new Error('unit not placed');
    const forward = stepChoices(orders, unit).find((c) => c.key === 'w');
    expect(forward?.destination).toEqual(neighbor(unit.hex, unit.facing));
    expect(forward?.label).toBe(`Forward to ${formatLabel(neighbor(unit.hex, unit.facing))}`);
    // Turn mode 2 (CT): no turn on the first MP, so no q/e/a/d choice yet.
    expect(
      stepChoices(orders, unit)
        .map((c) => c.key)
        .filter((k) => k && 'qead'.includes(k)),
    ).toEqual([]);
  });
});

describe('combatOverlay', () => {
  test('B1 three hexes ahead of A1 is a target with its to-hit numbers; the blindspot is shaded behind', () => {
    const state = combatPosition(13, 11);
    const options = fireOptions(state, 'A1');
    const overlay = combatOverlay(state, options, new Map(), null);
    expect(markedLabels(overlay, 'target')).toEqual(['1311']);
    expect(overlay.badges[0]?.text).toMatch(/R \d+/);
    const blind = markedLabels(overlay, 'blind');
    const behind = formatLabel(neighbor(neighbor(offsetToHex(10, 10), 'F'), 'F'));
    expect(blind).toContain(behind);
    expect(blind).not.toContain('1311');
    expect(overlay.lines).toHaveLength(1);
  });

  test('an assigned weapon turns its line of fire solid', () => {
    const state = combatPosition(13, 11);
    const options = fireOptions(state, 'A1');
    const slot = options.weapons.find((w) => w.targets.length > 0)?.slot ?? -1;
    const overlay = combatOverlay(state, options, new Map([[slot, 'B1']]), null);
    expect(overlay.lines.map((l) => l.kind)).toEqual(['assigned']);
  });
});

describe('cardModel', () => {
  test('a fresh CT: every system intact, three munitions per launcher (house rules), shields not recovering', () => {
    const state = deployedPatrol();
    const card = cardModel(state, 'A1');
    const design = state.setup.units.find((u) => u.id === 'A1')?.design;
    expect(card?.slots).toHaveLength(design?.slots.length ?? -1);
    expect(card?.slots.every((s) => s.condition === 'intact')).toBe(true);
    const launchers = design?.slots.filter((s) => ['R', 'G', 'Pt'].includes(s.code)).length ?? 0;
    expect(card?.munitions).toBe(3 * launchers);
    expect(card?.shieldRecovery).toBeNull();
  });

  test('an offline shield shows its recovery count', () => {
    const state = structuredClone(deployedPatrol());
    const a = state.units.find((u) => u.id === 'A1');
    if (a) {
      a.slots[0] = 'offline';
      a.cleanTurns = 1;
    }
    expect(cardModel(state, 'A1')?.shieldRecovery).toEqual({ cleanTurns: 1, needed: 3 });
  });
});

describe('turnPath', () => {
  test('the hexes a ship entered since the turn began', () => {
    const step = (from: [number, number], to: [number, number]) => ({
      type: 'unit_stepped' as const,
      unit: 'A1',
      action: 'forward' as const,
      from: offsetToHex(...from),
      to: offsetToHex(...to),
      facing: 'C' as const,
      turned: false,
      mpLeft: 1,
    });
    const log = [
      { seq: 1, index: 0, at: 0, event: step([1, 1], [2, 1]) },
      { seq: 2, index: 0, at: 0, event: { type: 'turn_started' as const, turn: 2 } },
      { seq: 3, index: 0, at: 0, event: step([2, 1], [3, 2]) },
      { seq: 4, index: 0, at: 0, event: { ...step([3, 2], [3, 2]), action: 'stay' as const } },
      { seq: 5, index: 0, at: 0, event: step([3, 2], [4, 2]) },
    ];
    expect(turnPath(log, 'A1').map(formatLabel)).toEqual(['0201', '0302', '0402']);
    expect(turnPath(log, 'B1')).toEqual([]);
  });
});

describe('phase text', () => {
  test.each([
    [0, '0:00'],
    [61_000, '1:01'],
    [3_600_000, '1:00:00'],
    [1, '0:01'],
  ])('clockText(%i) = %s', (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });

  test('the banner and tab title say who owes what', () => {
    expect(owedText([{ seat: 'B', kind: 'move' }], 'A')).toBe('Side B to move');
    expect(owedText([{ seat: 'A', kind: 'fire' }], 'A')).toBe('Your turn to fire');
    const state = deployedPatrol();
    expect(phaseTitle(state)).toBe('Turn 1 · Declarations');
    expect(tabTitle(true, starfireBattle.gameName(state))).toBe(
      '(!) Your move · Patrol · Broadside',
    );
    expect(tabTitle(false, null)).toBe('Broadside');
  });
});

describe('nextShip and the overlay memo', () => {
  test("n cycles through the seat's ships on the map and wraps around", () => {
    const state = deployedPatrol();
    expect(nextShip(state, '', [], 'A', null)).toBe('A1');
    expect(nextShip(state, '', [], 'A', 'A1')).toBe('A1');
    expect(nextShip(state, '', [], 'C', 'X')).toBe('X');
  });

  test('the memo recomputes only when the sequence or the interaction changes', () => {
    const memo = memoOverlay();
    const state = combatPosition(13, 11);
    const input = overlayInput(state, { owedKind: 'fire', selected: 'A1' });
    const first = memo(7, input);
    expect(memo(7, { ...input })).toBe(first);
    expect(memo(8, input)).not.toBe(first);
    expect(memo(8, { ...input, selected: null }).marks).toEqual([]);
  });
});
