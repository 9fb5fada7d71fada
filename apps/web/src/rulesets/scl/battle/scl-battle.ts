import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { offsetToHex, type Hex } from '@broadside/rules';
import { sclRuleset, type SclOrder, type SclView } from '@broadside/rules/scl';
import '../../../map/hex-map.js';
import '../../../map/side-legend.js';
import '../../../game/phase-banner.js';
import '../../../game/seat-link.js';
import '../../../game/battle-log.js';
import '../../../game/chat-panel.js';
import '../../../game/side-tabs.js';
import '../../../game/battle-side.js';
import { owedText } from '../../../game/phase-text.js';
import type { SideTab } from '../../../game/side-tabs.js';
import { actingSeat, owedKind, type BattleMode } from '../../../game/owed-orders.js';
import { SHELL_SHORTCUTS } from '../../../app/shortcuts.js';
import { BattleKeys, chromeKeys, zoomMapTo } from '../../../game/battle-keys.js';
import { OrderSender } from '../../../game/order-sender.js';
import { battleStyles } from '../../../game/battle-styles.js';
import { SCL_CONCEDE, type SclChannel, type SclSession } from '../session.js';
import { concedeControls } from '../../../game/concede-controls.js';
import { describer } from '../describer.js';
import { SCL_SHORTCUTS } from '../shortcuts.js';
import { legendSides, mapBounds, mapUnits, unitHexes } from './map-model.js';
import { battleOverlay } from './overlay.js';
import { DECISION_WORDS, phaseTitle, tabTitle } from './phase-text.js';
import {
  defaultFire,
  fireChoices,
  fireOrder,
  memoLegal,
  prepareChoices,
  prepareOrder,
} from './legal.js';
import { EMPTY_DRAFT, draftedMoves, withMove, type SclDraft } from './draft.js';
import './scl-orders.js';
import './ship-cards.js';
import type { EndClosed } from '../../../game/end-screen-state.js';
import { renderBattleOverlays } from '../../../game/battle-overlays.js';

const HELP_SHORTCUTS = [...SCL_SHORTCUTS, ...SHELL_SHORTCUTS];

/**
 * The Star Cruiser Lite battle screen: phase banner, the hex map (own units, detected enemy
 * units, missiles and fighters in flight; the selected ship's fire sectors shaded and its
 * detection radius ringed), the orders owed, record cards, the battle log and chat.
 */
@customElement('scl-battle')
export class SclBattle extends LitElement {
  static override styles = battleStyles;

  @property({ attribute: false }) accessor channel: SclChannel | null = null;
  @property({ attribute: false }) accessor session: SclSession | null = null;
  @property() accessor gameId = '';
  @property() accessor mode: BattleMode = 'player';
  @property() accessor seatLink = '';
  @state() private accessor selected: string | null = null;
  @state() private accessor draft: SclDraft = EMPTY_DRAFT;
  /** The side panel's open tab; `c` opens the chat. */
  @state() accessor tab: SideTab = 'log';
  /** Whether the help overlay is open; `?` toggles it. */
  @state() accessor showHelp = false;
  @state() private accessor endClosed: EndClosed = undefined;
  /** Units highlighted from the log; `Escape` clears them. */
  @state() accessor focusUnits: readonly string[] = [];
  @state() private accessor focusKey = '';
  private draftKey = '';
  private autoFitted = false;
  private readonly legal = memoLegal();

  private readonly sender = new OrderSender<SclOrder>(this, () => this.channel);

  constructor() {
    super();
    // The keyboard: the keys every battle screen shares, and this ruleset's own.
    new BattleKeys(this, {
      ...chromeKeys(this),
      nextUnit: () => this.cycleUnit(),
      zoomToSelected: () => zoomMapTo(this, this.selectedHex()),
      rest: (key) => this.rulesetKey(key),
    });
  }

  private get seat(): string | null {
    return this.session ? actingSeat(this.session, this.mode) : null;
  }

  private get kind(): string {
    return this.session ? owedKind(this.session, this.mode) : '';
  }

  private orders(): readonly SclOrder[] {
    return this.session ? this.legal(this.session, this.mode) : [];
  }

  private ownUnits(view: SclView): string[] {
    return view.units
      .filter((u) => u.side === this.seat && u.status === 'active' && u.kind !== 'missile')
      .map((u) => u.id);
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    const s = this.session;
    const view = s?.view;
    if (!s || !view) return;
    const key = `${s.seq}/${this.seat}/${this.kind}`;
    if (key !== this.draftKey) {
      this.draftKey = key;
      this.sender.fail('');
      this.draft =
        this.kind === 'fire'
          ? { ...EMPTY_DRAFT, fire: defaultFire(fireChoices(this.orders())) }
          : EMPTY_DRAFT;
      const own = this.ownUnits(view);
      if (this.selected === null || !view.units.some((u) => u.id === this.selected))
        this.selected = own[0] ?? view.units[0]?.id ?? null;
    }
    document.title = tabTitle(this.kind !== '' && this.mode !== 'practice', view);
  }

  protected override updated(): void {
    const view = this.session?.view ?? null;
    const hexes = unitHexes(view);
    if (this.autoFitted || !view || hexes.length === 0) return;
    this.autoFitted = true;
    // The whole map: undetected enemies may come from anywhere.
    const { columns, rows } = view.map;
    this.renderRoot
      .querySelector('hex-map')
      ?.fitHexes([...hexes, offsetToHex(1, 1), offsetToHex(columns, rows)]);
  }

  /** Sends the drafted order of the decision owed. */
  private sendDraft(): void {
    const view = this.session?.view;
    const kind = this.kind;
    if (!view) return;
    if (kind === 'prepare') {
      const chosen = prepareChoices(this.orders()).filter((c) =>
        this.draft.prepare.includes(c.key),
      );
      void this.sender.send(prepareOrder(chosen));
    } else if (kind === 'fire')
      void this.sender.send(fireOrder(fireChoices(this.orders()), this.draft.fire));
    else if (kind === 'move') {
      void this.sender.send({ type: 'move', moves: draftedMoves(this.draft) });
    }
  }

  private onUnit(id: string): void {
    this.selected = id;
  }

  private cycleUnit(): void {
    const view = this.session?.view;
    const own = view ? this.ownUnits(view) : [];
    const i = own.findIndex((x) => x === this.selected);
    this.selected = own[(i + 1) % Math.max(own.length, 1)] ?? null;
  }

  /** The Star Cruiser Lite keys: `u` takes back a step of the move, `Enter` sends the draft. */
  private rulesetKey(key: string): boolean {
    if (key === 'u' && this.kind === 'move' && this.selected) {
      const move = this.draft.moves[this.selected] ?? { steps: [] };
      this.draft = withMove(this.draft, this.selected, { ...move, steps: move.steps.slice(0, -1) });
    } else if (key === 'Enter' && this.kind !== '') this.sendDraft();
    else return false;
    return true;
  }

  private selectedHex(): Hex | undefined {
    return this.session?.view?.units.find((x) => x.id === this.selected)?.hex;
  }

  override render() {
    const s = this.session;
    const view = s?.view ?? null;
    const drawn = battleOverlay(view, {
      selected: this.selected,
      seat: this.seat,
      focusUnits: this.focusUnits,
      kind: this.kind,
      draft: this.draft,
      orders: this.orders(),
    });
    return html`<phase-banner
        .session=${s}
        .phase=${phaseTitle(view)}
        .words=${DECISION_WORDS}
        .note=${this.mode === 'practice' ? 'practice (hot seat)' : ''}
      ></phase-banner>
      <div class="main">
        <div class="map-area">
          <hex-map
            .bounds=${mapBounds(view)}
            .units=${mapUnits(view)}
            .selectedUnit=${this.selected}
            .marks=${drawn.marks}
            .badges=${drawn.badges}
            .lines=${drawn.lines}
            .path=${drawn.path}
            @unit-click=${(e: CustomEvent<{ unitId: string }>) => this.onUnit(e.detail.unitId)}
          ></hex-map>
          <side-legend class="legend" .sides=${legendSides(view)}></side-legend>
          ${renderBattleOverlays({
            session: s,
            mode: this.mode,
            gameId: this.gameId,
            rules: sclRuleset,
            endClosed: this.endClosed,
            onEndClosed: (closed) => (this.endClosed = closed),
            showHelp: this.showHelp,
            onHelpClosed: () => (this.showHelp = false),
            shortcuts: HELP_SHORTCUTS,
          })}
        </div>
        <battle-side
          class="side"
          role="complementary"
          .label=${(s && owedText(s.pending, this.seat, DECISION_WORDS)) || 'Orders and log'}
          .attention=${this.kind ? this.draftKey : ''}
        >
          ${this.seatLink ? html`<seat-link .link=${this.seatLink}></seat-link>` : nothing}
          <div class="orders-area">
            <scl-orders
              .session=${s}
              .view=${view}
              .seat=${this.seat}
              .kind=${this.kind}
              .legal=${this.orders()}
              .draft=${this.draft}
              .selected=${this.selected}
              .error=${this.sender.error}
              ?busy=${this.sender.busy}
              @draft-change=${(e: CustomEvent<{ draft: SclDraft }>) => (this.draft = e.detail.draft)}
              @select-unit=${(e: CustomEvent<{ unit: string }>) => (this.selected = e.detail.unit)}
              @send-draft=${() => this.sendDraft()}
              @send-order=${(e: CustomEvent<{ order: SclOrder }>) => void this.sender.send(e.detail.order)}
              @focus-units=${(e: CustomEvent<{ units: string[] }>) => (this.focusUnits = e.detail.units)}
            ></scl-orders>
            ${concedeControls({
              session: s,
              mode: this.mode,
              order: SCL_CONCEDE,
              busy: this.sender.busy,
              onSend: (order) => void this.sender.send(order as SclOrder),
            })}
          </div>
          <side-tabs
            .tab=${this.tab}
            .chatCount=${s?.chat.length ?? 0}
            @tab-change=${(e: CustomEvent<{ tab: SideTab }>) => (this.tab = e.detail.tab)}
            @show-help=${() => (this.showHelp = true)}
          ></side-tabs>
          <battle-log
            class="pane ${this.tab === 'log' ? 'active' : ''}"
            .entries=${s?.log ?? []}
            .describe=${describer(view)}
            ?complete=${s?.logComplete ?? true}
            .focusKey=${this.focusKey}
            @log-focus=${(e: CustomEvent<{ units: string[]; key: string }>) => {
              this.focusUnits = e.detail.units;
              this.focusKey = e.detail.key;
            }}
          ></battle-log>
          <scl-ship-cards
            class="pane ${this.tab === 'ships' ? 'active' : ''}"
            data-testid="ship-cards"
            .view=${view}
            .seat=${this.seat}
            .selected=${this.selected}
            @card-select=${(e: CustomEvent<{ unitId: string }>) => (this.selected = e.detail.unitId)}
          ></scl-ship-cards>
          <chat-panel
            class="pane ${this.tab === 'chat' ? 'active' : ''}"
            .lines=${s?.chat ?? []}
            channel=${this.mode === 'spectator' ? 'spectators' : 'players'}
            ?disabled=${this.mode === 'practice'}
            @chat-send=${(e: CustomEvent<{ text: string }>) => this.channel?.sendChat(e.detail.text)}
          ></chat-panel>
        </battle-side>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scl-battle': SclBattle;
  }
}
