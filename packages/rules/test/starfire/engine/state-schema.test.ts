import { describe, expect, test } from 'vitest';
import { parseStoredState } from '../../../src/starfire/state-schema.js';
import { starfireRuleset as R } from '../../../src/starfire/ruleset.js';
import { battle } from './helpers.js';

describe('stored states', () => {
  const s = battle({ A1: { hex: '1010', facing: 'A' }, B1: { hex: '3020', facing: 'A' } });

  test('a state read back from JSON passes and hashes the same', () => {
    const parsed = parseStoredState(JSON.parse(JSON.stringify(s)));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(R.hash(parsed.value)).toBe(R.hash(s));
  });

  test.each([
    [
      'negative MP',
      (x: Record<string, unknown>) => ((x.units as { mp: number }[])[0]!.mp = -1),
      ['units', 0, 'mp'],
    ],
    [
      'unknown phase',
      (x: Record<string, unknown>) => (x.stage = { phase: 'lunch' }),
      ['stage', 'phase'],
    ],
    ['a unit missing', (x: Record<string, unknown>) => (x.units as unknown[]).pop(), ['units']],
  ])('%s is refused with state/invalid', (_name, spoil, path) => {
    const copy = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    spoil(copy);
    const parsed = parseStoredState(copy);
    expect(parsed.ok ? null : parsed.error).toMatchObject({ code: 'state/invalid', path });
  });
});
