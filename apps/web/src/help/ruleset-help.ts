import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { findById, helpHref, sectionOf } from './section-link.js';
import { loadCatalog } from '../lobby/catalog.js';
import { SHELL_SHORTCUTS } from '../app/shortcuts.js';
import { loadWebRuleset, webRulesetIds } from '../rulesets/registry.js';
import type { WebRuleset } from '../rulesets/types.js';
import './help-page.js';
import '../game/unsupported-ruleset.js';
import { scenarioEditorHelp } from '../scenario-editor/editor-help.js';

/**
 * The help route: `#/help` lists the shell's shortcuts and links each ruleset's rules;
 * `#/help/<ruleset>` loads that ruleset's folder and shows its rules and shortcuts, and
 * `#/help/<ruleset>?section=<id>` scrolls to one section of them (see section-link.ts).
 */
@customElement('ruleset-help')
export class RulesetHelp extends LitElement {
  /** The ruleset whose rules to show, or `''` for the shell's help. */
  @property() accessor ruleset = '';

  @state() private accessor web: WebRuleset | null = null;
  @state() private accessor missing = false;
  /** Ruleset names from the server's catalogue, once it answers (ids until then). */
  @state() private accessor names: ReadonlyMap<string, string> = new Map();

  private readonly onHashChange = (): void => void this.scrollToSection();

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHashChange);
    if (!this.ruleset) {
      loadCatalog()
        .then((all) => (this.names = new Map(all.map((r) => [r.id, r.name]))))
        .catch(() => undefined);
      return;
    }
    void loadWebRuleset(this.ruleset).then(async (web) => {
      this.web = web;
      this.missing = web === null;
      await this.scrollToSection();
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHashChange);
  }

  /** Scrolls the section the hash names into view, once the rules have drawn it (up to ~1 s). */
  private async scrollToSection(): Promise<void> {
    const id = sectionOf(location.hash);
    if (!id) return;
    await this.updateComplete;
    for (let tries = 0; tries < 60; tries += 1) {
      const target = findById(this.renderRoot as ShadowRoot, id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        if (target instanceof HTMLElement && target.tabIndex === -1)
          target.focus({ preventScroll: true });
        return;
      }
      await new Promise((r) => requestAnimationFrame(r));
    }
  }

  override render() {
    if (this.missing)
      return html`<unsupported-ruleset .ruleset=${this.ruleset}></unsupported-ruleset>`;
    if (!this.ruleset) {
      const links = html`<h2>Rules</h2>
        <p>The whole rules of each game, with its charts, scenarios and rulings:</p>
        <ul data-testid="ruleset-help-links">
          ${webRulesetIds().map(
            (id) => html`<li><a href=${helpHref(id)}>${this.names.get(id) ?? id}</a></li>`,
          )}
        </ul>
        ${scenarioEditorHelp()}`;
      return html`<help-page .rules=${links}></help-page>`;
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
