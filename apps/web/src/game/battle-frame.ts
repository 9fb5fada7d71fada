import { LitElement, adoptStyles, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { Hex } from '@broadside/rules';
import { boardPicture } from '@broadside/board-picture';
import '../map/hex-map.js';
import '../map/side-legend.js';
import './phase-banner.js';
import './seat-link.js';
import './battle-side.js';
import type { HexMap } from '../map/hex-map.js';
import { DEFAULT_BOUNDS } from '../map/map-data.js';
import { LiveBatches } from '../map/live-batches.js';
import type { GameChannel } from '../rulesets/contract/channel.js';
import type { BattleHost, BattleModel, MapCamera, Shot } from '../rulesets/contract/battle.js';
import { NO_BOARD_OVERLAY } from '../rulesets/contract/battle.js';
import type { WebRuleset } from '../rulesets/types.js';
import type { Session } from '../net/session.js';
import { SHELL_SHORTCUTS } from '../app/shortcuts.js';
import { BattleKeys, focusChat, zoomMapTo } from './battle-keys.js';
import { declaredActions } from './action-key.js';
import { screenShortcuts, type DeclaredAction } from './action-keys.js';
import { renderBattleOverlays } from './battle-overlays.js';
import { battleStyles } from './battle-styles.js';
import { concedeControls } from './concede-controls.js';
import { drawerLabel } from './drawer-label.js';
import type { EndClosed } from './end-screen-state.js';
import { OrderSender } from './order-sender.js';
import { actingSeat, owedKind, type BattleMode } from './owed-orders.js';
import { tabTitle } from './phase-text.js';
import { sidePanes } from './battle-panes.js';
import type { SideTab } from './side-tabs.js';

/**
 * The battle screen of every ruleset: the phase banner, the map (its camera opens fitted to the
 * fleets), the side legend, the end screen and help over the map, the side bar (seat link,
 * orders, Concede, and the log, ship cards and chat tabs), the keys, the order sender and the
 * reset of the draft for each new decision. What the rules decide comes from the ruleset's
 * {@link BattleModel} (`WebRuleset.battle`): its overlays, orders pane, ship cards and what a
 * click on the map does.
 */
@customElement('battle-frame')
export class BattleFrame extends LitElement implements BattleHost {
  static override styles = battleStyles;

  /** The ruleset whose model fills the screen. */
  @property({ attribute: false }) accessor web: WebRuleset | null = null;
  @property({ attribute: false }) accessor channel: GameChannel | null = null;
  /** The channel's session as of this render. */
  @property({ attribute: false }) accessor session: Session | null = null;
  @property() accessor mode: BattleMode = 'player';
  /** The game id (`''` in practice). */
  @property() accessor gameId = '';
  /** This player's own seat link, shown when the seat was claimed from the lobby list. */
  @property() accessor seatLink = '';
  /** The side panel's open tab; `c` opens the chat. */
  @state() accessor tab: SideTab = 'log';
  /** Whether the help overlay is open; `?` toggles it. */
  @state() accessor showHelp = false;
  /** The keyed actions on screen when the help opened, listed first in it. */
  @state() private accessor onScreen: readonly DeclaredAction[] = [];
  /** Units highlighted from the log; `Escape` clears them. */
  @state() accessor focusUnits: readonly string[] = [];
  @state() private accessor focusKey = '';
  @state() private accessor endClosed: EndClosed = undefined;
  /** Why the last click on the map did nothing, or `''`. */
  @state() private accessor note = '';

  /** The order sender every model sends through. */
  readonly orders = new OrderSender<unknown>(
    this,
    () => this.channel,
    () => this.model?.sent?.(),
  );
  private model: BattleModel | null = null;
  private modelOf: WebRuleset | null = null;
  private decision = '';
  private fitted = false;
  /** Batches arriving live; the shots of the last one wait here for the map to animate them. */
  private readonly live = new LiveBatches();
  private shots: readonly Shot[] = [];

  constructor() {
    super();
    // Every order a ruleset's panel or dialog asks for (`send-order`, detail `{ order }`).
    this.addEventListener('send-order', (e) => {
      e.stopPropagation();
      void this.orders.send((e as CustomEvent<{ order: unknown }>).detail.order);
    });
    new BattleKeys(this, {
      toggleHelp: () => {
        if (!this.showHelp) this.onScreen = declaredActions(this.renderRoot);
        this.showHelp = !this.showHelp;
      },
      first: (key) => this.model?.firstKey?.(key) ?? false,
      escape: () => {
        this.showHelp = false;
        this.focusUnits = [];
        this.model?.escape?.();
      },
      openChat: () => {
        this.tab = 'chat';
        focusChat(this);
      },
      nextUnit: () => this.model?.nextUnit(),
      zoomToSelected: () => {
        zoomMapTo(this, this.selectedHex());
        this.model?.zoomedToSelected?.();
      },
      rest: (key) => this.model?.key?.(key) ?? false,
    });
  }

  say(note: string): void {
    this.note = note;
  }

  get seat(): string | null {
    return this.session ? actingSeat(this.session, this.mode) : null;
  }

  get kind(): string {
    return this.session ? owedKind(this.session, this.mode) : '';
  }

  get camera(): MapCamera | null {
    return this.renderRoot.querySelector<HexMap>('hex-map');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const web = this.web;
    if (web && web !== this.modelOf) {
      this.modelOf = web;
      this.model = web.battle.model(this);
      this.decision = '';
      // The ruleset's own styles for what its model draws in this screen.
      adoptStyles(this.renderRoot as ShadowRoot, [
        ...BattleFrame.elementStyles,
        ...(web.battle.styles ?? []),
      ]);
    }
    const s = this.session;
    const model = this.model;
    if (!web || !model || !s?.view) return;
    const key = model.decisionKey?.() ?? `${s.seq}/${this.seat}/${this.kind}`;
    if (key !== this.decision) {
      this.decision = key;
      this.orders.fail('');
      this.note = '';
      model.newDecision();
    } else if (changed.has('session')) model.sameDecision?.();
    if (changed.has('session')) {
      const events = this.live.next(s);
      if (events.length > 0)
        this.shots = web.battle.shots?.(events, s.view, this.live.before) ?? [];
    }
    const owed = this.kind !== '' && this.mode !== 'practice';
    document.title = tabTitle(owed, web.battle.gameName(s.view));
  }

  protected override updated(): void {
    if (this.shots.length > 0) {
      this.renderRoot.querySelector<HexMap>('hex-map')?.playShots(this.shots);
      this.shots = [];
    }
    // The opening view: every unit the viewer can see, of both sides.
    const model = this.model;
    if (this.fitted || !model || !(model.cameraReady?.() ?? true)) return;
    const units = this.web ? boardPicture(this.web.id, this.session?.view ?? null)?.units : [];
    if (!units?.some((u) => u.hex !== null)) return;
    this.fitted = true;
    this.camera?.zoomToShips();
  }

  /** Where the selected unit stands: as the model says, else where its counter is drawn. */
  private selectedHex(): Hex | null | undefined {
    const model = this.model;
    if (!model || !this.web) return undefined;
    if (model.selectedHex) return model.selectedHex();
    const id = model.selectedUnit();
    const units = boardPicture(this.web.id, this.session?.view ?? null)?.units ?? [];
    return units.find((u) => u.id === id)?.hex;
  }

  /** What the player must answer in the side panel, or `''` (a phone's drawer opens for it). */
  private attention(): string {
    const model = this.model;
    if (model?.attention) return model.attention();
    const kinds = this.web?.battle.panelKinds;
    const inPanel = this.kind !== '' && (!kinds || kinds.includes(this.kind));
    return inPanel ? `${this.kind}:${this.session?.seq ?? 0}` : '';
  }

  override render() {
    const web = this.web;
    const model = this.model;
    const s = this.session;
    if (!web || !model) return html`<p class="problem">Connecting…</p>`;
    const view = s?.view ?? null;
    const board = boardPicture(web.id, view);
    const drawn = view ? model.overlay() : NO_BOARD_OVERLAY;
    const peek = model.peek?.() ?? false;
    return html`<phase-banner
        .session=${s}
        .phase=${web.phaseTitle(view)}
        .words=${web.decisionWords}
        .note=${this.mode === 'practice' ? 'practice (hot seat)' : ''}
        >${model.bannerHelp?.() ?? nothing}</phase-banner
      >
      <div class="main ${peek ? 'peek' : ''}">
        <div class="map-area">
          <hex-map
            .bounds=${board?.bounds ?? DEFAULT_BOUNDS}
            .terrain=${board?.terrain ?? []}
            .units=${board?.units ?? []}
            .selectedUnit=${model.selectedUnit()}
            .marks=${drawn.marks}
            .lines=${drawn.lines}
            .path=${drawn.path}
            .badges=${drawn.badges}
            .routes=${drawn.routes ?? []}
            @hex-click=${(e: CustomEvent<{ hex: Hex }>) => model.onHex(e.detail.hex)}
            @unit-click=${(e: CustomEvent<{ unitId: string }>) => model.onUnit(e.detail.unitId)}
          ></hex-map>
          <side-legend class="legend" .sides=${board?.sides ?? []}
            >${model.mapKey?.() ?? nothing}</side-legend
          >
          <p class="map-note" role="status" data-testid="map-note">${this.note}</p>
          ${model.overMap?.() ?? nothing}
          ${renderBattleOverlays({
            session: s,
            mode: this.mode,
            gameId: this.gameId,
            rules: web.rules,
            endClosed: this.endClosed,
            onEndClosed: (closed) => (this.endClosed = closed),
            showHelp: this.showHelp,
            onHelpClosed: () => (this.showHelp = false),
            shortcuts: [...screenShortcuts(this.onScreen), ...web.shortcuts, ...SHELL_SHORTCUTS],
          })}
        </div>
        <battle-side
          class="side"
          role="complementary"
          .label=${drawerLabel(s, web.decisionWords)}
          .attention=${this.attention()}
          ?peek=${peek}
        >
          ${this.seatLink ? html`<seat-link .link=${this.seatLink}></seat-link>` : nothing}
          <div class="orders-area ${model.ordersTop ? 'stacked' : ''}">
            ${model.ordersTop?.() ?? nothing}
            <div class="orders-pane">${model.ordersPane()}</div>
            ${concedeControls({
              session: s,
              mode: this.mode,
              order: web.concedeOrder,
              busy: this.orders.busy,
              onSend: (order) => void this.orders.send(order),
            })}
          </div>
          ${sidePanes({
            session: s,
            mode: this.mode,
            tab: this.tab,
            focusKey: this.focusKey,
            describe: web.describer(view),
            cards: model.shipCards(),
            onTab: (tab) => (this.tab = tab),
            onHelp: () => {
              this.onScreen = declaredActions(this.renderRoot);
              this.showHelp = true;
            },
            onFocus: (units, key) => {
              this.focusUnits = units;
              this.focusKey = key;
            },
            onCard: (unitId) => model.onCard(unitId),
            onChat: (text) => this.channel?.sendChat(text),
          })}
        </battle-side>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'battle-frame': BattleFrame;
  }
}
