import { LitElement, css, html, type PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { pageTitle, parseRoute, routeFromPath, routeHref, type Route } from '../app/routes.js';
import './health-badge.js';
import { RULESET_PAGES } from '../rulesets/registry.js';
import '../lobby/lobby-page.js';
import '../app/ruleset-page.js';
import '../game/battle-page.js';
import '../replay/replay-page.js';
import '../help/ruleset-help.js';
import '../tournaments/tournaments-page.js';
import '../tournaments/tournament-page.js';
import '../tournaments/leaderboard-page.js';
import '../account/account-menu.js';
import '../account/account-page.js';
import '../account/my-games-page.js';
import '../account/profile-page.js';
import { loadAccount } from '../net/account.js';

/**
 * The route of the location hash; an old-form link (`#/practice/<scenario>`) is rewritten to
 * its canonical hash in the address bar.
 */
function currentRoute(): Route {
  const route = parseRoute(location.hash);
  const canonical = routeHref(route);
  if (route.page === 'practice' && canonical !== location.hash)
    history.replaceState(null, '', canonical);
  return route;
}

/** The route at start-up; a path-style server link is rewritten to its hash route first. */
function initialRoute(): Route {
  const fromPath = routeFromPath(location.pathname, location.search, location.hash);
  if (fromPath) history.replaceState(null, '', `/${routeHref(fromPath)}`);
  return fromPath ?? currentRoute();
}

/**
 * The application shell: header with the product name, navigation and server health, and the
 * page the URL hash names below it.
 */
@customElement('broadside-app')
export class BroadsideApp extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100vh;
      height: 100dvh;
    }
    header {
      display: flex;
      gap: 1.5rem;
      align-items: center;
      padding: 0.5rem 1.25rem;
      background: var(--panel);
      border-bottom: 1px solid #263056;
      flex: none;
    }
    h1 {
      margin: 0;
      font-size: 1.3rem;
      letter-spacing: 0.08em;
      color: var(--accent);
    }
    h1 a {
      color: inherit;
      text-decoration: none;
    }
    nav {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 1rem;
      flex: 1;
    }
    @media (max-width: 600px) {
      header {
        gap: 0.75rem;
        padding: 0.4rem 0.75rem;
      }
      h1 {
        font-size: 1.05rem;
        letter-spacing: 0.04em;
      }
      /* One row that scrolls sideways, fading at the right edge: every page stays reachable. */
      nav {
        flex-wrap: nowrap;
        overflow-x: auto;
        scrollbar-width: none;
        gap: 0.8rem;
        font-size: 0.9rem;
        min-width: 0;
        mask-image: linear-gradient(to right, transparent, #000 5%, #000 88%, transparent);
      }
      nav::-webkit-scrollbar {
        display: none;
      }
      /* Room after the last link, so that it can scroll clear of the fade. */
      nav::after {
        content: '';
        flex: none;
        width: 2rem;
      }
      nav a {
        flex: none;
        white-space: nowrap;
      }
      health-badge {
        display: none;
      }
      /* One line on a phone: Verify is reached from a game's dice chip and end screen there. */
      nav a.wide:not(.current) {
        display: none;
      }
    }
    nav a {
      color: var(--muted);
      text-decoration: none;
      padding: 0.25rem 0;
      border-bottom: 2px solid transparent;
    }
    nav a.current {
      color: var(--text);
      border-bottom-color: var(--accent);
    }
    main {
      flex: 1;
      min-height: 0;
      overflow: auto;
    }
  `;

  @state() private accessor route: Route = initialRoute();

  private readonly onHashChange = (): void => {
    this.route = currentRoute();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.onHashChange);
    // A signed-in player who opens the site itself lands on My games.
    const bare = location.hash === '' || location.hash === '#' || location.hash === '#/';
    if (bare)
      void loadAccount().then((me) => {
        if (me.user && this.route.page === 'lobby' && location.hash.replace(/^#\/?/, '') === '')
          location.hash = '#/my';
      });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.onHashChange);
  }

  protected override updated(changed: PropertyValues): void {
    if (changed.has('route')) {
      document.title = pageTitle(this.route);
      // On a phone the header's links scroll sideways: the current page's link is brought in.
      const current = this.renderRoot.querySelector<HTMLElement>('nav a.current');
      const nav = current?.parentElement;
      if (current && nav && nav.scrollWidth > nav.clientWidth)
        nav.scrollLeft =
          current.offsetLeft - nav.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
    }
  }

  override render() {
    const page = this.route.page;
    return html`<header>
        <h1><a href="#/">Broadside</a></h1>
        <nav data-scrolls-sideways>
          <a href="#/" class=${page === 'lobby' ? 'current' : ''} data-testid="nav-lobby">Lobby</a>
          ${RULESET_PAGES.map(
            (p) =>
              html`<a
                href="#/${p.page}"
                class=${page === p.page ? 'current' : ''}
                data-testid="nav-${p.page}"
                >${p.label}</a
              >`,
          )}
          <a
            href="#/scenarios"
            class=${page === 'scenarios' ? 'current' : ''}
            data-testid="nav-scenarios"
            title="Broadside's scenarios and the players' shared ones, and your own library"
            >Scenarios</a
          >
          <a
            href="#/scenarios/edit"
            class="wide ${page === 'scenario-editor' ? 'current' : ''}"
            data-testid="nav-scenario-editor"
            title="Build a set-up of any ruleset on the board, keep it and share it"
            >Scenario editor</a
          >
          <a
            href="#/tournaments"
            class=${['tournaments', 'tournament', 'leaderboard'].includes(page) ? 'current' : ''}
            data-testid="nav-tournaments"
            >Tournaments</a
          >
          <a
            href="#/verify"
            class="wide ${page === 'verify' ? 'current' : ''}"
            data-testid="nav-verify"
            title="Check a game record: dice, history and signature"
            >Verify</a
          >
          <a
            href="#/help"
            class=${page === 'help' ? 'current' : ''}
            data-testid="nav-help"
            title="The rules of each game, and the keyboard shortcuts"
            >Rules</a
          >
        </nav>
        <account-menu></account-menu>
        <health-badge></health-badge>
      </header>
      <main>${this.renderPage()}</main>`;
  }

  private renderPage() {
    const route = this.route;
    switch (route.page) {
      case 'lobby':
        return html`<lobby-page></lobby-page>`;
      case 'designer':
        return keyed(
          `designer:${route.ruleset ?? ''}`,
          html`<ruleset-page
            .ruleset=${
              route.ruleset ?? RULESET_PAGES.find((p) => p.page === 'designer')?.ruleset ?? ''
            }
            page="designer"
          ></ruleset-page>`,
        );
      case 'help':
        return keyed(
          `help:${route.ruleset ?? ''}`,
          html`<ruleset-help .ruleset=${route.ruleset ?? ''}></ruleset-help>`,
        );
      case 'game':
        return keyed(
          `game:${route.gameId}`,
          html`<battle-page
            .gameId=${route.gameId}
            .inviteSeat=${route.seat}
            .invite=${route.invite}
            mode="player"
          ></battle-page>`,
        );
      case 'watch':
        return keyed(
          `watch:${route.gameId}`,
          html`<battle-page .gameId=${route.gameId} mode="spectator"></battle-page>`,
        );
      case 'practice':
        return keyed(
          `practice:${route.ruleset}/${route.scenario}`,
          html`<battle-page
            .gameId=${route.scenario}
            .ruleset=${route.ruleset}
            mode="practice"
          ></battle-page>`,
        );
      case 'replay':
        return html`<replay-page .gameId=${route.gameId}></replay-page>`;
      case 'verify':
        // Loaded on demand: it brings the signature check (noble-curves) the game pages never need.
        void import('../verify/verify-page.js');
        return keyed(
          `verify:${route.gameId}`,
          html`<verify-page .gameId=${route.gameId}></verify-page>`,
        );
      case 'account':
        return html`<account-page></account-page>`;
      case 'my':
        return html`<my-games-page></my-games-page>`;
      case 'profile':
        return keyed(
          `profile:${route.username}`,
          html`<profile-page .username=${route.username}></profile-page>`,
        );
      case 'tournaments':
        return html`<tournaments-page></tournaments-page>`;
      case 'tournament':
        return keyed(
          `tournament:${route.tournamentId}`,
          html`<tournament-page .tournamentId=${route.tournamentId}></tournament-page>`,
        );
      case 'leaderboard':
        return keyed(
          `leaderboard:${route.ruleset}`,
          html`<leaderboard-page .ruleset=${route.ruleset}></leaderboard-page>`,
        );
      case 'scenario-editor':
        // Loaded on demand: it brings the share codes (fflate) and every ruleset's editor part.
        void import('../scenario-editor/scenario-editor-page.js');
        return keyed(
          `scenario-editor:${route.ruleset ?? ''}:${route.code ?? ''}`,
          html`<scenario-editor-page
            .ruleset=${route.ruleset ?? ''}
            .code=${route.code ?? ''}
          ></scenario-editor-page>`,
        );
      case 'scenarios':
        // Loaded on demand: it brings the share codes (fflate).
        void import('../scenario-library/scenario-library-page.js');
        return keyed(
          `scenarios:${route.ruleset ?? ''}`,
          html`<scenario-library-page .ruleset=${route.ruleset ?? ''}></scenario-library-page>`,
        );
      case 'not-found':
        return html`<p style="padding:1rem">
          No page at <code>${route.path}</code>. <a href="#/">Back to the lobby</a>.
        </p>`;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'broadside-app': BroadsideApp;
  }
}
