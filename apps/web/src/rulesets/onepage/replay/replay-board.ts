import { html } from 'lit';
import { replayMap, replayPosition } from '../../../replay/replay-map.js';
import type { Hex } from '@broadside/rules';
import type { OnepageEvent, OnepageView } from '@broadside/rules/onepage';
import type { HexLine, HexMark } from '../../../map/map-data.js';
import type { ReplayStep, ReplayTimeline } from '../../../replay/replay-steps.js';
import type { ReplayContext, ReplayFrame } from '../../types.js';
import { describer } from '../describer.js';
import { legendSides, mapBounds, mapTerrain, mapUnits, shipHexes } from '../battle/map-model.js';
import { phaseTitle } from '../battle/phase-text.js';
import '../battle/ship-cards.js';

type Step = ReplayStep<OnepageView, OnepageEvent>;

/**
 * A view with a step's events so far laid over the view before the step: where ships and
 * missiles went, hull and losses, launches, ships destroyed or escaped. Nothing is decided
 * here: each event's own fields are copied. The input is not changed.
 */
export function overlayEvents(before: OnepageView, events: readonly OnepageEvent[]): OnepageView {
  const ships = new Map(before.ships.map((s) => [s.id, { ...s }]));
  const missiles = new Map(before.missiles.map((m) => [m.id, { ...m }]));
  let turn = before.turn;
  for (const e of events) {
    if (e.type === 'turn_started') turn = e.turn;
    else if (e.type === 'ships_stepped')
      for (const m of e.moves)
        Object.assign(ships.get(m.ship) ?? {}, { hex: m.to, heading: m.heading });
    else if (e.type === 'gravity_pull')
      Object.assign(ships.get(e.unit) ?? missiles.get(e.unit) ?? {}, { hex: e.to });
    else if (e.type === 'ship_escaped')
      Object.assign(ships.get(e.ship) ?? {}, { status: 'escaped' });
    else if (e.type === 'ship_destroyed')
      Object.assign(ships.get(e.ship) ?? {}, { status: 'destroyed' });
    else if (e.type === 'damage') {
      const s = ships.get(e.ship);
      if (s)
        Object.assign(s, {
          hull: e.hullLeft,
          hits: e.hitsBefore + e.hullHits,
          guns: Math.max(0, s.guns - e.lost.guns),
          launchers: Math.max(0, s.launchers - e.lost.launchers),
          mp: Math.max(0, s.mp - e.lost.mp),
        });
    } else if (e.type === 'missile_launched') {
      const from = ships.get(e.ship);
      if (from) from.missiles = e.stockLeft;
      missiles.set(e.missile, {
        id: e.missile,
        side: from?.side ?? 'A',
        ship: e.ship,
        target: e.target,
        hex: e.hex,
        heading: 0,
        turnsLeft: 0,
      });
    } else if (e.type === 'missile_moved') {
      const m = missiles.get(e.missile);
      if (m) m.hex = e.path.at(-1) ?? m.hex;
    } else if (e.type === 'missile_lost') missiles.delete(e.missile);
    else if (e.type === 'missile_attack') missiles.delete(e.missile);
  }
  return { ...before, turn, ships: [...ships.values()], missiles: [...missiles.values()] };
}

/** A shot's line of fire, a step's moves, or the unit an event is about. */
function highlights(view: OnepageView, e: OnepageEvent | undefined) {
  const lines: HexLine[] = [];
  const marks: HexMark[] = [];
  let path: Hex[] = [];
  const hexOf = (id: string) =>
    view.ships.find((s) => s.id === id)?.hex ?? view.missiles.find((m) => m.id === id)?.hex;
  const fire = (from: string, to: string) => {
    const a = hexOf(from);
    const b = hexOf(to);
    if (a) marks.push({ hex: a, kind: 'focus' });
    if (b) marks.push({ hex: b, kind: 'target' });
    if (a && b) lines.push({ from: a, to: b, kind: 'fire' });
  };
  if (e?.type === 'gun_shot') fire(e.ship, e.target);
  else if (e?.type === 'missile_attack') fire(e.missile, e.target);
  else if (e?.type === 'damage') fire(e.by, e.ship);
  else if (e?.type === 'missile_moved') path = [e.from, ...e.path];
  else if (e?.type === 'gravity_pull') path = [e.from, e.to];
  else if (e?.type === 'ships_stepped')
    for (const m of e.moves) marks.push({ hex: m.to, kind: 'path' });
  return { lines, marks, path };
}

/** The one-page replay board as of an event: map, legend and ship cards. */
export function onepageReplayFrame({ timeline: any, index }: ReplayContext): ReplayFrame {
  const timeline = any as ReplayTimeline<OnepageView, OnepageEvent>;
  const at = replayPosition(timeline, index);
  const entry = at?.entry;
  const view = !at
    ? (timeline.steps[0] as Step).view
    : at.lastOfBatch
      ? at.step.view
      : overlayEvents(at.before, at.step.events.slice(0, at.entry.index + 1));
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
    cards: html`<onepage-ship-cards .view=${view}></onepage-ship-cards>`,
    describe: describer(view),
    focusHexes: shipHexes(view),
  };
}
