import { html, type TemplateResult } from 'lit';
import {
  DEFAULT_DESIGNS,
  HULL_CODES,
  POINTS_PER_HULL_SPACE,
  SYSTEM_CODES,
  SYSTEMS,
  defaultDesign,
  designPoints,
  systemPoints,
} from '@broadside/rules/starfire';

/**
 * Points (issue 30): how a design is priced and what the default designs cost, every figure
 * from the rules package. The rules print no costs; docs/rules/starfire.md explains the choice.
 */
export function pointsRules(): TemplateResult {
  const w = POINTS_PER_HULL_SPACE;
  return html`<p>
      The Quick Start Rules print no costs, so Broadside prices a design from the two charts they do
      print. Each system is worth <b>1</b> (the hit it soaks: damage destroys one system per point)
      plus its hull spaces, counted <b>×${w.weapon}</b> for a weapon or a drive and
      <b>×${w.defense}</b> for anything else. The hull itself adds nothing. A fleet is worth the sum
      of its ships.
    </p>
    <p>
      A game may give a side a <b>budget</b>: its fleet may cost no more. When the creator picks the
      designs, an over-budget fleet is refused when the game is created; when each side picks its
      own, the lobby's budget must cover the default designs (a side that does not choose keeps
      them), and a fleet over the budget is refused until the side picks cheaper designs. The
      designer shows a design's points, the lobby each side's total.
    </p>
    <table data-testid="points-systems">
      <tr>
        <th>System</th>
        <th>HS</th>
        <th>Points</th>
      </tr>
      ${SYSTEM_CODES.map(
        (code) =>
          html`<tr>
            <td>${code} ${SYSTEMS[code].name}</td>
            <td>${SYSTEMS[code].hullSpaces}</td>
            <td>${systemPoints(code)}</td>
          </tr>`,
      )}
    </table>
    <table data-testid="points-defaults">
      <tr>
        <th>Hull</th>
        <th>Default design</th>
        <th>Points</th>
      </tr>
      ${HULL_CODES.map(
        (hull) =>
          html`<tr>
            <td>${hull}</td>
            <td>${DEFAULT_DESIGNS[hull].name} <code>${DEFAULT_DESIGNS[hull].text}</code></td>
            <td>${designPoints(defaultDesign(hull))}</td>
          </tr>`,
      )}
    </table>`;
}
