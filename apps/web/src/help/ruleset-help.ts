import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { SHELL_SHORTCUTS } from '../app/shortcuts.js';
import { loadWebRuleset, webRulesetIds } from '../rulesets/registry.js';
import type { WebRuleset } from '../rulesets/types.js';
import './help-page.js';
import '../game/unsupported-ruleset.js';

/**
 * The help route: `#/help` lists the shell's shortcuts and links each ruleset's rules;
 * `#/help/<ruleset>` loads that ruleset's folder and shows its rules and shortcuts.
 */
@customElement('ruleset-help')
export class RulesetHelp extends LitElement {
  /** The ruleset whose rules to show, or `''` for the shell's help. */
  @property() accessor ruleset = '';

  @state() private accessor web: WebRuleset | null = null;
  @state() private accessor missing = false;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.ruleset) return;
    void loadWebRuleset(this.ruleset).then((web) => {
      this.web = web;
      this.missing = web === null;
    });
  }

  override render() {
    if (this.missing)
      return html`<unsupported-ruleset .ruleset=${this.ruleset}></unsupported-ruleset>`;
    if (!this.ruleset) {
      const links = html`<h2>Rules</h2>
        <ul data-testid="ruleset-help-links">
          ${webRulesetIds().map((id) => html`<li><a href="#/help/${id}">${id}</a></li>`)}
        </ul>`;
      return html`<help-page .links=${links}></help-page>`;
    }
    const web = this.web;
    if (!web) return html`<p style="padding:1rem">Loading…</p>`;
    return html`<help-page
      .rules=${web.renderHelp()}
      .shortcuts=${[...web.shortcuts, ...SHELL_SHORTCUTS]}
    ></help-page>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ruleset-help': RulesetHelp;
  }
}
