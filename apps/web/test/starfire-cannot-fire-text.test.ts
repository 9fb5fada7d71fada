import { describe, expect, test } from 'vitest';
import type { EventOfType } from '@broadside/rules/starfire';
import { describeEvent } from '../src/rulesets/starfire/battle/log-text.js';

const name = (id: string) => ({ A1: 'CT Lancer', B1: 'CT Raider' })[id] ?? id;
const near = { unit: 'B1', range: 2 };

describe('the Starfire log says why a skipped ship cannot fire (Combat Phase, issue 28)', () => {
  test.each([
    [
      { reason: 'no_enemy', nearest: null, blocked: null },
      'CT Lancer cannot fire: no enemy on the map.',
    ],
    [
      { reason: 'weapons_destroyed', nearest: near, blocked: null },
      'CT Lancer cannot fire: every weapon is destroyed (nearest enemy CT Raider, at range 2).',
    ],
    [
      { reason: 'no_shot', nearest: near, blocked: 'order/in_blindspot' },
      'CT Lancer cannot fire: no weapon bears on an enemy; the nearest, CT Raider, at range 2, is in its blindspot.',
    ],
  ] as const)('%j', (fields, text) => {
    const e = { type: 'cannot_fire', unit: 'A1', ...fields } as EventOfType<'cannot_fire'>;
    expect(describeEvent(e, name).text).toBe(text);
  });
});
