import { html } from 'lit';
import { replayMap, replayPosition } from '../../../replay/replay-map.js';
import type { Hex } from '@broadside/rules';
import type { StartrekEvent, StartrekView } from '@broadside/rules/startrek';
import type { HexLine, HexMark } from '../../../map/map-data.js';
import type { ReplayStep, ReplayTimeline } from '../../../replay/replay-steps.js';
import type { ReplayContext, ReplayFrame } from '../../types.js';
import { describer } from '../describer.js';
import { legendSides, mapBounds, mapTerrain, mapUnits, standHexes } from '../battle/map-model.js';
import { phaseTitle } from '../battle/phase-text.js';
import { targetHex } from '../battle/overlay.js';
import '../battle/ship-cards.js';

type Step = ReplayStep<StartrekView, StartrekEvent>;

/** A volley's line of fire, a move's path, or the unit an event is about. */
export function highlights(view: StartrekView, e: StartrekEvent | undefined) {
  const lines: HexLine[] = [];
  const marks: HexMark[] = [];
  let path: Hex[] = [];
  const at = (id: string) => targetHex(view, id) ?? view.torpedoes.find((t) => t.id === id)?.hex;
  const fire = (from: string, to: string) => {
    const a = at(from);
    const b = at(to);
    if (a) marks.push({ hex: a, kind: 'focus' });
    if (b) marks.push({ hex: b, kind: 'target' });
    if (a && b) lines.push({ from: a, to: b, kind: 'fire' });
  };
  if (e?.type === 'phasers_fired' || e?.type === 'boarding_attempt') fire(e.ship, e.target);
  else if (e?.type === 'torpedo_launched') fire(e.ship, e.torpedo);
  else if (e?.type === 'torpedo_detonated') fire(e.torpedo, e.target);
  else if (e?.type === 'token_scanned') fire(e.ship, e.token);
  else if (e?.type === 'ship_moved') path = [e.from.hex, ...e.path];
  else if (e?.type === 'tokens_moved')
    for (const t of e.tokens) marks.push({ hex: t.to.hex, kind: 'path' });
  else if (e && 'ship' in e && typeof e.ship === 'string') {
    const h = at(e.ship);
    if (h) marks.push({ hex: h, kind: 'focus' });
  }
  return { lines, marks, path };
}

/**
 * The Star Trek replay board as of an event: the spectator's view before the event's batch (after
 * it, on the batch's last event), with the event's line of fire or path, and the ship cards.
 */
export function startrekReplayFrame({ timeline: any, index }: ReplayContext): ReplayFrame {
  const timeline = any as ReplayTimeline<StartrekView, StartrekEvent>;
  const at = replayPosition(timeline, index);
  const entry = at?.entry;
  const view = !at ? (timeline.steps[0] as Step).view : at.lastOfBatch ? at.step.view : at.before;
  const drawn = highlights(view, entry?.event);
  return {
    title: phaseTitle(view),
    board: replayMap({
      bounds: mapBounds(view),
      terrain: mapTerrain(view),
      units: mapUnits(view),
      marks: drawn.marks,
      lines: drawn.lines,
      path: drawn.path,
      sides: legendSides(view),
    }),
    cards: html`<startrek-ship-cards .view=${view}></startrek-ship-cards>`,
    describe: describer(view),
    focusHexes: standHexes(view),
  };
}
