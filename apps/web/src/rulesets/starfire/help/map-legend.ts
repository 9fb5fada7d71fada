import { html, type TemplateResult } from 'lit';
import { HOUSE_RULES } from '@broadside/rules/starfire';
import type { SwatchLook } from './map-swatch.js';
import './map-swatch.js';

/** One entry of the map key: how it looks and what it means. */
export interface LegendEntry {
  readonly look: SwatchLook;
  readonly name: string;
  readonly meaning: string;
}

/** Every shading, line and colour of the Starfire map, grouped as the key shows them. */
export const MAP_LEGEND: readonly {
  readonly group: string;
  readonly entries: readonly LegendEntry[];
}[] = [
  {
    group: 'The map',
    entries: [
      {
        look: 'grid',
        name: 'Hex and label',
        meaning:
          'Each hex is labelled CCRR: column from 01 at the left, row from 01 at the top. Labels are drawn at one readable size; zoomed too far out for them to fit, only the hex under the pointer shows its label (also in the corner). The map’s Fleets button (key v) fits every unit in view, Map (key 0) the whole map.',
      },
      {
        look: 'terrain-disc',
        name: 'Planet (blue disc)',
        meaning: 'Does not block movement or fire; a ship in its hex may shelter behind it.',
      },
      {
        look: 'terrain-dot',
        name: 'Moon (grey dot)',
        meaning: 'As a planet: a ship in its hex may shelter behind it.',
      },
      {
        look: 'terrain-ring',
        name: 'Warp point (violet dashed ring)',
        meaning:
          'Ships waiting off the map come through here, one per MP step; a ship may also leave the map through it.',
      },
    ],
  },
  {
    group: 'Counters',
    entries: [
      {
        look: 'counter-A',
        name: 'Side A (orange circle)',
        meaning:
          'Each side has its own colour and shape; the key in the map corner names them. The hull code is written inside, the ship name below, and the pointer shows its facing (A is up, then B to F clockwise).',
      },
      {
        look: 'counter-B',
        name: 'Side B (sky-blue square)',
        meaning: 'Side B. Sides C to F, when a game has them, are green, yellow, pink and red.',
      },
      {
        look: 'selected',
        name: 'White outline',
        meaning: 'The selected ship: the one the orders and the record card are about.',
      },
      {
        look: 'badge',
        name: 'Amber range label (7 hx)',
        meaning:
          'Over each enemy once the ships are deployed: its range in hexes from the selected ship (one of yours, when you play), counted as weapon ranges are. A target in combat shows its to-hit numbers instead.',
      },
      {
        look: 'destroyed',
        name: 'Grey with a red cross',
        meaning: 'A wreck: destroyed, it stays where it died.',
      },
    ],
  },
  {
    group: 'While placing and moving',
    entries: [
      {
        look: 'mark-legal',
        name: 'Green hexes',
        meaning:
          'Where you may choose: a hex to deploy in or to place the warp point in; while moving, every hex the selected ship can still reach this turn (click one to plan a path there).',
      },
      {
        look: 'mark-focus',
        name: 'White hex outline',
        meaning: 'The hex you picked, or the units of a log line you clicked.',
      },
      {
        look: 'path',
        name: 'Blue dashed arrow',
        meaning:
          "The selected ship's movement this turn, from where it started through each hex it entered. While it moves, the arrow runs on to the hex under the pointer; in combat it shows how the ship got where it is.",
      },
      {
        look: 'route-planned',
        name: 'Orange line with a ring',
        meaning:
          'A path you planned for the selected ship, ending at the ring, not sent yet: confirm it (Enter or Go) or drop it (Escape or Undo).',
      },
      {
        look: 'route-queued',
        name: 'Pink dotted line with a ring',
        meaning:
          'Steps queued with the server: each is played for you when the movement phase asks for that ship, until the ring. A step that becomes illegal cancels the rest.',
      },
    ],
  },
  {
    group: 'While firing',
    entries: [
      {
        look: 'mark-target',
        name: 'Red hex',
        meaning: 'An enemy the selected ship can fire on with at least one weapon.',
      },
      {
        look: 'badge',
        name: 'Amber label',
        meaning:
          'Over a target: each weapon that can reach it, with its to-hit number (roll equal or under on a d10).',
      },
      {
        look: 'line-fire',
        name: 'Amber dotted line',
        meaning: 'A line of fire to a target no weapon is assigned to yet.',
      },
      {
        look: 'line-assigned',
        name: 'Red line',
        meaning: 'A line of fire to a target a weapon is assigned to.',
      },
      {
        look: 'mark-blind',
        name: 'Grey hatching',
        meaning:
          "The firer's blindspot, the 60° wedge straight behind it: nothing there can be fired on. Bases have none.",
      },
      {
        look: 'mark-restricted',
        name: 'Brown hatching',
        meaning: 'Outside the front 120° arc: restricted-arc (+) weapons cannot fire there.',
      },
      {
        look: 'mark-in-arc',
        name: 'Faint amber hexes',
        meaning: `The reach of the weapon under the pointer. Without Combat Sensors (Y) a ship can target only out to ${HOUSE_RULES.targetingLimit} hexes.`,
      },
    ],
  },
];

/** The map key, from {@link MAP_LEGEND}. */
export function mapLegend(): TemplateResult {
  return html`<p>
      An amber frame around the whole map means it has the keyboard focus: the arrow keys pan it, +
      and − zoom, 0 fits the whole map. The buttons in its lower right corner do the same.
    </p>
    ${MAP_LEGEND.map(
      (g) =>
        html`<h3>${g.group}</h3>
          <ul class="legend" data-testid="map-legend">
            ${g.entries.map(
              (e) =>
                html`<li data-look=${e.look}>
                  <map-swatch look=${e.look}></map-swatch>
                  <span><strong>${e.name}.</strong> ${e.meaning}</span>
                </li>`,
            )}
          </ul>`,
    )}`;
}
