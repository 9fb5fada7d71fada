import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { withAdjudication } from '../net/adjudication-line.js';
import { withDrawLines } from '../net/draw-line.js';
import { withFleetPickLines } from './fleet-pick-line.js';
import type { LogEntry } from '../net/session.js';
import { eventType, plainEvent, type DescribeEvent } from './log-line.js';
import { withPlayerNames } from './player-names.js';

/**
 * The battle log: every event in words, every die with what it needed and what it rolled.
 * Clicking a line highlights the ships involved. Keeps to the bottom while new lines arrive,
 * unless the reader scrolled up.
 *
 * @fires log-focus - a line was clicked; detail `{ units: string[], key: string }`
 */
@customElement('battle-log')
export class BattleLog extends LitElement {
  static override styles = css`
    :host {
      display: block;
      overflow-y: auto;
      font-size: 0.82rem;
      line-height: 1.35;
      contain: strict;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0.3rem 0.4rem;
    }
    li {
      padding: 0.15rem 0.35rem;
      border-radius: 3px;
      cursor: pointer;
    }
    li:hover {
      background: #1c2547;
    }
    li.focused {
      background: #2a3560;
    }
    li.headline {
      color: var(--accent);
      font-weight: 600;
      margin-top: 0.3rem;
    }
    li.die::before {
      content: 'roll';
      font-size: 0.65rem;
      text-transform: uppercase;
      color: #0b1020;
      background: var(--accent);
      border-radius: 3px;
      padding: 0 0.25em;
      margin-right: 0.35em;
    }
    li.result {
      color: #ffb3b3;
      font-weight: 600;
    }
    .note {
      color: var(--muted);
      font-style: italic;
    }
  `;

  /** Log entries, oldest first. */
  @property({ attribute: false }) accessor entries: readonly LogEntry[] = [];
  /** The ruleset's words for an event (the shell words an adjudication itself). */
  @property({ attribute: false }) accessor describe: DescribeEvent = plainEvent;
  /** False when earlier events are not available. */
  @property({ type: Boolean }) accessor complete = true;
  /** Key (`seq:index`) of the focused line. */
  @property() accessor focusKey = '';

  private stickToBottom = true;
  /** Shown again after a hidden spell (another tab), the log goes back to its newest lines. */
  private readonly resized = new ResizeObserver(() => {
    if (this.clientHeight > 0 && this.stickToBottom) this.scrollTop = this.scrollHeight;
  });

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('scroll', () => {
      // A hidden log (display: none) scrolls to 0 by itself: that is not the reader scrolling up.
      if (this.clientHeight === 0) return;
      this.stickToBottom = this.scrollTop + this.clientHeight >= this.scrollHeight - 8;
    });
    this.resized.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resized.disconnect();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('entries') && this.stickToBottom) this.scrollTop = this.scrollHeight;
    if (changed.has('focusKey') && this.focusKey)
      this.renderRoot.querySelector('li.focused')?.scrollIntoView({ block: 'nearest' });
  }

  override render() {
    const describe = withFleetPickLines(withDrawLines(withAdjudication(this.describe)));
    return html`${this.complete ? nothing : html`<p class="note">Earlier events are in the game record.</p>`}
      <ol data-testid="battle-log">
        ${repeat(
          this.entries,
          (e) => `${e.seq}:${e.index}`,
          (e, i) => {
            const line = describe(e.event, this.entries[i - 1]?.event);
            const key = `${e.seq}:${e.index}`;
            return html`<li
              class="${line.tone} ${key === this.focusKey ? 'focused' : ''}"
              data-seq=${e.seq}
              data-type=${eventType(e.event)}
              @click=${() =>
                this.dispatchEvent(
                  new CustomEvent('log-focus', {
                    detail: { units: line.units, key },
                    bubbles: true,
                    composed: true,
                  }),
                )}
            >
              ${withPlayerNames(line.text)}
            </li>`;
          },
        )}
      </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'battle-log': BattleLog;
  }
}
