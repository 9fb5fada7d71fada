import { describe, expect, test } from 'vitest';
import { resolveSetup } from '@broadside/rules/starfire';
import {
  buildCreateBody,
  defaultForm,
  inviteLink,
  scenarioForces,
  sideHulls,
} from '../src/rulesets/starfire/lobby/create-form.js';

describe('buildCreateBody', () => {
  test('the default form creates scenario 1 (Patrol) with the creator on side A and nothing custom', () => {
    expect(buildCreateBody(defaultForm())).toEqual({
      ruleset: 'starfire',
      setup: { scenario: 'patrol' },
      visibility: 'public',
      timeControl: { kind: 'none' },
      spectatorDelay: { kind: 'none' },
      creatorSeat: 'A',
    });
  });

  test('time control, delay, map, forces, designs and name reach the body', () => {
    const form = {
      ...defaultForm('patrol'),
      playerName: ' Ann ',
      timeKind: 'live' as const,
      liveMinutes: 10,
      incrementSeconds: 5,
      delayKind: 'turns' as const,
      delayAmount: 2,
      customMap: true,
      columns: 20,
      rows: 16,
      customForces: true,
      forces: { A: { CT: 2 }, B: { DD: 1, CT: 0 } },
      designs: { A: { CT: 'SAZ(I)R(I)LQ(I)', DD: 'ignored: side A has no DD' } },
      visibility: 'private' as const,
    };
    expect(buildCreateBody(form)).toEqual({
      ruleset: 'starfire',
      setup: {
        scenario: 'patrol',
        sides: { A: { designs: { CT: 'SAZ(I)R(I)LQ(I)' }, seatName: 'Ann' } },
        custom: {
          map: { columns: 20, rows: 16 },
          forces: { A: [{ hull: 'CT', count: 2 }], B: [{ hull: 'DD', count: 1 }] },
        },
      },
      visibility: 'private',
      timeControl: { kind: 'live', initialSeconds: 600, incrementSeconds: 5 },
      spectatorDelay: { kind: 'turns', turns: 2 },
      creatorSeat: 'A',
      playerName: 'Ann',
    });
  });

  test("a side count other than the scenario's is sent as custom.sides; no seat means no creatorSeat", () => {
    const body = buildCreateBody({ ...defaultForm('patrol'), sideCount: 3, mySeat: '' });
    expect(body.setup).toEqual({ scenario: 'patrol', custom: { sides: 3 } });
    expect(body.creatorSeat).toBeUndefined();
  });
});

describe('fleet choice (issue 5: "each side picks … one of its own valid designs")', () => {
  test('"each side chooses its own designs" sends fleetChoice each_side and no creator designs; the seat name stays', () => {
    const body = buildCreateBody({
      ...defaultForm('patrol'),
      playerName: 'Ann',
      fleetChoice: 'each_side',
      designs: { A: { CT: 'SAZ(I)R(I)LQ(I)' } },
    });
    expect(body.setup).toEqual({
      scenario: 'patrol',
      sides: { A: { seatName: 'Ann' } },
      fleetChoice: 'each_side',
    });
    expect(resolveSetup(body.setup).ok).toBe(true);
  });

  test('the default (the creator picks) sends no fleetChoice at all', () => {
    expect(defaultForm().fleetChoice).toBe('setup');
    expect(buildCreateBody(defaultForm()).setup).not.toHaveProperty('fleetChoice');
  });
});

describe('scenario forces', () => {
  test('patrol: one CT a side (Starfire rulings, Scenario forces); a third side copies side B', () => {
    expect(scenarioForces('patrol', 3)).toEqual({ A: { CT: 1 }, B: { CT: 1 }, C: { CT: 1 } });
    expect(sideHulls(defaultForm('patrol'), 'B')).toEqual(['CT']);
  });
});

describe('inviteLink', () => {
  test('puts the seat and invite in the fragment, where they never reach server logs', () => {
    expect(inviteLink('http://x', 'g1', 'B', 'abc')).toBe('http://x/#/game/g1?seat=B&invite=abc');
  });
});
