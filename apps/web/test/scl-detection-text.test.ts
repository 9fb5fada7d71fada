import { describe, expect, test } from 'vitest';
import type { EventOfType } from '@broadside/rules/scl';
import { describeEvent } from '../src/rulesets/scl/battle/log-text.js';

const NAMES: Record<string, string> = { A1: 'Bismarck A1', B1: 'Kafer cruiser B1' };
const name = (id: string) => NAMES[id] ?? id;
const base = { cq: 1, sensors: 1, signature: 0, aft: 0, fullStop: 0 };

/** A check of the detection step ("Detection Procedure") as side A is told it. */
function check(fields: Partial<EventOfType<'detection_check'>>): EventOfType<'detection_check'> {
  return {
    type: 'detection_check',
    seat: 'A',
    detector: 'A1',
    target: null,
    range: null,
    detection: 4,
    parts: base,
    detected: false,
    vis: { to: ['A'], spectators: false },
    ...fields,
  };
}

describe('the log explains the silence: each detection check has a line (issue 28)', () => {
  test.each([
    [
      'nothing detected: how far the sensors reach',
      check({}),
      'Bismarck A1 detects nothing within 4 hexes (CQ 1 + sensors 1 + signature 0 + 2).',
    ],
    [
      'a detected enemy, its aft facing the detector',
      check({
        target: 'B1',
        range: 5,
        detection: 7,
        parts: { ...base, signature: 1, aft: 2 },
        detected: true,
      }),
      'Bismarck A1 detects Kafer cruiser B1: range 5, detection 7 (CQ 1 + sensors 1 + signature 1 + aft 2 + 2).',
    ],
    [
      'an enemy another unit detects (remote data)',
      check({
        target: 'B1',
        range: 9,
        detection: 2,
        parts: { ...base, signature: -1, fullStop: -2 },
      }),
      'Kafer cruiser B1 not detected by Bismarck A1: range 9, detection 2 (CQ 1 + sensors 1 − signature 1 − Full Stop 2 + 2); its side holds the contact (remote data, −1 to hit).',
    ],
  ])('%s', (_what, event, text) => {
    const line = describeEvent(event, name);
    expect(line.text).toBe(text);
    expect(line.units[0]).toBe('A1');
  });
});
