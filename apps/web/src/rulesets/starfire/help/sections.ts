import { html, type TemplateResult } from 'lit';
import {
  hullChart,
  interceptChart,
  systemChart,
  toHitModifiers,
  weaponChart,
  weaponLetters,
} from './charts.js';
import { constructionRules } from './construction.js';
import { mapLegend } from './map-legend.js';
import { pointsRules } from './points.js';
import { rulingsText, houseNumbers } from './rulings.js';
import { scenarioList } from './scenarios.js';
import { sequenceOfPlay } from './sequence.js';
import { shipCardNotes } from './ship-card-help.js';

/**
 * The sections of the Starfire rules, in page order. The rules page shows them all; a "?" on
 * the battle screen shows one or two of them in a dialog. Each is drawn from the rules
 * package's own tables.
 */
export interface RuleSection {
  /** The id in `#/help/starfire?section=<id>`. */
  readonly id: string;
  readonly title: string;
  readonly body: () => TemplateResult;
}

export const RULE_SECTIONS: readonly RuleSection[] = [
  { id: 'sequence', title: 'Sequence of play', body: sequenceOfPlay },
  { id: 'ship-card', title: 'Reading a ship card', body: shipCardNotes },
  { id: 'systems', title: 'System Chart', body: systemChart },
  {
    id: 'weapons',
    title: 'Weapon Chart',
    body: () => html`${weaponLetters()} ${weaponChart()} ${toHitModifiers()}`,
  },
  { id: 'point-defense', title: 'Point Defense', body: interceptChart },
  { id: 'hulls', title: 'Hull Chart', body: hullChart },
  { id: 'construction', title: 'Ship construction', body: constructionRules },
  { id: 'points', title: 'Points and budgets', body: pointsRules },
  { id: 'map-legend', title: 'Map key', body: mapLegend },
  { id: 'scenarios', title: 'Scenarios', body: scenarioList },
  { id: 'house-rules', title: 'House rules: the numbers', body: houseNumbers },
  { id: 'rulings', title: 'Rulings and their reasons', body: rulingsText },
];

/** A section's title, or the id itself for an unknown one. */
export function sectionTitle(id: string): string {
  return RULE_SECTIONS.find((s) => s.id === id)?.title ?? id;
}

/** One section with its heading, or `null` for an unknown id. */
export function ruleSection(id: string): TemplateResult | null {
  const section = RULE_SECTIONS.find((s) => s.id === id);
  if (!section) return null;
  return html`<section data-section=${section.id}>
    <h2 id=${section.id} tabindex="-1">${section.title}</h2>
    ${section.body()}
  </section>`;
}
