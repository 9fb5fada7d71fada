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
      .marks {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        align-items: center;
        padding: 0.3rem 0.8rem;
      }
      .label,
      .none {
        color: #8b93b5;
      }
      .mark {
        font-size: 0.8rem;
        padding: 0 0.4rem;
        cursor: pointer;
      }
      .mark[aria-current='true'] {
        border-color: var(--accent);
        color: var(--accent);
      }
      .add {
        margin-left: auto;
      }
      ul {
        margin: 0;
        padding: 0 0.8rem 0.3rem;
        list-style: none;
        max-height: 6.5rem;
        overflow-y: auto;
      }
      li {
        overflow-wrap: anywhere;
      }
      li + li {
        margin-top: 0.15rem;
      }
      .author {
        font-weight: 600;
      }
      .text {
        white-space: pre-wrap;
      }
      .delete {
        margin-left: 0.4rem;
        font-size: 0.75rem;
        padding: 0 0.3rem;
      }
      form {
        display: flex;
        gap: 0.4rem;
        padding: 0 0.8rem 0.4rem;
      }
      textarea {
        flex: 1;
        min-width: 0;
        resize: vertical;
      }
      .problem {
        display: block;
        padding: 0 0.8rem 0.4rem;
        color: #ff9a8a;
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
    return html`<div class="marks" data-testid="annotation-marks">
        <span class="label">Comments:</span>
        ${marks.length === 0 ? html`<span class="none">none yet</span>` : nothing}
        ${marks.map(
          (m) =>
            html`<button
              type="button"
              class="mark"
              data-testid="annotation-mark"
              title="Go to the ${m.count === 1 ? 'comment' : `${m.count} comments`} on this step"
              aria-current=${m.index === this.index ? 'true' : 'false'}
              @click=${() => this.go(m.index)}
            >
              ${m.index < 0 ? 'Start' : `Event ${m.index + 1}`} (${m.count})
            </button>`,
        )}
        ${
          this.writer !== null && !this.writing
            ? html`<button
                type="button"
                class="add"
                data-testid="annotation-add"
                @click=${() => (this.writing = true)}
              >
                Add a comment
              </button>`
            : nothing
        }
      </div>
      ${
        here.length > 0
          ? html`<ul data-testid="annotations-here" aria-label="Comments on this step">
              ${here.map(
                (a) =>
                  html`<li data-testid="annotation">
                    <span class="author">${a.author}:</span>
                    <span class="text">${a.text}</span>${
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
          : nothing
      }
      ${
        this.writing
          ? html`<form @submit=${(e: SubmitEvent) => void this.add(e)}>
              <span class="label"
                >${this.index < 0 ? 'At the start' : `On event ${this.index + 1}`}</span
              >
              <textarea
                rows="2"
                data-testid="annotation-text"
                aria-label="Your comment on this step"
                placeholder="Your comment on this step"
                maxlength=${ANNOTATION_LIMITS.maxTextLength}
                required
                @keydown=${(e: KeyboardEvent) => e.stopPropagation()}
              ></textarea>
              <button type="submit" data-testid="annotation-save" ?disabled=${this.busy}>
                Save
              </button>
            </form>`
          : nothing
      }
      ${this.problem ? html`<span class="problem" role="alert">${this.problem}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'replay-annotations': ReplayAnnotations;
  }
}
