import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HULL_CODES, HULLS } from '../../../src/starfire/data/index.js';
import { formatDesign, parseDesign } from '../../../src/starfire/design/index.js';

function parseOk(...args: Parameters<typeof parseDesign>) {
  const parsed = parseDesign(...args);
  if (!parsed.ok)
    throw new Error(`expected a valid design: ${parsed.error.map((e) => e.code).join(', ')}`);
  return parsed.value;
}

describe('parseDesign: valid designs', () => {
  test('the issue example SSAAZ(I)R(I)LQ(I) on a Corvette', () => {
    const d = parseOk('CT', 'SSAAZ(I)R(I)LQ(I)');
    expect(d.hull).toBe('CT');
    expect(d.slots.map((s) => s.code)).toEqual([
      'S',
      'S',
      'A',
      'A',
      'Z',
      'I',
      'R',
      'I',
      'L',
      'Q',
      'I',
    ]);
    expect(d.slots.map((s) => s.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(d.engineRooms).toEqual([
      { index: 0, slotIndexes: [5], drives: 1, mp: 2 },
      { index: 1, slotIndexes: [7], drives: 1, mp: 2 },
      { index: 2, slotIndexes: [10], drives: 1, mp: 2 },
    ]);
    expect(d.slots.filter((s) => s.engineRoom !== null).map((s) => s.engineRoom)).toEqual([
      0, 1, 2,
    ]);
    expect(d.speed).toBe(6); // seed: CT 2 MP per engine, 3 rooms
    expect(d.turnMode).toBe(2); // seed hull chart: CT TM 2
    expect(d.hullSpacesUsed).toBe(16); // Z takes 0 hull spaces
    expect(d.text).toBe('SSAAZ(I)R(I)LQ(I)');
  });

  test('derives the + on restricted weapons (seed: E on ES and CT, F and L on ES)', () => {
    const es = parseOk('ES', 'S(I)LQ(I)');
    expect(es.slots.find((s) => s.code === 'L')?.restricted).toBe(true);
    expect(es.text).toBe('S(I)L+Q(I)');
    expect(parseOk('ES', 'F(I)Q').text).toBe('F+(I)Q');
    expect(parseOk('CT', 'S(I)E(I)Q').text).toBe('S(I)E+(I)Q');
    expect(parseOk('CT', 'S(I)E+(I)Q').text).toBe('S(I)E+(I)Q');
    expect(parseOk('CT', 'S(I)L(I)Q').text).toBe('S(I)L(I)Q'); // L is restricted only on ES
    expect(parseOk('DD', 'S(I)EQQ').slots.some((s) => s.restricted)).toBe(false);
  });

  test('reads two-letter codes and ignores spaces', () => {
    const d = parseOk('CL', 'S A Z (I) Pt Mg (II) Q Q Q');
    expect(d.slots.map((s) => s.code)).toEqual([
      'S',
      'A',
      'Z',
      'I',
      'Pt',
      'Mg',
      'I',
      'I',
      'Q',
      'Q',
      'Q',
    ]);
    expect(d.text).toBe('SAZ(I)PtMg(II)QQQ');
    expect(d.speed).toBe(2); // Starfire rulings, Movement: Engines: 1 MP per CL room
    expect(d.turnMode).toBe(3);
  });

  test('speed is the sum over rooms (Starfire rulings, Movement: Engines)', () => {
    expect(parseOk('ES', '(I)(I)Q').speed).toBe(6);
    expect(parseOk('DD', '(I)(I)(I)QQ').speed).toBe(3);
    expect(parseOk('CL', '(I)(II)(I)(II)QQQ').speed).toBe(4);
    expect(parseOk('CA', '(II)(II)(II)QQQQ').speed).toBe(3);
    expect(parseOk('FT1', '(I)HQ').speed).toBe(3);
    expect(parseOk('BS1', 'SRQQ').speed).toBe(0);
  });

  test('freighters need no engines, bases need their Q only', () => {
    expect(parseOk('FT2', 'HHQ').speed).toBe(0);
    expect(parseOk('BS2', 'QQQQ').hullSpacesUsed).toBe(4);
  });
});

/** Designs built to be mostly valid: prefix in order, required Q, rooms grouped for the hull. */
const nearlyValidDesign = fc.constantFrom(...HULL_CODES).chain((hull) => {
  const spec = HULLS[hull];
  const freighter = spec.kind === 'freighter';
  const maxRooms =
    spec.engineRoom.pattern === 'none' ? 0 : Math.floor(spec.maxMp / spec.engineRoom.mpPerRoom);
  const extras = freighter
    ? ['H', 'Q']
    : ['R', 'G', 'Pt', 'F', 'L', 'E', 'D', 'Mg', 'X', 'Y', 'H', 'Q'];
  return fc
    .record({
      shields: fc.integer({ min: 0, max: freighter ? 0 : 3 }),
      armor: fc.integer({ min: 0, max: freighter ? 0 : 3 }),
      datalink: freighter ? fc.constant(false) : fc.boolean(),
      extras: fc.array(fc.constantFrom(...extras), { maxLength: 6 }),
      rooms: fc.integer({ min: spec.kind === 'warship' ? 1 : 0, max: maxRooms }),
      places: fc.array(fc.nat(), { minLength: maxRooms, maxLength: maxRooms }),
    })
    .map(({ shields, armor, datalink, extras: picked, rooms, places }) => {
      const internals = [...Array<string>(spec.requiredQuarters).fill('Q'), ...picked];
      for (let room = 0; room < rooms; room += 1) {
        internals.splice((places[room] ?? 0) % (internals.length + 1), 0, 'room');
      }
      // Size the rooms left to right as the hull requires.
      let seen = 0;
      const ordered = internals.map((t) => {
        if (t !== 'room') return t;
        const index = seen++;
        const pattern = spec.engineRoom.pattern;
        const drives =
          pattern === 'double'
            ? 2
            : pattern === 'alternating' && (rooms - 1 - index) % 2 === 0
              ? 2
              : 1;
        return `(${'I'.repeat(drives)})`;
      });
      return [
        hull,
        `${'S'.repeat(shields)}${'A'.repeat(armor)}${datalink ? 'Z' : ''}${ordered.join('')}`,
      ] as const;
    });
});

describe('formatDesign round-trips', () => {
  test('parse(format(d)) = d and format is stable, for every design that parses', () => {
    let valid = 0;
    fc.assert(
      fc.property(nearlyValidDesign, ([hull, text]) => {
        const parsed = parseDesign(hull, text);
        // The generator keeps every rule except the hull-space limit, so that is the only possible error.
        if (!parsed.ok) return parsed.error.every((e) => e.code === 'design/hull_spaces_exceeded');
        valid += 1;
        const again = parseDesign(hull, formatDesign(parsed.value));
        return (
          again.ok &&
          JSON.stringify(again.value) === JSON.stringify(parsed.value) &&
          again.value.text === parsed.value.text
        );
      }),
      { numRuns: 2000 },
    );
    expect(valid).toBeGreaterThan(200);
  });
});
