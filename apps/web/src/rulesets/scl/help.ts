import { html, type TemplateResult } from 'lit';
import {
  CLASS_IDS,
  CLASSES,
  HOUSE_RULE_OPTIONS,
  SCENARIO_IDS,
  SCENARIOS,
} from '@broadside/rules/scl';
import rulesText from '../../../../../docs/rules/star-cruiser-lite.md?raw';
import { markdownBlocks } from '../../help/markdown.js';
import { sclCustomHelp } from './help-custom.js';
import { fleetPickHelp } from '../../game/fleet-pick-help.js';

export { markdownBlocks };

/** The Star Cruiser Lite rules page: quick reference, classes, scenarios and the full rules. */
export function sclHelp(): TemplateResult {
  return html`<section data-testid="rules-scl">
    <h2>Star Cruiser Lite — quick reference</h2>
    <ul>
      <li>
        Each turn: damage control, Full Stop and launches (both sides at once, secret); movement
        (one side's units at a time, slowest first; undetected units with their side's last move);
        detection and fire (both at once, secret); system checks.
      </li>
      <li>
        Movement steps: <code>F</code> forward one hex, <code>L</code>/<code>R</code> turn 60°,
        <code>SL</code>/<code>SR</code> slip (vector movement). Quasi-naval: no more than one turn
        per hex moved, so a unit that moves no hex may not turn.
      </li>
      <li data-testid="house-rules">
        House rules (off by default; off, the rules' words apply):
        ${HOUSE_RULE_OPTIONS.map(
          (o) =>
            html`<b>${o.label.replace(/^House rule: /, '')}</b> (<code>${o.id}</code>): ${o.help} `,
        )}
      </li>
      <li>
        Fire sectors: F (forward), P (port), S (starboard), A (aft) — each a 90° quadrant, shaded on
        the map for the selected ship. The dotted ring is its detection radius against a signature-0
        target.
      </li>
      <li>
        Beams: d6 + modifier per die; 1–3 no damage, 4–6 one point, 7+ two; an unmodified 1 misses.
        Armor saves one d10 per point (d10 + AP ≤ armor stops it; a 10 never does).
      </li>
      <li>
        Missiles and submunitions: d6 + modifier − point defense per die. A filled row of hit points
        forces a system check for every system.
      </li>
      <li>
        You see your own units and the enemy units you detect; undetected enemies are not on your
        map at all.
      </li>
    </ul>
    <h2>Classes</h2>
    <table data-testid="class-table">
      <thead>
        <tr>
          <th>Class</th>
          <th>Kind</th>
          <th>Thrust</th>
          <th>Hit rows</th>
          <th>Armor</th>
          <th>Batteries (sectors)</th>
          <th>Magazine</th>
        </tr>
      </thead>
      <tbody>
        ${CLASS_IDS.map((id) => {
          const c = CLASSES[id];
          if (!c) return null;
          return html`<tr>
            <td>${c.name}</td>
            <td>${c.kind}</td>
            <td>${c.thrust}</td>
            <td>${c.rows.join(' / ')}</td>
            <td>${c.armor}</td>
            <td>${c.batteryArcs.map((a) => a.join('')).join(', ') || '—'}</td>
            <td>${c.magazine}</td>
          </tr>`;
        })}
      </tbody>
    </table>
    <h2>Scenarios</h2>
    <ul>
      ${SCENARIO_IDS.map((id) => {
        const s = SCENARIOS[id];
        return html`<li>
          <strong>${s.name}</strong> (${s.turnLimit} turns): ${s.briefing} ${s.victoryText}
        </li>`;
      })}
    </ul>
    ${sclCustomHelp()} ${fleetPickHelp('converted classes')}
    <h2>Practice</h2>
    <p>
      Play both sides on one screen:
      ${SCENARIO_IDS.map((id) => html`<a href="#/practice/scl/${id}">${SCENARIOS[id].name}</a> `)}
    </p>
    <div data-testid="rules-text">${markdownBlocks(rulesText)}</div>
  </section>`;
}
