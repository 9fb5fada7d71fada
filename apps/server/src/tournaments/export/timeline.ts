import type { ReportEvent } from './battle-report.js';

/** Event types that make a battle's key moments: kills, criticals, escapes, concessions. */
const KEY_EVENT = /destroyed|escaped|critical|system_check|systems_hit|conceded|surrender|boarding/;

/** Fields that name what an event is about, in the order they are tried. */
const SUBJECT_FIELDS = ['unit', 'unitId', 'ship', 'shipId', 'target', 'id', 'seat', 'side'];

/**
 * A short timeline of a game's key events from its log, whatever the ruleset: events whose
 * `type` names a kill, a critical, an escape or a concession, with what they are about and the
 * turn (from the latest `turn_started`-like event carrying a `turn`). At most `limit` lines.
 */
export function keyEvents(batches: readonly (readonly unknown[])[], limit = 12): ReportEvent[] {
  const out: ReportEvent[] = [];
  let turn: number | null = null;
  for (const events of batches) {
    for (const e of events) {
      if (typeof e !== 'object' || e === null) continue;
      const event = e as Record<string, unknown>;
      if (typeof event.turn === 'number') turn = event.turn;
      const type = typeof event.type === 'string' ? event.type : '';
      if (!KEY_EVENT.test(type)) continue;
      const words = type.replace(/_/g, ' ');
      const subject = SUBJECT_FIELDS.map((f) => event[f]).find(
        (v): v is string => typeof v === 'string' && v.length > 0,
      );
      out.push({
        turn,
        text: `${words[0]!.toUpperCase()}${words.slice(1)}${subject ? `: ${subject}` : ''}`,
      });
    }
  }
  if (out.length <= limit) return out;
  return [...out.slice(0, limit - 1), out.at(-1)!];
}
