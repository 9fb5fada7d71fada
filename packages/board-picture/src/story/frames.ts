import {
  hexEquals,
  replayRecord,
  type AnyRuleset,
  type GameRecord,
  type Hex,
} from '@broadside/rules';
import type { MapShot, MapUnit } from '../map-data.js';
import { AFT } from '../models/startrek.js';
import { boardPicture, type BoardPicture } from '../picture.js';
import { stepMoves } from './moves.js';
import { stepShots } from './shots.js';

/** Where a unit went during a frame, hex by hex as the steps left it; the first hex is its start. */
export interface StoryTrail {
  readonly unitId: string;
  readonly side: string;
  readonly hexes: readonly Hex[];
}

/** One picture of a game's story: the position at the end of a turn and what happened in it. */
export interface StoryFrame {
  /** The game turn whose end it shows; `null` for the set-up (the position as created). */
  readonly turn: number | null;
  /** Record sequence number of the frame's last step (0 for the set-up). */
  readonly seq: number;
  /** The spectator's view after the frame, as a picture. */
  readonly picture: BoardPicture;
  /** Every unit the spectator saw move during the frame. */
  readonly trails: readonly StoryTrail[];
  /** The frame's fire, hits marked, as the web board animates it. */
  readonly shots: readonly MapShot[];
  /** The frame's events as a spectator of the finished game sees them. */
  readonly events: readonly unknown[];
}

/** The spectator's side of one replayed step. */
interface Sample {
  readonly seq: number;
  /** The turn after the step. */
  readonly turn: number | null;
  readonly view: unknown;
  readonly picture: BoardPicture;
  readonly events: readonly unknown[];
}

const SPECTATOR = { kind: 'spectator' } as const;

/** Units that may leave a trail: on the map, not the aft half of a Star Trek stand. */
function tracked(units: readonly MapUnit[]): Map<string, MapUnit & { hex: Hex }> {
  const out = new Map<string, MapUnit & { hex: Hex }>();
  for (const u of units)
    if (u.hex && !u.id.endsWith(AFT) && (u.state === 'active' || u.state === 'destroyed'))
      out.set(u.id, u as MapUnit & { hex: Hex });
  return out;
}

/**
 * The picture with each destroyed unit the view no longer places (Starfire's views drop a
 * destroyed ship's hex) drawn as a wreck where it was last seen.
 */
function withWrecks(picture: BoardPicture, lastHex: ReadonlyMap<string, Hex>): BoardPicture {
  if (!picture.units.some((u) => u.hex === null && u.state === 'destroyed')) return picture;
  return {
    ...picture,
    units: picture.units.map((u) =>
      u.hex === null && u.state === 'destroyed' && lastHex.has(u.id)
        ? { ...u, hex: lastHex.get(u.id)! }
        : u,
    ),
  };
}

/**
 * The trails of a frame's samples, starting where the sample before them left each unit: the
 * hexes each step's moving events passed through, then where the step left the unit. Only units
 * still listed at the frame's end keep theirs.
 */
function trailsOf(rulesetId: string, start: Sample | undefined, samples: readonly Sample[]) {
  const trails = new Map<string, { side: string; hexes: Hex[] }>();
  const extend = (id: string, side: string, hexes: readonly Hex[]) => {
    const trail = trails.get(id) ?? { side, hexes: [] };
    for (const h of hexes) {
      const last = trail.hexes.at(-1);
      if (!last || !hexEquals(last, h)) trail.hexes.push(h);
    }
    trails.set(id, trail);
  };
  for (const sample of start ? [start, ...samples] : samples) {
    const units = tracked(sample.picture.units);
    if (sample !== start)
      for (const m of stepMoves(rulesetId, sample.events)) {
        // Only units the picture knows (a spectator sees them) leave a trail.
        const side = units.get(m.unit)?.side ?? trails.get(m.unit)?.side;
        if (side !== undefined) extend(m.unit, side, m.hexes);
      }
    for (const u of units.values()) extend(u.id, u.side, [u.hex]);
  }
  // A unit gone from the map's list by the frame's end (a Star Trek cloak token a scan or
  // decloak removed) leaves no trail: it would end nowhere.
  const last = samples.at(-1)?.picture.units ?? [];
  const remaining = new Set(last.map((u) => u.id));
  return [...trails.entries()]
    .filter(([id, t]) => t.hexes.length > 1 && remaining.has(id))
    .map(([unitId, t]): StoryTrail => ({ unitId, side: t.side, hexes: t.hexes }));
}

/**
 * The story of a game as pictures: replays the record (its dice from its revealed seed) and
 * gives one frame for the set-up, then one per game turn (the steps played while the game stood
 * at that turn), the last one the final position. Everything is what a spectator sees: the
 * spectator's view after each step and the spectator's copy of every event, so a cloaked or
 * undetected ship never shows. A record of another ruleset, one without a map model or one that
 * does not replay from its start gives no frames; a record that breaks off later gives the
 * frames up to the break.
 */
export function storyFrames(ruleset: AnyRuleset, record: GameRecord): StoryFrame[] {
  if (record.ruleset.id !== ruleset.id) return [];
  const samples: Sample[] = [];
  /** Where each unit was last seen on the map, for the wrecks a view no longer places. */
  const lastHex = new Map<string, Hex>();
  let drawable = true;
  replayRecord(
    record,
    { [ruleset.id]: ruleset },
    {
      allowVersionMismatch: true,
      onStep: (step, state) => {
        const view = ruleset.view(state, SPECTATOR);
        let picture = drawable ? boardPicture(ruleset.id, view) : null;
        if (!picture) {
          drawable = false;
          return;
        }
        picture = withWrecks(picture, lastHex);
        for (const u of picture.units) if (u.hex) lastHex.set(u.id, u.hex);
        const events = step.events.flatMap((e) => {
          const seen: unknown = ruleset.viewEvent(e, SPECTATOR);
          return seen === null ? [] : [seen];
        });
        samples.push({ seq: step.seq, turn: ruleset.turn(state), view, picture, events });
      },
    },
  );
  const [created, ...played] = samples;
  if (!drawable || !created) return [];
  const frames: StoryFrame[] = [frame(ruleset.id, null, undefined, [created])];
  let start = created;
  let group: Sample[] = [];
  for (const [i, sample] of played.entries()) {
    group.push(sample);
    // A frame ends when the turn moves on, or with the last step.
    if (i === played.length - 1 || sample.turn !== start.turn) {
      frames.push(frame(ruleset.id, start.turn, start, group));
      start = sample;
      group = [];
    }
  }
  return frames;
}

/** A frame of `samples` (in order), which start from the position of `start`. */
function frame(
  rulesetId: string,
  turn: number | null,
  start: Sample | undefined,
  samples: readonly Sample[],
): StoryFrame {
  const last = samples[samples.length - 1]!;
  const shots: MapShot[] = [];
  let before: unknown = start?.view ?? null;
  for (const s of samples) {
    shots.push(...stepShots(rulesetId, s.events, s.view, before));
    before = s.view;
  }
  return {
    turn,
    seq: last.seq,
    picture: last.picture,
    trails: trailsOf(rulesetId, start, samples),
    shots,
    events: samples.flatMap((s) => s.events),
  };
}
