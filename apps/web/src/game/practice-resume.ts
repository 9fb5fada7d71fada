import { html } from 'lit';
import type { SavedPractice } from '../net/practice-store.js';

/**
 * The offer shown when a practice page opens and this browser kept a game of the scenario: go
 * on with it, or start afresh (which forgets it).
 */
export function renderResumeOffer(saved: SavedPractice, choose: (resume: boolean) => void) {
  const when = new Date(saved.savedAt);
  return html`<section class="problem" data-testid="practice-resume">
    <h2>Resume your practice game?</h2>
    <p>
      This browser kept a practice game of this scenario: ${saved.orders.length}
      order${saved.orders.length === 1 ? '' : 's'} given, last on ${when.toLocaleString()}.
    </p>
    <p class="row">
      <button class="primary" data-testid="practice-resume-yes" @click=${() => choose(true)}>
        Resume it
      </button>
      <button data-testid="practice-resume-no" @click=${() => choose(false)}>
        Start a new game
      </button>
    </p>
  </section>`;
}
