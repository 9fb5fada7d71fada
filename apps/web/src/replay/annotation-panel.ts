import { ANNOTATION_LIMITS, type Annotation } from '@broadside/protocol';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { heldSeat } from '../net/seat-store.js';
import { fieldStyles } from '../ui/panel-styles.js';
import { addAnnotation, deleteAnnotation, listAnnotations } from './annotation-api.js';
import { annotationMarks, annotationsAt, seqAt } from './annotation-steps.js';
import type { ReplayTimeline } from './replay-steps.js';

/**
 * The players' comments in a replay (issue 33): a track of marks, one per step that has
 * comments (click one to go there), the comments of the current step, and for a player of the
 * game (this browser holds its seat token, or the signed-in account holds a seat) an "Add a
 * comment" box on the current step. Comments are loaded with the page: a spectator sees new ones
 * on reload. Every text is rendered through lit bindings, so it shows as written, never as HTML.
 *
 * Fires `annotation-go` (`detail`: the event index) when a mark is clicked.
 */
@customElement('replay-annotations')
export class ReplayAnnotations extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      :host {
        display: block;
        background: #0d1326;
        border-bottom: 1px solid #263056;
        font-size: 0.85rem;
      }
      .track {
        position: relative;
        height: 1.3rem;
        margin: 0 0.8rem;
      }
      .mark {
        position: absolute;
        top: 0.1rem;
        transform: translateX(-50%);
        padding: 0 0.25rem;
        font-size: 0.75rem;
        line-height: 1.05rem;
        cursor: pointer;
      }
      .mark[aria-current='true'] {
        border-color: var(--accent);
        color: var(--accent);
      }
      .body {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 0.8rem;
        align-items: flex-start;
        padding: 0.2rem 0.8rem 0.4rem;
      }
      ul {
        flex: 1 1 16rem;
        min-width: 0;
        margin: 0;
        padding: 0;
        list-style: none;
        max-height: 6.5rem;
        overflow-y: auto;
      }
      li {
        overflow-wrap: anywhere;
        white-space: pre-wrap;
      }
      .author {
        font-weight: 600;
      }
      .delete {
        margin-left: 0.4rem;
        font-size: 0.75rem;
      }
      form {
        display: flex;
        flex: 1 1 16rem;
        gap: 0.4rem;
        min-width: 0;
      }
      textarea {
        flex: 1;
        min-width: 0;
        resize: vertical;
      }
      .problem {
        color: #ff9a8a;
        flex-basis: 100%;
      }
      .none {
        color: #8b93b5;
      }
    `,
  ];

  /** The finished game. */
  @property() accessor gameId = '';
  /** The replay's timeline and the event the scrubber stands on. */
  @property({ attribute: false }) accessor timeline: ReplayTimeline | null = null;
  @property({ type: Number }) accessor index = -1;

  @state() private accessor annotations: readonly Annotation[] = [];
  /** The seat this browser writes as (its seat token's, else the account's), or null. */
  @state() private accessor writer: string | null = null;
  @state() private accessor writing = false;
  @state() private accessor busy = false;
  @state() private accessor problem = '';
  private token: string | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.load();
  }

  private async load(): Promise<void> {
    const held = heldSeat(localStorage, this.gameId);
    this.token = held?.token ?? null;
    try {
      const answer = await listAnnotations(this.gameId);
      this.annotations = answer.annotations;
      this.writer = held?.seat ?? answer.mySeat;
    } catch {
      // A replay without its comments is still a replay: the track stays empty.
      this.annotations = [];
    }
  }

  private async add(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const t = this.timeline;
    const area = this.renderRoot.querySelector('textarea');
    const text = area?.value.trim() ?? '';
    if (!t || !text || this.busy) return;
    this.busy = true;
    this.problem = '';
    try {
      const added = await addAnnotation(this.gameId, seqAt(t, this.index), text, this.token);
      this.annotations = [...this.annotations, added].sort((x, y) => x.seq - y.seq);
      if (area) area.value = '';
      this.writing = false;
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    } finally {
      this.busy = false;
    }
  }

  private async deleteOne(id: string): Promise<void> {
    this.problem = '';
    try {
      await deleteAnnotation(this.gameId, id, this.token);
      this.annotations = this.annotations.filter((a) => a.id !== id);
    } catch (e) {
      this.problem = e instanceof Error ? e.message : String(e);
    }
  }

  private go(index: number): void {
    this.dispatchEvent(new CustomEvent('annotation-go', { detail: index }));
  }

  override render() {
    const t = this.timeline;
    if (!t) return nothing;
    const marks = annotationMarks(t, this.annotations);
    const here = annotationsAt(t, this.annotations, this.index);
    if (marks.length === 0 && this.writer === null) return nothing;
    return html`<div class="track" data-testid="annotation-marks">
        ${marks.map(
          (m) =>
            html`<button
              type="button"
              class="mark"
              data-testid="annotation-mark"
              style="left: ${m.percent}%"
              title="${m.count} comment${m.count === 1 ? '' : 's'} on event ${m.index + 1}"
              aria-current=${m.index === this.index ? 'true' : 'false'}
              @click=${() => this.go(m.index)}
            >
              💬${m.count}
            </button>`,
        )}
      </div>
      <div class="body">
        ${
          here.length > 0
            ? html`<ul data-testid="annotations-here" aria-label="Comments on this step">
                ${here.map(
                  (a) =>
                    html`<li data-testid="annotation">
                      <span class="author">${a.author}:</span> <span class="text">${a.text}</span>
                      ${
                        a.seat === this.writer
                          ? html`<button
                              type="button"
                              class="delete"
                              data-testid="annotation-delete"
                              title="Delete my comment"
                              @click=${() => void this.deleteOne(a.id)}
                            >
                              Delete
                            </button>`
                          : nothing
                      }
                    </li>`,
                )}
              </ul>`
            : html`<span class="none">No comments on this step.</span>`
        }
        ${
          this.writer === null
            ? nothing
            : this.writing
              ? html`<form @submit=${(e: SubmitEvent) => void this.add(e)}>
                  <textarea
                    rows="2"
                    data-testid="annotation-text"
                    aria-label="Your comment on this step"
                    @keydown=${(e: KeyboardEvent) => e.stopPropagation()}
                    maxlength=${ANNOTATION_LIMITS.maxTextLength}
                    required
                  ></textarea>
                  <button type="submit" data-testid="annotation-save" ?disabled=${this.busy}>
                    Save
                  </button>
                </form>`
              : html`<button
                  type="button"
                  data-testid="annotation-add"
                  @click=${() => (this.writing = true)}
                >
                  Add a comment
                </button>`
        }
        ${this.problem ? html`<span class="problem" role="alert">${this.problem}</span>` : nothing}
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'replay-annotations': ReplayAnnotations;
  }
}
