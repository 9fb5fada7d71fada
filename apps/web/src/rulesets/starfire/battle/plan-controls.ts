import { css, html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import type { QueuedOrder, WireError } from '@broadside/protocol';
import { formatLabel } from '@broadside/rules';
import type { Plan } from './plan-actions.js';
import { plansFromQueue } from './path-queue.js';
import { refusalSentence } from '../../../game/refusal-text.js';

/** What the plan controls show and do. */
export interface PlanControls {
  readonly plan: Plan | null;
  /** This seat's queued orders on the server. */
  readonly queued: readonly QueuedOrder[];
  /** Why the server last cancelled the queue, if it did. */
  readonly cancelled: WireError | null;
  /** True where the server keeps a queue (not in practice). */
  readonly canQueue: boolean;
  readonly busy: boolean;
  /** The ship that may hold its place for the rest of the turn (queued stays), or `null`. */
  readonly holdShip: string | null;
  readonly name: (unitId: string) => string;
  readonly onGo: (stay: boolean) => void;
  readonly onUndo: () => void;
  readonly onHold: () => void;
  readonly onClearQueue: () => void;
}

/** Styles of the plan controls. */
export const planControlsStyles = css`
  .plan,
  .queued {
    margin-top: 0.6rem;
    padding: 0.4rem 0.5rem;
    border-left: 3px solid #f0a030;
    background: rgba(240, 160, 48, 0.08);
  }
  .queued {
    border-left-color: #cc79a7;
    background: rgba(204, 121, 167, 0.08);
  }
  .plan p,
  .queued p {
    margin: 0 0 0.4rem;
  }
  .plan .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  /* Phones: no keyboard, and the drawer is low while a plan waits (Go and Undo fit its top). */
  @media (max-width: 600px) {
    .plan kbd {
      display: none;
    }
  }
`;

function moves(n: number): string {
  return `${n} MP`;
}

/**
 * The path planned on the map (not sent yet) with Go, Go-and-stay and Undo, and the steps the
 * server holds in this seat's queue with a button to clear them.
 */
export function renderPlanControls(c: PlanControls) {
  const plan = c.plan;
  const queuedByShip = [...plansFromQueue(c.queued)];
  const planBlock = plan
    ? html`<div class="plan" data-testid="plan">
        <p>
          Planned: ${c.name(plan.unit)} to ${formatLabel(plan.target)},
          ${moves(plan.steps.length)}${c.canQueue ? '' : ', one step at a time'}.
        </p>
        <div class="row">
          <button
            class="primary"
            data-testid="plan-go"
            ${actionKey('Enter')}
            ?disabled=${c.busy}
            @click=${() => c.onGo(false)}
          >
            ${c.canQueue ? 'Go' : 'Next step'}
          </button>
          ${
            c.canQueue
              ? html`<button
                  data-testid="plan-go-stay"
                  ${actionKey('g')}
                  ?disabled=${c.busy}
                  @click=${() => c.onGo(true)}
                >
                  Go, then stay for the turn
                </button>`
              : nothing
          }
          <button data-testid="plan-undo" ${actionKey('Escape')} @click=${() => c.onUndo()}>
            Undo
          </button>
        </div>
      </div>`
    : c.holdShip && c.canQueue
      ? html`<div class="plan" data-testid="plan-hint">
          <p>Click a green hex to plan ${c.name(c.holdShip)}'s path, or:</p>
          <button
            data-testid="plan-hold"
            ${actionKey('h')}
            ?disabled=${c.busy}
            @click=${() => c.onHold()}
          >
            Stay for the rest of the turn
          </button>
        </div>`
      : nothing;
  const queuedBlock =
    queuedByShip.length > 0
      ? html`<div class="queued" data-testid="queued">
          <p>
            Queued on the server, played when they are due:
            ${queuedByShip.map(([id, steps], i) => html`${i > 0 ? '; ' : ''}${c.name(id)} ${moves(steps.length)}`)}.
          </p>
          <button
            data-testid="queue-clear"
            ${actionKey('Backspace')}
            ?disabled=${c.busy}
            @click=${() => c.onClearQueue()}
          >
            Clear queued steps
          </button>
        </div>`
      : nothing;
  const cancelled = c.cancelled
    ? html`<p
        class="error"
        role="alert"
        data-testid="queue-cancelled"
        data-code=${c.cancelled.code}
      >
        Your queued steps were cancelled: ${refusalSentence(c.cancelled)}
      </p>`
    : nothing;
  return html`${planBlock}${queuedBlock}${cancelled}`;
}
