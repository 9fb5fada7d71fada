import type { EventOfType } from '@broadside/rules/starfire';

/** What a refusal code says about the nearest enemy, in a few words. */
const BLOCKED: Record<string, string> = {
  'order/out_of_range': 'out of range of every weapon',
  'order/beyond_targeting_limit': 'beyond the 10-hex targeting limit',
  'order/in_blindspot': 'in its blindspot',
  'order/outside_restricted_arc': 'outside its weapons’ arc',
  'order/target_sheltered': 'sheltering behind a planet or moon',
  'order/firer_sheltered': 'outside its hex while it shelters',
  'order/cannot_hit': 'beyond any to-hit number',
};

/**
 * Words for a ship skipped in the combat phase because it has no shot (Combat Phase: ships with
 * no chance to damage an opponent are skipped): no enemy on the map, every weapon destroyed,
 * launchers empty with no reload, or no weapon that can bear on or reach an enemy (naming the
 * nearest and its range).
 */
export function cannotFireText(
  e: EventOfType<'cannot_fire'>,
  name: (id: string) => string,
): string {
  const ship = name(e.unit);
  const near = e.nearest
    ? `${name(e.nearest.unit)}, at range ${e.nearest.range}`
    : 'no enemy on the map';
  switch (e.reason) {
    case 'no_enemy':
      return `${ship} cannot fire: no enemy on the map.`;
    case 'weapons_destroyed':
      return `${ship} cannot fire: every weapon is destroyed (nearest enemy ${near}).`;
    case 'out_of_munitions':
      return `${ship} cannot fire: its launchers are empty and no magazine can reload them (nearest enemy ${near}).`;
    case 'no_shot': {
      const why = e.blocked ? (BLOCKED[e.blocked] ?? e.blocked) : 'out of reach';
      return `${ship} cannot fire: no weapon bears on an enemy; the nearest, ${near}, is ${why}.`;
    }
  }
}
