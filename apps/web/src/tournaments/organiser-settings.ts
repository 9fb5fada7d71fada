import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ApiError } from '../net/api-answers.js';
import { fieldStyles } from '../ui/panel-styles.js';
import { patchTournament, SCORING_KEYS, type ScoringKey, type TournamentView } from './api.js';

const SCORING_WORDS: Readonly<Record<ScoringKey, string>> = {
  majorWin: 'Major win',
  minorWin: 'Minor win',
  draw: 'Draw',
  minorLoss: 'Minor loss',
  majorLoss: 'Major loss',
  forfeit: 'Forfeit loss',
  bye: 'Bye',
};

const TIE_BREAK_WORDS = {
  buchholz: 'Buchholz',
  sonneborn_berger: 'Sonneborn–Berger',
  head_to_head: 'Head-to-head',
} as const;

/** `datetime-local` text (local time) of a time in milliseconds, or '' for none. */
function localInput(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  return new Date(ms - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * The organiser's settings form: description, webhook (set, replace or remove; a new secret is
 * shown once), scoring, tie-break order, registration window, player cap, Swiss rounds, round
 * start delay and "rated". Fields the server would refuse at this stage are disabled with the
 * reason (docs/tournaments.md, Organiser tools). Sends only what changed; fires `changed`.
 */
@customElement('organiser-settings')
export class OrganiserSettings extends LitElement {
  static override styles = [
    fieldStyles,
    css`
      form {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
        gap: 0.5rem 1rem;
        align-items: end;
      }
      label {
        display: grid;
        gap: 0.2rem;
      }
      fieldset {
        grid-column: 1 / -1;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
        gap: 0.4rem 0.8rem;
        min-width: 0;
      }
      .wide {
        grid-column: 1 / -1;
      }
      .check {
        display: flex;
        gap: 0.4rem;
        align-items: center;
      }
      input,
      select,
      textarea,
      button {
        padding: 0.25rem 0.4rem;
        min-width: 0;
      }
      textarea {
        box-sizing: border-box;
        width: 100%;
      }
      small {
        color: var(--muted, #9aa4c7);
      }
      code {
        overflow-wrap: anywhere;
      }
    `,
  ];

  @property({ attribute: false }) accessor tournament: TournamentView | null = null;
  @state() private accessor problem = '';
  @state() private accessor saved = '';
  @state() private accessor secret = '';

  private patchOf(form: HTMLFormElement, t: TournamentView): Record<string, unknown> {
    const data = new FormData(form);
    const text = (k: string) => String(data.get(k) ?? '');
    const s = t.settings;
    const patch: Record<string, unknown> = {};
    if (text('description') !== t.description) patch.description = text('description');
    const scoring = Object.fromEntries(SCORING_KEYS.map((k) => [k, Number(text(`score-${k}`))]));
    if (SCORING_KEYS.some((k) => scoring[k] !== s.scoring?.[k])) patch.scoring = scoring;
    const tieBreaks = [0, 1, 2].map((i) => text(`tb-${i}`)).filter((x) => x !== '');
    if (tieBreaks.join() !== s.tieBreaks.join()) patch.tieBreaks = tieBreaks;
    if (text('delay') !== '' && Number(text('delay')) !== s.roundStartDelayHours)
      patch.roundStartDelayHours = Number(text('delay'));
    if (data.has('rounds') && Number(text('rounds')) !== s.rounds)
      patch.rounds = Number(text('rounds'));
    if (data.has('cap') && Number(text('cap')) !== s.maxPlayers)
      patch.maxPlayers = Number(text('cap'));
    if (t.status === 'registration') {
      const rated = data.get('rated') === 'on';
      if (rated !== s.rated) patch.rated = rated;
    }
    for (const [field, key] of [
      ['opens', 'registrationOpensAt'],
      ['closes', 'registrationClosesAt'],
    ] as const) {
      if (!data.has(field)) continue;
      const value = text(field) === '' ? null : new Date(text(field)).getTime();
      if (value !== (s[key] ?? null)) patch[key] = value;
    }
    if (data.get('webhook-remove') === 'on') patch.webhookUrl = null;
    else if (text('webhook').trim() !== '') patch.webhookUrl = text('webhook').trim();
    return patch;
  }

  private async submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const t = this.tournament;
    const form = event.target as HTMLFormElement;
    if (!t) return;
    const patch = this.patchOf(form, t);
    if (Object.keys(patch).length === 0) {
      this.saved = 'Nothing changed.';
      return;
    }
    try {
      const { tournament, webhookSecret } = await patchTournament(t.id, patch);
      this.problem = '';
      this.secret = webhookSecret ?? '';
      this.saved = 'Settings saved.';
      (form.elements.namedItem('webhook') as HTMLInputElement).value = '';
      this.dispatchEvent(new CustomEvent('changed', { detail: tournament }));
    } catch (e) {
      this.saved = '';
      const where = e instanceof ApiError && e.path.length > 0 ? ` (${e.path.join('.')})` : '';
      this.problem = (e instanceof Error ? e.message : String(e)) + where;
    }
  }

  override render() {
    const t = this.tournament;
    if (!t || t.status === 'finished') return nothing;
    const s = t.settings;
    const before = t.status === 'registration';
    const lockNote = before ? nothing : html`<small>Fixed once the tournament has started.</small>`;
    const pairedAll = t.format === 'swiss' && t.rounds.length > 0 && t.rounds.length === s.rounds;
    return html`<form data-testid="settings-form" @submit=${(e: SubmitEvent) => this.submit(e)}>
      <label class="wide"
        >Description
        <textarea name="description" rows="2" maxlength="2000" .value=${t.description}></textarea>
      </label>
      <fieldset>
        <legend>Points for each result</legend>
        ${SCORING_KEYS.map(
          (k) =>
            html`<label
              >${SCORING_WORDS[k]}
              <input
                name="score-${k}"
                type="number"
                step="0.5"
                min="-10"
                max="10"
                required
                .value=${String(s.scoring?.[k] ?? 0)}
              />
            </label>`,
        )}
      </fieldset>
      <fieldset>
        <legend>Tie-breaks, in order</legend>
        ${[0, 1, 2].map(
          (i) =>
            html`<label
              >${i + 1}.
              <select name="tb-${i}" data-testid="tie-break-${i}">
                <option value="" ?selected=${s.tieBreaks[i] === undefined}>none</option>
                ${Object.entries(TIE_BREAK_WORDS).map(
                  ([id, word]) =>
                    html`<option value=${id} ?selected=${s.tieBreaks[i] === id}>${word}</option>`,
                )}
              </select>
            </label>`,
        )}
      </fieldset>
      <label
        >Registration opens
        <input
          name="opens"
          type="datetime-local"
          ?disabled=${!before}
          .value=${localInput(s.registrationOpensAt)}
        />
      </label>
      <label
        >Registration closes
        <input
          name="closes"
          type="datetime-local"
          ?disabled=${!before}
          .value=${localInput(s.registrationClosesAt)}
        />
      </label>
      <label
        >Player cap
        <input
          name="cap"
          type="number"
          min=${Math.max(2, t.players.length)}
          max="256"
          ?disabled=${!before}
          .value=${String(s.maxPlayers)}
        />
      </label>
      <label class="check"
        ><input name="rated" type="checkbox" ?disabled=${!before} .checked=${s.rated} /> Rated
        games</label
      >
      ${lockNote}
      ${
        t.format === 'swiss'
          ? html`<label
              >Rounds
              <input
                name="rounds"
                type="number"
                min=${Math.max(1, t.rounds.length)}
                max="30"
                ?disabled=${pairedAll}
                .value=${String(s.rounds ?? '')}
              />
            </label>`
          : nothing
      }
      <label
        >Hours from pairing to start
        <input
          name="delay"
          type="number"
          min="0"
          max="168"
          step="1"
          .value=${String(s.roundStartDelayHours ?? 0)}
        />
      </label>
      <label class="wide"
        >Webhook URL ${s.webhook ? '(one is set; a new URL replaces it)' : '(none)'}
        <input name="webhook" type="url" placeholder="https://…" maxlength="500" />
      </label>
      ${
        s.webhook
          ? html`<label class="check wide"
              ><input name="webhook-remove" type="checkbox" /> Remove the webhook</label
            >`
          : nothing
      }
      <div class="wide">
        <button type="submit">Save settings</button>
        ${this.saved ? html`<span role="status">${this.saved}</span>` : nothing}
      </div>
      ${this.problem ? html`<p class="wide" role="alert">${this.problem}</p>` : nothing}
      ${
        this.secret
          ? html`<p class="wide" data-testid="webhook-secret">
              The webhook's new secret, shown this once: <code>${this.secret}</code>
            </p>`
          : nothing
      }
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'organiser-settings': OrganiserSettings;
  }
}
