import { html, type TemplateResult } from 'lit';
import { HOUSE_RULES, type HouseRules } from '@broadside/rules/starfire';
import rulingsDoc from '../../../../../../docs/rules/starfire.md?raw';
import { markdownBlocks } from '../../../help/markdown.js';
import { helpHref } from '../../../help/section-link.js';

/**
 * The house rules: every number of the rules package's `HOUSE_RULES` with what it is for, and
 * the rulings document (docs/rules/starfire.md) with the reason for each ruling.
 */

/** What each house-rule number is, and where the rulings explain it. */
export const HOUSE_RULE_WORDS: Readonly<Record<keyof HouseRules, readonly [string, string]>> = {
  dieSides: ['Faces of every die', 'dice'],
  minimumToHit: ['Lowest to-hit number that can still hit', 'to-hit-number'],
  targetingLimit: ['Targeting limit without Combat Sensors (hexes)', 'targeting-limit'],
  munitionsPerLauncher: ['Munitions each launcher (R, G, Pt) starts with', 'munitions'],
  reloadsPerMagazine: ['Reloads in each Magazine (Mg)', 'munitions'],
  datalinkRange: ['Datalink group range (hexes)', 'datalink'],
  baseRangeReduction: [
    'Range a base with Combat Sensors takes off missile and torpedo shots',
    'bases-1',
  ],
  baseRangeFloor: ['The base range reduction never goes below', 'bases-1'],
  shieldRecoveryTurns: [
    'Turns without non-laser damage before a shield returns',
    'shield-recovery',
  ],
  torpedoVsBaseBonus: ['To-hit bonus for torpedoes against a base', 'bases-1'],
  engineModulationPenalty: [
    'To-hit modifier against a ship using Engine Modulation',
    'hard-turn-and-engine-modulation',
  ],
  engineModulationExtraMp: [
    'MP beyond the turn mode that Engine Modulation needs',
    'hard-turn-and-engine-modulation',
  ],
  transitFirerPenalty: ['To-hit modifier for a ship firing on its transit turn', 'transit-turn'],
  transitTargetPenalty: ['To-hit modifier against a ship on its transit turn', 'transit-turn'],
  transitPointDefensePenalty: ['Point Defense modifier on the transit turn', 'transit-turn'],
  freighterDamageMultiplier: ['Damage multiplier for freighters', 'damage'],
  defaultMap: ['Map size when the scenario sets none (columns × rows)', 'default-map'],
  warpTransitsPerStep: ['Units through one warp point per MP step', 'passing-through'],
  warpExitsPerStep: ['Units leaving through warp points per MP step of the game', 'exit'],
};

/** A house-rule value as text: numbers signed where they are modifiers, the map as `44 × 34`. */
export function houseRuleValue(key: keyof HouseRules): string {
  const value = HOUSE_RULES[key];
  if (typeof value === 'object') return `${value.columns} × ${value.rows}`;
  return /Penalty|Bonus/.test(key) && value > 0 ? `+${value}` : String(value);
}

/** The prefix of the rulings document's heading ids on the page. */
export const RULING_ID_PREFIX = 'rule-';

/** The numbers of the house rules, each linked to its ruling. */
export function houseNumbers(): TemplateResult {
  const keys = Object.keys(HOUSE_RULE_WORDS) as (keyof HouseRules)[];
  return html`<p>
      Every number the engine plays by that is not in a chart. Each links to the ruling below that
      explains it.
    </p>
    <table class="chart stack" data-testid="house-rules">
      <thead>
        <tr>
          <th>House rule</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        ${keys.map(
          (key) =>
            html`<tr data-key=${key}>
              <td data-label="House rule">
                <a href=${helpHref('starfire', `${RULING_ID_PREFIX}${HOUSE_RULE_WORDS[key][1]}`)}
                  >${HOUSE_RULE_WORDS[key][0]}</a
                >
              </td>
              <td data-label="Value">${houseRuleValue(key)}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}

/** The rulings document, every ruling with its reason; its own links stay on the page. */
export function rulingsText(): TemplateResult {
  const blocks = markdownBlocks(rulingsDoc, {
    idPrefix: RULING_ID_PREFIX,
    link: (target) =>
      target.startsWith('#') ? helpHref('starfire', `${RULING_ID_PREFIX}${target.slice(1)}`) : null,
  });
  return html`<div class="rulings" data-testid="rulings-text">${blocks.slice(1)}</div>`;
}
