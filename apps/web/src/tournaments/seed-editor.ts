import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { fieldStyles } from '../ui/panel-styles.js';
import { setSeeds, type TournamentView } from './api.js';

/**
 * Whether the server takes a new seed order now: before the start, while round 1 has not
 * started, and in a Swiss until the end (docs/tournaments.md, Organiser tools).
 */
export function seedsEditable(t: TournamentView): boolean {
  if (t.status === 'registration') return true;
  if (t.status === 'finished') return false;
  return t.format === 'swiss' || t.rounds.every((r) => r.status === 'paired');
}

/**
 * The seed editor: the players in seed order with Up and Down buttons (the focus stays on the
 * moved player's button, so the keyboard can move a player several places), and Save. Fires
 * `changed` with the tournament the server answers (round 1 re-paired when it had not started).
 */
@customElement('seed-editor')
export class SeedEditor extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      ol {
        margin: 0;
        padding-left: 2rem;
        display: grid;
        gap: 0.25rem;
      }
      li {
        display: flex;
        gap: 0.4rem;
        align-items: center;
        flex-wrap: wrap;
      }
      li span {
        flex: 1;
        min-width: 6rem;
      }
      button {
        padding: 0.2rem 0.5rem;
      }
    `,
  ];

  @property({ attribute: false }) accessor tournament: TournamentView | null = null;
  /** The order being edited (account ids); null until the organiser moves someone. */
  @state() private accessor order: readonly number[] | null = null;
  @state() private accessor problem = '';

  private current(t: TournamentView): readonly number[] {
    return this.order ?? t.players.map((p) => p.userId);
  }

  private async move(t: TournamentView, index: number, by: -1 | 1): Promise<void> {
    const order = [...this.current(t)];
    const to = index + by;
    if (to < 0 || to >= order.length) return;
    [order[index], order[to]] = [order[to]!, order[index]!];
    this.order = order;
    await this.updateComplete;
    const moved = this.renderRoot.querySelector<HTMLButtonElement>(
      `[data-testid="seed-${by < 0 ? 'up' : 'down'}-${order[to]}"]`,
    );
    const fallback = this.renderRoot.querySelector<HTMLButtonElement>(
      `[data-testid="seed-${by < 0 ? 'down' : 'up'}-${order[to]}"]`,
    );
    (moved && !moved.disabled ? moved : fallback)?.focus();
  }

  private async save(t: TournamentView): Promise<void> {
    try {
      const { tournament } = await setSeeds(t.id, this.current(t));
      this.order = null;
      this.problem = '';
      this.dispatchEvent(new CustomEvent('changed', { detail: tournament }));
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  override render() {
    const t = this.tournament;
    if (!t || !seedsEditable(t)) return nothing;
    const order = this.current(t);
    const byId = new Map(t.players.map((p) => [p.userId, p]));
    return html`<ol data-testid="seed-list">
        ${order.map((id, i) => {
          const p = byId.get(id);
          return html`<li data-testid="seed-${id}">
            <span>${p?.label ?? id}${p?.withdrawn ? ' (withdrawn)' : ''}</span>
            <button
              data-testid="seed-up-${id}"
              aria-label="Move ${p?.label ?? id} up"
              ?disabled=${i === 0}
              @click=${() => void this.move(t, i, -1)}
            >
              ↑
            </button>
            <button
              data-testid="seed-down-${id}"
              aria-label="Move ${p?.label ?? id} down"
              ?disabled=${i === order.length - 1}
              @click=${() => void this.move(t, i, 1)}
            >
              ↓
            </button>
          </li>`;
        })}
      </ol>
      <p>
        <button
          data-testid="seed-save"
          ?disabled=${this.order === null}
          @click=${() => void this.save(t)}
        >
          Save the seeds
        </button>
        ${
          t.status === 'running' && t.rounds.length === 1 && t.rounds[0]!.status === 'paired'
            ? html`<small>Round 1 is paired afresh with them.</small>`
            : nothing
        }
      </p>
      ${this.problem ? html`<p role="alert">${this.problem}</p>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'seed-editor': SeedEditor;
  }
}
