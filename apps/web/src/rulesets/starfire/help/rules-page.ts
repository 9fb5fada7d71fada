import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { STARFIRE_RULES_VERSION } from '@broadside/rules/starfire';
import { helpHref } from '../../../help/section-link.js';
import { slotStyles } from '../battle/slot-string.js';
import { rulesStyles } from './rules-styles.js';
import { RULE_SECTIONS, ruleSection } from './sections.js';

/**
 * The Starfire rules page (`#/help/starfire`): a contents list and every section of
 * sections.ts, drawn from the rules package's tables. `?section=<id>` scrolls to a section.
 */
@customElement('starfire-rules')
export class StarfireRules extends LitElement {
  static override styles = [
    rulesStyles,
    slotStyles,
    css`
      nav ol {
        columns: 2 14rem;
        padding-left: 1.4rem;
      }
      @media (max-width: 700px) {
        nav ol {
          columns: 1;
        }
      }
    `,
  ];

  override render() {
    return html`<h2 id="top">Starfire Quick Start Rules</h2>
      <p>
        Broadside plays the Starfire Quick Start Rules (rules version ${STARFIRE_RULES_VERSION}).
        Every chart on this page is drawn from the tables the game engine itself uses, and every
        ruling Broadside makes where the Quick Start Rules are silent is at the end, with its
        reason. On the battle screen, a <strong>?</strong> next to a panel opens the part of this
        page about it.
      </p>
      <nav aria-label="Contents">
        <ol data-testid="rules-contents">
          ${RULE_SECTIONS.map((s) => html`<li><a href=${helpHref('starfire', s.id)}>${s.title}</a></li>`)}
        </ol>
      </nav>
      ${RULE_SECTIONS.map((s) => ruleSection(s.id))}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'starfire-rules': StarfireRules;
  }
}
