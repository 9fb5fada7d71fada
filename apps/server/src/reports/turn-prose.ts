import type { DescribeEvent } from '@broadside/board-picture/narration';
import type { StoryFrame } from '@broadside/board-picture/story';
import { apartText, closingText, nearestEnemyDistance } from './fleet-distance.js';

/** Event types worth a line in a turn's summary, whatever the ruleset, most telling first. */
const KILLS = /^(ship|unit)_destroyed$|^side_conceded$/;
const ESCAPES = /^(ship|unit)_escaped$|^unit_exited$|^unit_left_map$/;
const HITS = /^damage(_applied)?$|^shields_hit$|^systems_hit$|^system_check$|^boarding_attempt$/;
const OTHERS =
  /^(missile_)?launched$|^torpedo_launched$|^contact_(gained|lost)$|^ship_(cloaked|decloaked)$|^assault$/;

/** The most lines a turn's summary quotes from the log; the rest are counted. */
export const MAX_LINES_PER_TURN = 5;

/** A turn in a few sentences, and what made it a key moment. */
export interface TurnSummary {
  /** The game turn, or null for the set-up. */
  readonly turn: number | null;
  readonly seq: number;
  /** Key-moment tags: `first contact`, `1 kill` / `2 kills`, `decisive turn`. */
  readonly moments: readonly string[];
  readonly sentences: readonly string[];
}

function typeOf(event: unknown): string {
  const t = typeof event === 'object' && event !== null ? (event as { type?: unknown }).type : '';
  return typeof t === 'string' ? t : '';
}

function rank(type: string): number {
  if (KILLS.test(type)) return 0;
  if (ESCAPES.test(type)) return 1;
  if (HITS.test(type)) return 2;
  if (OTHERS.test(type)) return 3;
  return -1;
}

/**
 * A log line cut short for prose: no parenthesised details (dice, boxes, stock left), only the
 * part before the first semicolon, ending in a full stop.
 */
export function shortLine(text: string): string {
  let s = text;
  for (let before = ''; before !== s;) {
    before = s;
    s = s.replace(/ ?\([^()]*\)/g, '');
  }
  s = s
    .split('; ')[0]!
    .trim()
    .replace(/[.:,;]+$/, '');
  return s.length > 0 ? `${s}.` : '';
}

/**
 * A short summary of each turn from its events, in the ruleset's own words (the battle log's):
 * kills and concessions, escapes, hits, launches and detections, at most
 * {@link MAX_LINES_PER_TURN} of them in log order (the most telling kept), then one line on how
 * the fleets closed or opened (nearest units of two sides, at the turn's start and end). The
 * set-up frame (turn null) says how far apart the fleets start.
 */
export function turnSummaries(
  frames: readonly Pick<StoryFrame, 'turn' | 'seq' | 'picture' | 'events'>[],
  describe: DescribeEvent | null,
): TurnSummary[] {
  let contact = false;
  return frames.map((frame, i) => {
    // Any other line the ruleset's words mark as a result (a ship leaving the battle for
    // points, say) counts as an escape; the game's end is the report's own last line.
    const rankOf = (event: unknown, at: number): number => {
      const type = typeOf(event);
      const known = rank(type);
      if (known >= 0 || !describe || type === 'game_over') return known;
      return describe(event, frame.events[at - 1]).tone === 'result' ? 1 : -1;
    };
    const keyed = frame.events
      .map((event, at) => ({ event, at, rank: rankOf(event, at) }))
      .filter((k) => k.rank >= 0);
    const kept = [...keyed]
      .sort((a, b) => a.rank - b.rank || a.at - b.at)
      .slice(0, MAX_LINES_PER_TURN)
      .sort((a, b) => a.at - b.at);
    const lines = describe
      ? kept.map((k) => shortLine(describe(k.event, frame.events[k.at - 1]).text))
      : [];
    const sentences = lines.filter((l) => l.length > 0);
    if (keyed.length > kept.length)
      sentences.push(`${keyed.length - kept.length} more event(s) in the log.`);
    const after = nearestEnemyDistance(frame.picture);
    const closing =
      i === 0 ? apartText(after) : closingText(nearestEnemyDistance(frames[i - 1]!.picture), after);
    if (closing) sentences.unshift(closing);
    const moments: string[] = [];
    const fight = keyed.some((k) => k.rank === 0 || k.rank === 2);
    if (fight && !contact) moments.push('first contact');
    contact ||= fight;
    const kills = frame.events.filter((e) => /^(ship|unit)_destroyed$/.test(typeOf(e))).length;
    if (kills > 0) moments.push(`${kills} kill${kills === 1 ? '' : 's'}`);
    if (i === frames.length - 1 && i > 0) moments.push('decisive turn');
    if (sentences.length === 0) sentences.push('Nothing of note.');
    return { turn: frame.turn, seq: frame.seq, moments, sentences };
  });
}
