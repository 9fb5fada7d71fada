import { offsetToHex } from '../../../src/hex/map.js';
import { HULL_CODES, type HullCode } from '../../../src/starfire/data/hulls.js';
import { SCENARIO_IDS } from '../../../src/starfire/scenarios/types.js';

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

function forces(random: () => number, allowBases: boolean): { hull: HullCode; count: number }[] {
  const hulls = HULL_CODES.filter((h) => allowBases || !h.startsWith('BS'));
  const count = 1 + Math.floor(random() * 4);
  const lines = new Map<HullCode, number>();
  for (let i = 0; i < count; i += 1) {
    const hull = pick(random, hulls);
    lines.set(hull, (lines.get(hull) ?? 0) + 1);
  }
  return [...lines].map(([hull, n]) => ({ hull, count: n }));
}

function randomHexes(random: () => number, n: number) {
  return Array.from({ length: n }, () =>
    offsetToHex(1 + Math.floor(random() * 44), 1 + Math.floor(random() * 34)),
  );
}

/**
 * A random game set-up: half the time a battle to the death between mixed random forces (every
 * hull, bases and freighters included; a quarter of them with three sides) with planets, moons
 * and a warp point on the map; otherwise
 * one of the six scenarios as written. Always with a turn limit, since random play can run away.
 */
export function randomSetup(random: () => number, turnLimit: number): unknown {
  if (random() < 0.5) {
    const three = random() < 0.25;
    return {
      scenario: pick(random, ['task_groups', 'set_piece'] as const),
      custom: {
        ...(three ? { sides: 3 } : {}),
        forces: {
          A: forces(random, true),
          B: forces(random, true),
          ...(three ? { C: forces(random, true) } : {}),
        },
        terrain: {
          planets: randomHexes(random, 3),
          moons: randomHexes(random, 3),
          warpPoints: randomHexes(random, 1),
        },
      },
      turnLimit,
    };
  }
  return { scenario: pick(random, SCENARIO_IDS), turnLimit };
}

/**
 * A random three-sided battle to the death (random mixed forces, terrain and a warp point), for
 * fuzzing what only matters with more than two sides: concessions and timeouts that let play go on.
 */
export function randomThreeSidedSetup(random: () => number, turnLimit: number): unknown {
  return {
    scenario: 'task_groups',
    custom: {
      sides: 3,
      forces: { A: forces(random, true), B: forces(random, true), C: forces(random, true) },
      terrain: {
        planets: randomHexes(random, 3),
        moons: randomHexes(random, 3),
        warpPoints: randomHexes(random, 1),
      },
    },
    turnLimit,
  };
}

/**
 * A random battle of `sides` sides (three to six) in one of the scenarios that allow more than
 * two (patrol, task groups, set-piece: every side after A places from side A's flagship), with
 * random mixed forces and terrain, now and then with each side choosing its fleet first. For
 * fuzzing sides that leave the game while the others play on.
 */
export function randomManySidedSetup(
  random: () => number,
  turnLimit: number,
  sides: 3 | 4 | 5 | 6,
): unknown {
  const ids = (['A', 'B', 'C', 'D', 'E', 'F'] as const).slice(0, sides);
  const scenario = pick(random, ['patrol', 'task_groups', 'set_piece'] as const);
  const fleetChoice = random() < 0.2;
  return {
    scenario,
    ...(fleetChoice ? { fleetChoice: 'each_side' } : {}),
    custom: {
      sides,
      forces: Object.fromEntries(ids.map((id) => [id, forces(random, true)])),
      terrain: {
        planets: randomHexes(random, 3),
        moons: randomHexes(random, 3),
        warpPoints: randomHexes(random, 1),
      },
    },
    turnLimit,
  };
}
