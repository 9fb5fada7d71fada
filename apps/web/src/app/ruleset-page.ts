import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { loadWebRuleset } from '../rulesets/registry.js';
import type { WebRuleset } from '../rulesets/types.js';
import '../game/unsupported-ruleset.js';

/** A page a ruleset brings (e.g. Starfire's ship designer), loaded with the ruleset's folder. */
@customElement('ruleset-page')
export class RulesetPage extends LitElement {
  /** The ruleset whose page it is. */
  @property() accessor ruleset = '';
  /** The page's name in `WebRuleset.pages`. */
  @property() accessor page = '';

  @state() private accessor web: WebRuleset | null = null;
  @state() private accessor missing = false;

  override connectedCallback(): void {
    super.connectedCallback();
    void loadWebRuleset(this.ruleset).then((web) => {
      this.web = web;
      this.missing = !web?.pages?.[this.page];
    });
  }

  override render() {
    if (this.missing)
      return html`<unsupported-ruleset .ruleset=${this.ruleset}></unsupported-ruleset>`;
    const render = this.web?.pages?.[this.page];
    return render ? render() : html`<p style="padding:1rem">Loading…</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ruleset-page': RulesetPage;
  }
}
