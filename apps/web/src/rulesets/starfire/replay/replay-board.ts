import { html } from 'lit';
import { replayMap } from '../../../replay/replay-map.js';
import type { ReplayContext, ReplayFrame } from '../../types.js';
import { describer } from '../describer.js';
import { legendSides, mapBounds, mapTerrain, mapUnits, shipHexes } from '../battle/map-model.js';
import { positionAt } from './event-position.js';
import '../battle/ship-cards.js';

/**
 * Starfire's replay board as of an event: the map with the units where the events so far put
 * them (a shot's line of fire, a move's path), the legend and the record cards.
 */
export function starfireReplayFrame({ timeline, index }: ReplayContext): ReplayFrame {
  const position = positionAt(timeline, index);
  const view = position.view;
  return {
    title: position.title,
    board: replayMap({
      bounds: mapBounds(view),
      terrain: mapTerrain(view),
      units: mapUnits(view),
      marks: position.marks,
      lines: position.lines,
      path: position.path,
      sides: legendSides(view),
    }),
    cards: html`<ship-cards .view=${view}></ship-cards>`,
    describe: describer(view),
    focusHexes: shipHexes(view),
  };
}
