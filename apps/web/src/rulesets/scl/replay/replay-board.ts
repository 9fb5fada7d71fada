import { html } from 'lit';
import { replayMap } from '../../../replay/replay-map.js';
import type { Hex } from '@broadside/rules';
import type { SclEvent, SclView } from '@broadside/rules/scl';
import type { HexLine, HexMark } from '../../../map/map-data.js';
import type { ReplayStep, ReplayTimeline } from '../../../replay/replay-steps.js';
import type { ReplayContext, ReplayFrame } from '../../types.js';
import { describer } from '../describer.js';
import { legendSides, mapBounds, mapUnits, unitHexes } from '../battle/map-model.js';
import { phaseTitle } from '../battle/phase-text.js';
import '../battle/ship-cards.js';

type Step = ReplayStep<SclView, SclEvent>;

/** A move's path, or an attack's line of fire, of the event the scrubber stands on. */
function highlights(view: SclView, e: SclEvent | undefined) {
  const lines: HexLine[] = [];
  const marks: HexMark[] = [];
  let path: Hex[] = [];
  const hexOf = (id: string | null) => (id ? view.units.find((u) => u.id === id)?.hex : undefined);
  if (e?.type === 'beam_shot' || e?.type === 'missile_attack' || e?.type === 'submunition_shot') {
    const a = hexOf(e.firer);
    const b = hexOf(e.target);
    if (b) marks.push({ hex: b, kind: 'target' });
    if (a && b) lines.push({ from: a, to: b, kind: 'fire' });
  } else if (e?.type === 'unit_moved') path = [e.from, ...e.path];
  else if (e && 'unit' in e && typeof e.unit === 'string') {
    const h = hexOf(e.unit);
    if (h) marks.push({ hex: h, kind: 'focus' });
  }
  return { lines, marks, path };
}

/**
 * The SCL replay board as of an event: the spectator's view after that event's batch (what
 * both sides knew), the event's path or line of fire, and the record cards.
 */
export function sclReplayFrame({ timeline: any, index }: ReplayContext): ReplayFrame {
  const timeline = any as ReplayTimeline<SclView, SclEvent>;
  const first = timeline.steps[0] as Step;
  const entry = timeline.log[index];
  let view = first.view;
  if (index >= 0 && entry) {
    const step = timeline.steps.find((s) => s.seq === entry.seq);
    if (step) view = step.view;
  }
  const drawn = highlights(view, entry?.event);
  return {
    title: phaseTitle(view),
    board: replayMap({
      bounds: mapBounds(view),
      units: mapUnits(view),
      marks: drawn.marks,
      lines: drawn.lines,
      path: drawn.path,
      sides: legendSides(view),
    }),
    cards: html`<scl-ship-cards .view=${view}></scl-ship-cards>`,
    describe: describer(view),
    focusHexes: unitHexes(view),
  };
}
