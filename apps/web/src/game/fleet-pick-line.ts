import type { DescribeEvent } from '../rulesets/contract/log-line.js';
import { playerName } from './player-names.js';

/**
 * The battle log's words for the fleet phase's one event (issue 30, "Each side picks its
 * fleet"): `fleet_chosen`, the same in every ruleset with the phase, so the shell words it once.
 * What was picked is never told.
 */
export function withFleetPickLines(describe: DescribeEvent): DescribeEvent {
  return (event, previous) => {
    const e = event as { readonly type?: unknown; readonly seat?: unknown } | null;
    return e?.type === 'fleet_chosen' && typeof e.seat === 'string'
      ? { text: `${playerName(e.seat)} has picked a fleet.`, units: [], tone: 'info' }
      : describe(event, previous);
  };
}
