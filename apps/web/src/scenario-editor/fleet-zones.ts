import type { HexMark } from '@broadside/board-picture/map-data';
import { parseLabel, type AnyRuleset, type SeatId } from '@broadside/rules';

/**
 * The scenario editor's deployment zones (issue 30, "zones"): where the sides pick their own
 * fleets (`fleetChoice: 'each_side'`), the creator may draw each side's zone on the board
 * (`fleetZones`, checked by the rules' fleet phase). Pure: each function returns a new set-up.
 */

type Zones = Readonly<Record<SeatId, readonly string[]>>;
type SetupRecord = Record<string, unknown>;

const asRecord = (setup: unknown): SetupRecord =>
  typeof setup === 'object' && setup !== null ? { ...(setup as SetupRecord) } : {};

/** Whether the ruleset lets the sides pick their fleets in zones the creator draws. */
export function zonesPossible(rules: AnyRuleset, setup: unknown): boolean {
  return rules.parseSetup({ ...asRecord(setup), fleetChoice: 'each_side', fleetZones: {} }).ok;
}

/** Whether each side picks its own fleet in this set-up. */
export function picksFleets(setup: unknown): boolean {
  return asRecord(setup)['fleetChoice'] === 'each_side';
}

/** The set-up with fleet choice turned on or off; off drops the drawn zones too. */
export function setPicksFleets(setup: unknown, on: boolean): unknown {
  const next = asRecord(setup);
  if (on) next['fleetChoice'] = 'each_side';
  else {
    delete next['fleetChoice'];
    delete next['fleetZones'];
  }
  return next;
}

/**
 * Adds `label` to `seat`'s zone, or takes it out if it is there. The zone starts from the one
 * shown (`shown`, the default rule's until the creator draws); the hex leaves any other side's
 * drawn zone, since a hex belongs to one zone only.
 */
export function toggleZoneHex(setup: unknown, shown: Zones, seat: SeatId, label: string): unknown {
  const next = asRecord(setup);
  const drawn: Record<SeatId, string[]> = {};
  for (const [s, hexes] of Object.entries(asRecord(next['fleetZones'])))
    drawn[s] = (hexes as string[]).filter((h) => s === seat || h !== label);
  const own = drawn[seat] ?? [...(shown[seat] ?? [])];
  drawn[seat] = own.includes(label) ? own.filter((h) => h !== label) : [...own, label];
  for (const [s, hexes] of Object.entries(shown))
    if (s !== seat && drawn[s] === undefined && hexes.includes(label))
      drawn[s] = hexes.filter((h) => h !== label);
  next['fleetZones'] = drawn;
  return next;
}

/** The zones as board marks: the chosen side's as `legal`, the others' as a faint band. */
export function zoneMarks(zones: Zones | null, seat: SeatId): HexMark[] {
  if (!zones) return [];
  return Object.entries(zones).flatMap(([s, labels]) =>
    labels.flatMap((label) => {
      const hex = parseLabel(label);
      return hex.ok ? [{ hex: hex.value, kind: s === seat ? 'legal' : 'band-long' } as const] : [];
    }),
  );
}
