import type { LibraryEntry } from '@broadside/protocol';
import type { RulesetDescription } from '@broadside/rules';
import { html, nothing } from 'lit';
import type { WebRuleset } from '../rulesets/types.js';
import {
  baseSetup,
  roundSetup,
  seatsOf,
  summarise,
  type RoundRow,
  type RowProblem,
} from './round-setup.js';

/** What one round row needs from the form that holds it. */
export interface RoundRowContext {
  readonly index: number;
  /** "Round 2", or "All rounds" when one game serves every round. */
  readonly title: string;
  readonly rulesets: readonly RulesetDescription[];
  /** The ruleset's web folder once loaded (its rules and scenario editor part). */
  readonly web: WebRuleset | null;
  /** The organiser's saved scenarios of the row's ruleset. */
  readonly saved: readonly LibraryEntry[];
  /** The server's refusal of this round, if it named it. */
  readonly refusal: RowProblem | null;
  readonly removable: boolean;
  update(next: RoundRow): void;
  remove(): void;
}

const value = (e: Event) => (e.target as HTMLInputElement | HTMLSelectElement).value;

/** True unless the ruleset's rules refuse `fleetChoice` itself (the ruleset has no fleet choice). */
function offersFleetChoice(web: WebRuleset | null, setup: Readonly<Record<string, unknown>>) {
  if (!web) return false;
  const checked = web.rules.parseSetup({ ...setup, fleetChoice: 'each_side' });
  if (checked.ok) return true;
  const { code, message, path } = checked.error;
  return !(code === 'setup/invalid' && /fleetChoice/.test(`${message} ${path.join('.')}`));
}

function sourceFields(row: RoundRow, ctx: RoundRowContext, description?: RulesetDescription) {
  const id = `t-round-${ctx.index}`;
  if (row.source === 'code')
    return html`<label class="wide"
      >Scenario share code
      <textarea
        rows="2"
        data-testid="${id}-code"
        placeholder="BSD1.…"
        .value=${row.code}
        @input=${(e: Event) => ctx.update({ ...row, code: value(e) })}
      ></textarea>
    </label>`;
  if (row.source === 'saved')
    return html`<label
      >Saved scenario
      <select
        data-testid="${id}-saved"
        @change=${(e: Event) => ctx.update({ ...row, saved: value(e) })}
      >
        <option value="" ?selected=${row.saved === ''}>
          ${ctx.saved.length === 0 ? 'none saved for this ruleset' : 'pick one'}
        </option>
        ${ctx.saved.map(
          (e) => html`<option value=${e.id} ?selected=${e.id === row.saved}>${e.name}</option>`,
        )}
      </select>
    </label>`;
  return html`<label
    >Scenario
    <select
      name="scenario"
      data-testid="${id}-scenario"
      @change=${(e: Event) => ctx.update({ ...row, scenario: value(e) })}
    >
      ${(description?.scenarios ?? []).map(
        (s) => html`<option value=${s.id} ?selected=${s.id === row.scenario}>${s.name}</option>`,
      )}
    </select>
  </label>`;
}

function budgetFields(row: RoundRow, ctx: RoundRowContext, seats: readonly string[]) {
  return seats.map(
    (seat) =>
      html`<label
        >Side ${seat} budget
        <input
          type="number"
          min="1"
          max="10000"
          placeholder="none"
          data-testid="t-round-${ctx.index}-budget-${seat}"
          .value=${row.budget[seat] === undefined ? '' : String(row.budget[seat])}
          @input=${(e: Event) => {
            const text = value(e).trim();
            const budget = { ...row.budget };
            if (text === '') delete budget[seat];
            else budget[seat] = Number(text);
            ctx.update({ ...row, budget });
          }}
        />
      </label>`,
  );
}

/**
 * One round's game: ruleset, where its set-up comes from, a budget per side and "each side
 * picks its fleet" (offered where the ruleset's rules know it), then what the rules say of it:
 * each side's forces and points, or the refusal with its path. The server's refusal of the round
 * shows here too.
 */
export function renderRoundRow(row: RoundRow, ctx: RoundRowContext) {
  const id = `t-round-${ctx.index}`;
  const description = ctx.rulesets.find((r) => r.id === row.ruleset);
  const base = baseSetup(row, description, ctx.saved);
  const setup = base.ok ? roundSetup(row, base.value) : null;
  const checked = setup && ctx.web ? ctx.web.rules.parseSetup(setup) : null;
  const local: RowProblem | null = !base.ok
    ? base.error
    : checked && !checked.ok
      ? checked.error
      : null;
  const seats = base.ok ? seatsOf(ctx.web, description, base.value.setup) : [];
  return html`<fieldset class="round" data-testid=${id}>
    <legend>${ctx.title}</legend>
    <label
      >Ruleset
      <select
        data-testid="${id}-ruleset"
        @change=${(e: Event) => {
          const ruleset = value(e);
          const first = ctx.rulesets.find((r) => r.id === ruleset)?.scenarios[0]?.id ?? '';
          ctx.update({ ...row, ruleset, scenario: first, saved: '', budget: {}, eachSide: false });
        }}
      >
        ${ctx.rulesets.map(
          (r) => html`<option value=${r.id} ?selected=${r.id === row.ruleset}>${r.name}</option>`,
        )}
      </select>
    </label>
    <label
      >Set-up
      <select
        data-testid="${id}-source"
        @change=${(e: Event) => ctx.update({ ...row, source: value(e) as RoundRow['source'] })}
      >
        <option value="scenario" ?selected=${row.source === 'scenario'}>A scenario</option>
        <option value="code" ?selected=${row.source === 'code'}>A share code</option>
        <option value="saved" ?selected=${row.source === 'saved'}>One of my scenarios</option>
      </select>
    </label>
    ${sourceFields(row, ctx, description)} ${budgetFields(row, ctx, seats)}
    ${
      base.ok && offersFleetChoice(ctx.web, base.value.setup)
        ? html`<label class="check"
            ><input
              type="checkbox"
              data-testid="${id}-each-side"
              .checked=${row.eachSide}
              @change=${(e: Event) =>
                ctx.update({ ...row, eachSide: (e.target as HTMLInputElement).checked })}
            />
            Each side picks its fleet</label
          >`
        : nothing
    }
    ${
      ctx.removable
        ? html`<button type="button" data-testid="${id}-remove" @click=${() => ctx.remove()}>
            Remove this round
          </button>`
        : nothing
    }
    ${setup && !local ? renderSummary(ctx, description, setup) : nothing}
    ${
      local
        ? html`<p class="problem" role="alert" data-testid="${id}-problem">
            ${local.message}${local.path.length > 0 ? html` <code>${local.path.join('.')}</code>` : ''}
          </p>`
        : nothing
    }
    ${
      ctx.refusal
        ? html`<p class="problem" role="alert" data-testid="${id}-refusal">
            The server refused this round: ${ctx.refusal.message}
            ${ctx.refusal.path.length > 0 ? html`<code>${ctx.refusal.path.join('.')}</code>` : ''}
          </p>`
        : nothing
    }
  </fieldset>`;
}

function renderSummary(
  ctx: RoundRowContext,
  description: RulesetDescription | undefined,
  setup: Readonly<Record<string, unknown>>,
) {
  const sides = summarise(ctx.web, description, setup);
  return html`<ul class="summary wide" data-testid="t-round-${ctx.index}-summary">
    ${sides.map((s) => {
      const over = s.points !== null && s.budget !== null && s.points > s.budget;
      return html`<li class=${over ? 'over' : ''}>
        <b>Side ${s.seat}</b>${s.forces ? `: ${s.forces}` : ''}${
          s.points === null ? '' : ` · ${s.points} points`
        }${s.budget === null ? '' : ` · budget ${s.budget}`}${over ? ' · over budget' : ''}
      </li>`;
    })}
  </ul>`;
}
