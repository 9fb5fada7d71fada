import { LitElement, html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import { listKey } from '../../../game/action-keys.js';
import { customElement, property } from 'lit/decorators.js';
import { formatLabel } from '@broadside/rules';
import {
  BAND_HEXES,
  manoeuvre,
  type ActionOrder,
  type ActionType,
  type Band,
  type StartrekView,
} from '@broadside/rules/startrek';
import {
  AREA_LIST,
  actor,
  distinct,
  draftFrom,
  isLegal,
  launchHexes,
  ofType,
  orderOf,
  typesFor,
  type ActionDraft,
} from './action-draft.js';
import { preview } from './legal.js';
import { fanOutDraft, landings, sameTurn } from './token-moves.js';
import { actionText, AREA_NAMES } from './log-text.js';
import { ownShips, shipName } from './map-model.js';
import { orderPanelStyles } from './panel-styles.js';
import { TOKEN_KEYS, TYPE_KEYS, TYPE_WORDS, turnWords } from './action-words.js';
import { emit, orderError } from '../../../game/order-parts.js';

/**
 * The action owed: a ship (or the side), what it does, the action's fields as the legal orders
 * allow them, and the initiative die to remove afterwards. Clicking the map fills in launch hexes,
 * scanned tokens and targets (the battle screen does that and hands the draft back).
 *
 * @fires draft-change - detail `{ draft }`
 * @fires send-order - detail `{ order }`: the action drafted, for the battle frame to send
 */
@customElement('startrek-actions')
export class StartrekActions extends LitElement {
  static override styles = orderPanelStyles;

  @property({ attribute: false }) accessor view: StartrekView | null = null;
  @property() accessor seat = '';
  @property({ attribute: false }) accessor legal: readonly ActionOrder[] = [];
  @property({ attribute: false }) accessor draft: ActionDraft | null = null;
  @property({ type: Boolean }) accessor busy = false;
  /** True when both sides act at once (secret until both are in). */
  @property({ type: Boolean }) accessor tie = false;
  @property() accessor error = '';

  private set(draft: ActionDraft): void {
    this.dispatchEvent(
      new CustomEvent('draft-change', { detail: { draft }, bubbles: true, composed: true }),
    );
  }

  private pickShip(view: StartrekView, d: ActionDraft, ship: string): void {
    const first = this.legal.find((o) => actor(o) === ship && o.type !== 'pass');
    this.set(first ? draftFrom({ ...d, ship }, first, view) : { ...d, ship, type: 'pass' });
  }

  private pickType(view: StartrekView, d: ActionDraft, type: ActionType): void {
    const first = ofType(this.legal, d, type)[0];
    if (first) this.set(draftFrom(d, first, view));
  }

  private select(
    testid: string,
    value: string,
    options: readonly (readonly [string, string])[],
    on: (v: string) => void,
  ) {
    return html`<select
      data-testid=${testid}
      @change=${(e: Event) => on((e.target as HTMLSelectElement).value)}
    >
      ${options.map(([v, text]) => html`<option value=${v} ?selected=${v === value}>${text}</option>`)}
    </select>`;
  }

  /**
   * A cloaked move: the band, "Fan out" (every token its own place at once), and the tokens as
   * buttons: pick one, then click a marked hex on the map (or choose its place in the list).
   */
  private cloakedFields(view: StartrekView, d: ActionDraft, legal: readonly ActionOrder[]) {
    const ship = view.ships.find((s) => s.id === d.ship);
    const tokens = ship?.cloak?.tokens ?? [];
    const bands = distinct(legal.flatMap((o) => (o.type === 'move_cloaked' ? [o.band] : [])));
    const picked = tokens.find((t) => t.id === d.placing);
    const options = picked ? landings(view, d.ship, picked, d.band) : [];
    const current = d.tokens[d.placing] ?? { turnAt: 0, turn: 0 };
    const chosen = options.findIndex((l) => sameTurn(l.move, current));
    return html`<div class="row">
        <label
          >Band
          ${this.select(
            'act-band',
            d.band,
            bands.map((b) => [b, `${b} (${BAND_HEXES[b]})`] as const),
            (v) => this.set(fanOutDraft(view, { ...d, band: v as Band })),
          )}</label
        >
        <button
          class="small"
          data-testid="act-fan-out"
          ${actionKey('f')}
          title="Spread the tokens: each to its own place, as far apart as the band allows (f)"
          @click=${() => this.set(fanOutDraft(view, d))}
        >
          Fan out
        </button>
      </div>
      <p class="muted intro">
        Pick a token, then click a green hex on the map: it goes there and the next token is picked.
        Click the same hex again to turn it.
      </p>
      <div class="row" role="group" aria-label="Tokens">
        ${tokens.map((token, i) => {
          const t = d.tokens[token.id] ?? { turnAt: 0, turn: 0 };
          const p = preview(view, token, { band: d.band, ...t });
          const real = token.id === ship?.cloak?.real ? ' (real)' : '';
          return html`<button
            class="small ${p.ok ? '' : 'error'}"
            data-testid="act-token-pick-${token.id}"
            ${actionKey(TOKEN_KEYS[i] ?? '')}
            aria-pressed=${token.id === d.placing ? 'true' : 'false'}
            aria-label="${token.id}${real} ends at ${formatLabel(p.end.hex)}${p.ok ? '' : ', off the map'}"
            @click=${() => this.set({ ...d, placing: token.id })}
          >
            ${token.id}${real} → ${formatLabel(p.end.hex)}${p.ok ? '' : ' ✗'}
          </button>`;
        })}
      </div>
      ${
        picked
          ? html`<div class="row">
              <label
                >${picked.id} ends at
                ${this.select(
                  'act-token-place',
                  chosen < 0 ? '' : String(chosen),
                  [
                    ...(chosen < 0 ? [['', 'off the map'] as const] : []),
                    ...options.map(
                      (l, i) =>
                        [String(i), `${formatLabel(l.end.hex)}, ${turnWords(l.move)}`] as const,
                    ),
                  ],
                  (v) => {
                    const l = options[Number(v)];
                    if (l)
                      this.set({
                        ...d,
                        tokens: {
                          ...d.tokens,
                          [picked.id]: { turnAt: l.move.turnAt, turn: l.move.turn },
                        },
                      });
                  },
                )}</label
              >
            </div>`
          : nothing
      }`;
  }

  private fields(view: StartrekView, d: ActionDraft) {
    const legal = ofType(this.legal, d, d.type === '' ? 'pass' : d.type);
    const name = (id: string) => shipName(view, id);
    const areaSelect = (areas: readonly string[]) =>
      html`<label
        >Area
        ${this.select(
          'act-area',
          d.area,
          areas.map((a) => [a, AREA_NAMES[a] ?? a] as const),
          (v) => this.set({ ...d, area: v as ActionDraft['area'] }),
        )}</label
      >`;
    switch (d.type) {
      case 'move': {
        const bands = distinct(legal.flatMap((o) => (o.type === 'move' ? [o.band] : [])));
        const here = legal.filter((o) => o.type === 'move' && o.band === d.band);
        const ship = view.ships.find((s) => s.id === d.ship);
        const from =
          ship?.hex && ship.heading !== null ? { hex: ship.hex, heading: ship.heading } : null;
        const chosen = here.findIndex((o) => o.type === 'move' && sameTurn(o, d));
        const moveWords = (o: ActionOrder) =>
          o.type === 'move' && from
            ? `${formatLabel(manoeuvre(from, o).end.hex)}, ${turnWords(o)}`
            : '';
        return html`<div class="row">
          <label
            >Band
            ${this.select(
              'act-band',
              d.band,
              bands.map((b) => [b, `${b} (${BAND_HEXES[b]})`] as const),
              (v) => {
                const band = v as Band;
                const ok =
                  legal.find(
                    (o) =>
                      o.type === 'move' &&
                      o.band === band &&
                      o.turn === d.turn &&
                      o.turnAt === Math.min(d.turnAt, BAND_HEXES[band]),
                  ) ?? legal.find((o) => o.type === 'move' && o.band === band);
                if (ok) this.set(draftFrom(d, ok, view));
              },
            )}</label
          >
          <label
            >Ends at
            ${this.select(
              'act-move-end',
              String(chosen),
              here.map((o, i) => [String(i), moveWords(o)] as const),
              (v) => {
                const o = here[Number(v)];
                if (o) this.set(draftFrom(d, o, view));
              },
            )}</label
          >
          <span class="muted intro">or click a green hex on the map (again to turn)</span>
        </div>`;
      }
      case 'move_cloaked':
        return this.cloakedFields(view, d, legal);
      case 'fire':
      case 'board': {
        const targets = distinct(
          legal.flatMap((o) => (o.type === 'fire' || o.type === 'board' ? [o.target] : [])),
        );
        const areas = distinct(
          legal.flatMap((o) => (o.type === 'fire' && o.target === d.target ? [o.area] : [])),
        );
        return html`<div class="row">
          <label
            >Target
            ${this.select(
              'act-target',
              d.target,
              targets.map((t) => [t, name(t)] as const),
              (v) => this.set({ ...d, target: v }),
            )}</label
          >
          ${d.type === 'fire' ? areaSelect(areas) : nothing}
        </div>`;
      }
      case 'launch': {
        const targets = distinct(legal.flatMap((o) => (o.type === 'launch' ? [o.target] : [])));
        const hexes = launchHexes(this.legal, d);
        const value = d.hex ? formatLabel(d.hex) : '';
        return html`<div class="row">
          <label
            >Target
            ${this.select(
              'act-target',
              d.target,
              targets.map((t) => [t, name(t)] as const),
              (v) => {
                const first = launchHexes(this.legal, { ...d, target: v })[0] ?? null;
                this.set({ ...d, target: v, hex: first });
              },
            )}</label
          >
          <label
            >Place at
            ${this.select(
              'act-hex',
              value,
              hexes.map((h) => [formatLabel(h), formatLabel(h)] as const),
              (v) => this.set({ ...d, hex: hexes.find((h) => formatLabel(h) === v) ?? null }),
            )}</label
          >
          <span class="muted intro">or click a marked hex next to the target</span>
        </div>`;
      }
      case 'detonate': {
        const torpedoes = distinct(
          legal.flatMap((o) => (o.type === 'detonate' ? [o.torpedo] : [])),
        );
        const targets = distinct(
          legal.flatMap((o) =>
            o.type === 'detonate' && o.torpedo === d.torpedo && o.target ? [o.target] : [],
          ),
        );
        return html`<div class="row">
          <label
            >Torpedo
            ${this.select(
              'act-torpedo',
              d.torpedo,
              torpedoes.map((t) => [t, t] as const),
              (v) => {
                const first = legal.find((o) => o.type === 'detonate' && o.torpedo === v);
                if (first) this.set(draftFrom(d, first, view));
              },
            )}</label
          >
          ${
            targets.length > 1
              ? html`<label
                  >Nearest ship
                  ${this.select(
                    'act-target',
                    d.target,
                    targets.map((t) => [t, name(t)] as const),
                    (v) => this.set({ ...d, target: v }),
                  )}</label
                >`
              : nothing
          }
          ${areaSelect(AREA_LIST)}
        </div>`;
      }
      case 'scan': {
        const tokens = distinct(legal.flatMap((o) => (o.type === 'scan' ? [o.token] : [])));
        return html`<div class="row">
          <label
            >Token
            ${this.select(
              'act-token',
              d.token,
              tokens.map((t) => [t, t] as const),
              (v) => this.set({ ...d, token: v }),
            )}</label
          >
          <span class="muted intro">or click a token on the map</span>
        </div>`;
      }
      case 'assault': {
        const targets = distinct(legal.flatMap((o) => (o.type === 'assault' ? [o.target] : [])));
        return html`<div class="row">
          <label
            >Aboard
            ${this.select(
              'act-target',
              d.target,
              targets.map((t) => [t, name(t)] as const),
              (v) => this.set({ ...d, target: v }),
            )}</label
          >
          ${areaSelect(AREA_LIST)}
        </div>`;
      }
      default:
        return nothing;
    }
  }

  override render() {
    const view = this.view;
    const d = this.draft;
    if (!view || !d) return nothing;
    const dice = view.initiative[this.seat as 'A'] ?? [];
    const ships = ownShips(view, this.seat).filter((s) =>
      this.legal.some((o) => actor(o) === s.id),
    );
    const types = typesFor(this.legal, d.ship);
    const order = orderOf(d);
    const ok = isLegal(view, this.legal, order);
    const lowest = Math.min(...dice);
    const drop = d.drop ?? lowest;
    const left = dice.reduce((a, b) => a + b, 0) - drop;
    const values = distinct([...dice].sort((a, b) => a - b));
    return html`<section class="panel" data-testid="orders" data-kind="action">
      <h2>${this.tie ? 'Your action (secret until both sides are in)' : 'Your action'}</h2>
      <div class="row" role="group" aria-label="Ship">
        ${ships.map(
          (s, i) =>
            html`<button
              class="small"
              data-testid="act-ship-${s.id}"
              ${actionKey(listKey(i))}
              aria-pressed=${s.id === d.ship ? 'true' : 'false'}
              @click=${() => this.pickShip(view, d, s.id)}
            >
              ${shipName(view, s.id)}${s.cloak ? ' (cloaked)' : ''}
            </button>`,
        )}
      </div>
      <div class="row" role="group" aria-label="Action">
        ${(Object.keys(TYPE_WORDS) as ActionType[])
          .filter((t) => types.includes(t))
          .map(
            (t) =>
              html`<button
                class="small"
                data-testid="act-type-${t}"
                ${actionKey(TYPE_KEYS[t])}
                aria-pressed=${t === d.type ? 'true' : 'false'}
                @click=${() => this.pickType(view, d, t)}
              >
                ${TYPE_WORDS[t]}
              </button>`,
          )}
      </div>
      ${this.fields(view, d)}
      <div class="row">
        <label
          >Then remove die
          ${this.select(
            'act-drop',
            String(drop),
            values.map((v) => [String(v), String(v)] as const),
            (v) => this.set({ ...d, drop: Number(v) === lowest ? null : Number(v) }),
          )}</label
        >
        <span class="muted">next action at ${dice.length > 1 ? left : '—'}</span>
      </div>
      ${order ? html`<p class="summary" data-testid="act-summary">${actionText(order, (id) => shipName(view, id))}</p>` : nothing}
      ${orderError(this.error)}
      <div class="row">
        <button
          class="primary"
          data-testid="act-submit"
          ${actionKey('Enter')}
          ?disabled=${this.busy || !ok}
          @click=${() => order && emit(this, 'send-order', { order })}
        >
          ${this.tie ? 'Hand in (secret)' : 'Act'}
        </button>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'startrek-actions': StartrekActions;
  }
}
