/**
 * The converter's library (docs/rules/star-cruiser-lite.md, "Building, saving and fielding in the
 * browser"): an imported share code is converted before it reaches the form, and "Field it"
 * opens a set-up the rules accept.
 */
import { describe, expect, test } from 'vitest';
import { encodeShareCode } from '@broadside/protocol';
import { BISMARCK_EXAMPLE, sclRuleset } from '@broadside/rules/scl';
import { fieldItSetup, importDesign } from '../src/rulesets/scl/converter/design-library.js';

const code = (kind: 'design' | 'scenario', ruleset: string, body: unknown) =>
  encodeShareCode({ kind, ruleset, name: 'Graf Spee', body });

describe('SCL design share codes', () => {
  test('a design code brings its figures and name', () => {
    expect(importDesign(code('design', 'scl', BISMARCK_EXAMPLE))).toMatchObject({
      ok: true,
      name: 'Graf Spee',
      figures: { damagePoints: 150 },
    });
  });

  test.each<[string, string, RegExp]>([
    ['not a code at all', 'hello', /starts with/],
    ['another ruleset’s design', code('design', 'onepage', {}), /onepage design/],
    ['a scenario, not a design', code('scenario', 'scl', {}), /scl scenario/],
    [
      'figures the conversion refuses (Sensor Conversion)',
      code('design', 'scl', { ...BISMARCK_EXAMPLE, activeSensor: null, passiveSensor: null }),
      /convert\/no_sensors at activeSensor/,
    ],
  ])('%s is refused with a reason', (_what, text, reason) => {
    const result = importDesign(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(reason);
  });

  test('Field it: the design leads side A of Bismarck at Bay, and the rules accept it', () => {
    const setup = fieldItSetup({ ...BISMARCK_EXAMPLE, name: 'Graf Spee' });
    expect(setup).toMatchObject({
      custom: { classes: [{ id: 'own_1', name: 'Graf Spee' }], forces: { A: [{ cls: 'own_1' }] } },
    });
    expect(sclRuleset.parseSetup(setup).ok).toBe(true);
  });
});
