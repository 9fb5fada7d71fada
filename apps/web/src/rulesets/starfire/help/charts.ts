import { html, type TemplateResult } from 'lit';
import { HOUSE_RULES, WEAPON_CODES, maxRange } from '@broadside/rules/starfire';
import {
  CHART_RANGES,
  HULL_COLUMNS,
  INTERCEPT_COLUMNS,
  SYSTEM_COLUMNS,
  hullChartRows,
  interceptRows,
  systemChartRows,
  weaponChartRows,
  weaponRangeRows,
} from './chart-rows.js';
import { SYSTEM_ROLES, WEAPON_KIND_WORDS } from './system-notes.js';

/** The charts of the rules page, drawn from chart-rows.ts. */

/** A table whose rows turn into labelled cards on a phone. */
export function stackTable(
  testId: string,
  columns: readonly string[],
  rows: readonly (readonly (string | TemplateResult)[])[],
): TemplateResult {
  return html`<table class="chart stack" data-testid=${testId}>
    <thead>
      <tr>
        ${columns.map((c) => html`<th>${c}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            ${row.map((cell, i) => html`<td data-label=${columns[i] ?? ''}>${cell}</td>`)}
          </tr>`,
      )}
    </tbody>
  </table>`;
}

/** The Weapon Chart as on paper (a to-hit and a damage row per weapon), and on its side for phones. */
export function weaponChart(): TemplateResult {
  const rows = weaponChartRows();
  return html`<table class="chart weapons wide-only" data-testid="weapon-chart">
      <thead>
        <tr>
          <th>Weapon</th>
          <th></th>
          ${CHART_RANGES.map((r) => html`<th class="num">${r}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (w) =>
            html`<tr class="to-hit" data-weapon=${w.code} data-row="to-hit">
                <th rowspan="2" title=${w.name}><span class="code">${w.code}</span></th>
                <td>to-hit</td>
                ${w.toHit.map((c) => html`<td class="num">${c}</td>`)}
              </tr>
              <tr data-weapon=${w.code} data-row="damage">
                <td>damage</td>
                ${w.damage.map((c) => html`<td class="num">${c}</td>`)}
              </tr>`,
        )}
      </tbody>
    </table>
    <table class="chart weapons narrow-only" data-testid="weapon-chart-by-range">
      <thead>
        <tr>
          <th>Range</th>
          ${WEAPON_CODES.map((c) => html`<th class="num">${c}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${weaponRangeRows().map(
          (row) =>
            html`<tr>
              ${row.map((c) => html`<td class="num">${c}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
    <p>
      Range is counted in hexes, the target's hex included and the firer's not. Roll one
      d${HOUSE_RULES.dieSides} per weapon: equal to or under the to-hit number hits and does the
      damage at that range. On a phone the chart is turned on its side, each cell reading
      to-hit/damage; – means the weapon cannot fire at that range.
    </p>`;
}

/** The weapon letters: code, name, kind and rate of fire. */
export function weaponLetters(): TemplateResult {
  return stackTable(
    'weapon-letters',
    ['Letter', 'Weapon', 'Kind', 'Rate of fire', 'Longest range'],
    weaponChartRows().map((w) => [
      html`<span class="code">${w.code}</span>`,
      w.name,
      WEAPON_KIND_WORDS[w.kind] ?? w.kind,
      w.rateOfFire,
      String(maxRange(w.code)),
    ]),
  );
}

/** The Hull Chart. */
export function hullChart(): TemplateResult {
  return stackTable('hull-chart', HULL_COLUMNS, hullChartRows());
}

/** The System Chart, with what each system does. */
export function systemChart(): TemplateResult {
  return stackTable(
    'system-chart',
    [...SYSTEM_COLUMNS, 'In play'],
    systemChartRows().map((row) => [
      ...row,
      SYSTEM_ROLES[row[0] as keyof typeof SYSTEM_ROLES] ?? '',
    ]),
  );
}

/** The Point Defense intercept table. */
export function interceptChart(): TemplateResult {
  return stackTable('intercept-chart', INTERCEPT_COLUMNS, interceptRows());
}

/** A modifier as written on a chart: `+1`, `−3`. */
function signed(n: number): string {
  return n > 0 ? `+${n}` : `−${Math.abs(n)}`;
}

/** What changes a to-hit number or a range, from the house rules. */
export function toHitModifiers(): TemplateResult {
  const h = HOUSE_RULES;
  return html`<h3>To-hit modifiers and range</h3>
    <ul data-testid="to-hit-modifiers">
      <li>
        Without Combat Sensors (Y) a ship targets only out to ${h.targetingLimit} hexes; with them,
        to the weapon's longest range.
      </li>
      <li>${signed(h.engineModulationPenalty)} against a ship using Engine Modulation.</li>
      <li>
        ${signed(h.transitFirerPenalty)} for a ship firing on the turn it came through a warp point.
      </li>
      <li>
        ${signed(h.transitTargetPenalty)} against a ship that came through a warp point this turn.
      </li>
      <li>${signed(h.torpedoVsBaseBonus)} for plasma torpedoes fired at a base.</li>
      <li>
        A base with Combat Sensors takes ${h.baseRangeReduction} off the range of its missiles and
        torpedoes, but never below ${h.baseRangeFloor}.
      </li>
      <li>
        Datalink (Z): ships within ${h.datalinkRange} hexes of each other that all have a working
        Datalink aim with whichever member's range to the target gives the best to-hit number;
        damage still uses the firer's own range.
      </li>
      <li>A to-hit number below ${h.minimumToHit} cannot hit, so the shot is not allowed.</li>
    </ul>`;
}
