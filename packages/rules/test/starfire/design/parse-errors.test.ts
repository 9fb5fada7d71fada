import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HULL_CODES, type HullCode } from '../../../src/starfire/data/index.js';
import { parseDesign, type DesignErrorCode } from '../../../src/starfire/design/index.js';

/** [hull, design string, expected errors as [code, position]…, why]. */
const CASES: readonly [HullCode, string, readonly [DesignErrorCode, number][], string][] = [
  ['ES', 'SAZ(I)K(I)Q', [['design/unknown_system', 6]], 'K is no system'],
  ['ES', 'S(I)r(I)Q', [['design/unknown_system', 4]], 'codes are case-sensitive'],
  ['ES', 'S(I)P(I)Q', [['design/unknown_system', 4]], 'P alone is not Pt'],
  ['ES', 'S(I)RQ(I', [['design/syntax', 6]], 'unclosed engine room'],
  ['ES', 'S()(I)Q', [['design/syntax', 1]], 'empty engine room'],
  ['ES', 'S(I)Q)(I)', [['design/syntax', 5]], 'stray closing parenthesis'],
  [
    'ES',
    'S(IQ)(I)',
    [
      ['design/syntax', 3],
      ['design/too_few_quarters', 8],
    ],
    'only drives inside a room; the Q in the room is not counted',
  ],
  [
    'ES',
    'S(I)RRLQ(I)',
    [['design/hull_spaces_exceeded', 6]],
    'seed: 14 + … of 12 hull spaces; L is the first that does not fit',
  ],
  [
    'ES',
    'S(I)R(I)',
    [['design/too_few_quarters', 8]],
    'seed: ES requires one Q; reported at the end',
  ],
  ['CA', 'S(II)(II)QQQ', [['design/too_few_quarters', 12]], 'seed: CA requires four Q'],
  ['CT', 'SRQ', [['design/no_engines', 3]], 'seed: warships must mount I'],
  [
    'ES',
    'AS(I)RQ',
    [['design/shields_not_leftmost', 1]],
    'seed: shields must be the left-most system',
  ],
  ['ES', 'S(I)ARQ', [['design/armor_not_after_shields', 4]], 'seed: armor must follow the shields'],
  ['ES', 'SZAR(I)Q', [['design/armor_not_after_shields', 2]], 'seed: armor before the datalink'],
  [
    'ES',
    'S(I)ZRQ',
    [['design/datalink_not_first_internal', 4]],
    'seed: datalink must be the first internal system',
  ],
  ['ES', 'SZZ(I)Q', [['design/datalink_not_first_internal', 2]], 'a second datalink is not first'],
  [
    'ES',
    'SIRQ(I)',
    [['design/engine_outside_room', 1]],
    'seed: drives are mounted in engine rooms',
  ],
  [
    'ES',
    'S(II)RQ',
    [['design/engine_room_grouping', 1]],
    'seed: small ships have one drive per room',
  ],
  [
    'DD',
    'S(I)(II)QQ',
    [['design/engine_room_grouping', 4]],
    'seed: small ships have one drive per room',
  ],
  [
    'CA',
    'S(I)(II)QQQQ',
    [['design/engine_room_grouping', 1]],
    'seed: a CA requires two drives per room',
  ],
  [
    'CL',
    'SS(II)(I)QQQ',
    [
      ['design/engine_room_grouping', 2],
      ['design/engine_room_grouping', 6],
    ],
    'seed: CL rooms alternate with (II) rightmost',
  ],
  [
    'CL',
    'S(I)(I)QQQ',
    [['design/engine_room_grouping', 4]],
    'seed: the rightmost CL room must be (II)',
  ],
  ['BS1', 'S(I)QQ', [['design/engines_on_base', 1]], 'seed: bases may not mount I'],
  [
    'BS2',
    'SIQQQQ',
    [['design/engines_on_base', 1]],
    'seed: bases may not mount I, even outside a room',
  ],
  ['FT1', 'S(I)QH', [['design/freighter_system', 0]], 'seed: freighters only mount I, Q and H'],
  ['FT2', '(I)QHRH', [['design/freighter_system', 5]], 'seed: freighters only mount I, Q and H'],
  ['ES', '(I)(I)(I)Q', [['design/speed_exceeds_max', 6]], 'seed: ES Max MP 6, 3 MP per room'],
  ['CL', '(I)(II)(I)(II)(I)(II)QQQ', [['design/speed_exceeds_max', 14]], 'seed: CL Max MP 4'],
  ['CT', 'S(I)R+Q', [['design/restricted_mark', 5]], 'R is never restricted'],
  ['DD', 'S(I)E+QQ', [['design/restricted_mark', 5]], 'E is restricted only on ES and CT'],
  ['ES', 'S(I)Q+', [['design/restricted_mark', 5]], 'a + only follows a weapon'],
  ['ES', 'S(I)L++Q', [['design/restricted_mark', 6]], 'one + per weapon'],
  [
    'ES',
    'ASZ(I)(I)(I)QL+R+MgX',
    [
      ['design/shields_not_leftmost', 1],
      ['design/speed_exceeds_max', 9],
      ['design/hull_spaces_exceeded', 15],
      ['design/restricted_mark', 16],
    ],
    'every error is reported, in string order',
  ],
  [
    'FT1',
    'SA(I)X',
    [
      ['design/freighter_system', 0],
      ['design/freighter_system', 1],
      ['design/freighter_system', 5],
      ['design/too_few_quarters', 6],
    ],
    'each offending system is reported',
  ],
];

describe('design errors name the rule and the position', () => {
  test.each(CASES)('%s %j → %j (%s)', (hull, text, expected) => {
    const parsed = parseDesign(hull, text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.map((e) => [e.code, e.position])).toEqual(expected);
    for (const e of parsed.error) {
      expect(e.path).toEqual([e.position]);
      expect(e.message.length).toBeGreaterThan(10);
    }
  });

  test('messages say what to do', () => {
    const parsed = parseDesign('CT', 'S(I)(I)(I)(I)Q');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error[0]?.message).toMatch(/8 MP; a Corvette's Max MP is 6/);
  });

  test('never throws, and reports errors sorted by position inside the string', () => {
    const alphabet = fc.constantFrom(
      'S',
      'A',
      'Z',
      'I',
      '(',
      ')',
      '+',
      'R',
      'Pt',
      'Mg',
      'Q',
      'H',
      'E',
      'x',
      ' ',
      'M',
      'g',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...HULL_CODES),
        fc.array(alphabet, { maxLength: 40 }),
        (hull, parts) => {
          const text = parts.join('');
          const parsed = parseDesign(hull, text);
          if (parsed.ok) return true;
          const positions = parsed.error.map((e) => e.position);
          return (
            parsed.error.length > 0 &&
            positions.every(
              (p, i) => p >= 0 && p <= text.length && (i === 0 || positions[i - 1]! <= p),
            )
          );
        },
      ),
    );
  });
});
