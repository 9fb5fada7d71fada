import { html, type TemplateResult } from 'lit';
import {
  CLASS_IDS,
  CLASSES,
  CQ_RANGE,
  MAX_SHIPS_PER_SIDE,
  POINTS_WEIGHTS,
  classPoints,
} from '@broadside/rules/scl';

const w = POINTS_WEIGHTS;

/**
 * Custom battles and their points on the Star Cruiser Lite rules page
 * (docs/rules/star-cruiser-lite.md, Custom battles and Points), figures from the rules package.
 */
export function sclCustomHelp(): TemplateResult {
  return html`<h2>Custom battles and points</h2>
    <p data-testid="scl-custom-help">
      A custom battle starts from a scenario and changes any of: the map size, each side's ships
      (any warship class, each on a hex of your choice with a facing and a crew quality from
      ${CQ_RANGE[0]} to +${CQ_RANGE[1]}; up to ${MAX_SHIPS_PER_SIDE} a side, no two in one hex; a
      Marne brings its fighter flights aboard), the turn limit, and the victory (a battle, a carrier
      battle lost with side A's first ship, or a breakout by side B across the right edge). A set-up
      the rules cannot play is refused with the part at fault named, and nothing is created.
    </p>
    <h3>Your own ships</h3>
    <p data-testid="scl-own-help">
      Convert a ship in the <a href="#/designer/scl">converter</a> and save it under “Your designs”:
      it appears, marked “yours”, in the lobby's custom forces, and “Field it” opens the lobby with
      it leading side A. A share code carries a design to another player; an imported one is
      converted first, and refused with the conversion's reason if it cannot be. The game keeps your
      Star Cruiser figures and converts them by the rules' own steps, so it reads your ship exactly
      as the converter showed it: 1:1 and 1:2 warships, 1:4 fighters, flexible flights and carriers
      of your own fighters alike. Your ship costs the points the formula below gives its converted
      figures.
    </p>
    <p>
      The seed prices nothing, so Broadside gives each class points from its converted figures:
      <b
        >HP + ${w.batteries} × batteries + ${w.armor} × armor + thrust + magazine + ${w.subs} ×
        submunitions, plus the flights carried</b
      >. A side may be given a budget: its ships may not cost more.
    </p>
    <table data-testid="scl-points-table">
      <thead>
        <tr>
          <th>Class</th>
          <th>Points</th>
        </tr>
      </thead>
      <tbody>
        ${CLASS_IDS.map(
          (id) =>
            html`<tr>
              <td>${CLASSES[id]!.name}</td>
              <td>${classPoints(CLASSES[id]!)}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}
