import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import type { LibraryEntry } from '@broadside/protocol';
import {
  BANDS,
  FACTION_IDS,
  FACTIONS,
  TRACKS,
  fitted,
  shipPoints,
  type OwnClass,
  type OwnFaction,
  type Track,
} from '@broadside/rules/startrek';
import type { RuleError } from '@broadside/rules';
import {
  type DesignLibraryLabels,
  type OpenDesignEvent,
} from '../../../library/design-library-panel.js';
import { builderPageStyles } from '../../../ui/builder-form-styles.js';
import { TRACK_NAMES } from '../battle/log-text.js';
import { BLANK_CLASS, CLASS_STARTS, FACTION_STARTS, numberOf, withName } from './card-form.js';
import { ownCards, readCardBody } from './own-cards.js';

const RULESET = 'startrek';

const LIBRARY_LABELS: DesignLibraryLabels = {
  heading: 'Your datacards',
  what: 'a Star Trek datacard',
  idPrefix: 'card',
  testIds: {
    shareCode: 'card-code',
    item: () => 'card-entry',
    open: () => 'card-edit',
    copy: () => 'card-copy',
    remove: () => 'card-delete',
  },
};

/** A saved card's list line: which of the two cards it is. */
const describeCard = (entry: LibraryEntry): string =>
  (entry.body as { card?: string }).card === 'faction' ? 'faction card' : 'ship card';

/**
 * The Star Trek datacard editor (`#/designer/startrek`; docs/rules/star-trek.md, "Own cards"): a
 * ship card or a faction card, started blank or from a printed card, checked live by the rules
 * package with each refusal beside its field, drawn as the battle screen draws a ship card, with
 * its fleet points; saved to the library, listed, deleted, shared and imported as a code.
 */
@customElement('startrek-datacard-page')
export class StartrekDatacardPage extends LitElement {
  static override styles = [
    ...builderPageStyles,
    css`
      label {
        margin: 0.3rem 0;
      }
      .error {
        color: #ff8f8f;
        font-size: 0.8rem;
      }
      .tracks {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
        gap: 0.2rem 0.6rem;
      }
      .tracks label {
        flex-direction: row;
        align-items: center;
        gap: 0.3rem;
      }
      .tracks input {
        width: auto;
      }
      article.card {
        border: 1px solid #3a4570;
        border-left: 4px solid var(--accent, #7aa2ff);
        border-radius: 6px;
        padding: 0.6rem;
        max-width: 26rem;
      }
      .track {
        display: grid;
        grid-template-columns: 7.5rem auto minmax(0, 1fr);
        gap: 0.4rem;
        align-items: center;
        font-size: 0.8rem;
      }
      .boxes {
        display: inline-flex;
        gap: 2px;
      }
      .box {
        width: 1.1rem;
        text-align: center;
        border: 1px solid #3a4570;
        font-size: 0.7rem;
      }
      .box.on {
        background: #2c4a8a;
      }
      .note {
        color: var(--muted);
        font-size: 0.72rem;
      }
    `,
  ];

  @state() private accessor card: OwnClass | OwnFaction = BLANK_CLASS;
  @state() private accessor entries: readonly LibraryEntry[] = [];
  @state() private accessor status = '';

  /** The saved faction cards a ship card may name. */
  private get factions(): readonly OwnFaction[] {
    return ownCards(this.entries).factions;
  }

  private get check() {
    return readCardBody(this.card, this.factions);
  }

  private set<K extends string>(key: K, value: unknown): void {
    this.card = { ...this.card, [key]: value } as OwnClass | OwnFaction;
    this.status = '';
  }

  private errorAt(field: string, error: RuleError | null): TemplateResult | typeof nothing {
    if (!error) return nothing;
    const at = typeof error.path[0] === 'string' ? error.path[0] : '';
    return at === field
      ? html`<span class="error" role="alert" data-testid="card-error" data-field=${field}
          >${error.message}</span
        >`
      : nothing;
  }

  private numberField(
    key: string,
    label: string,
    value: number,
    error: RuleError | null,
  ): TemplateResult {
    const bad = error?.path[0] === key;
    return html`<label
      >${label}
      <input
        type="number"
        inputmode="numeric"
        step="1"
        data-testid="card-${key}"
        aria-invalid=${bad ? 'true' : 'false'}
        .value=${Number.isNaN(value) ? '' : String(value)}
        @input=${(e: Event) => this.set(key, numberOf((e.target as HTMLInputElement).value))}
      />${this.errorAt(key, error)}</label
    >`;
  }

  private startFrom(id: string): void {
    const starts = this.card.card === 'faction' ? FACTION_STARTS : CLASS_STARTS;
    const start = starts.find((s) => s.id === id);
    if (start) this.card = start.card;
    this.status = '';
  }

  private classFields(card: OwnClass, error: RuleError | null): TemplateResult {
    const factions = [
      ...FACTION_IDS.map((id) => ({ id, name: FACTIONS[id].name })),
      ...this.factions.map((f) => ({ id: f.id, name: `${f.name} (yours)` })),
    ];
    return html`<label
        >Faction
        <select
          data-testid="card-faction"
          @change=${(e: Event) => this.set('faction', (e.target as HTMLSelectElement).value)}
        >
          ${factions.map(
            (f) =>
              html`<option value=${f.id} ?selected=${f.id === card.faction}>${f.name}</option>`,
          )}
        </select>
        ${this.errorAt('faction', error)}</label
      >
      <label
        >Movement band
        <select
          data-testid="card-move"
          @change=${(e: Event) => this.set('move', (e.target as HTMLSelectElement).value)}
        >
          ${BANDS.map((b) => html`<option value=${b} ?selected=${b === card.move}>${b}</option>`)}
        </select></label
      >
      ${this.numberField('turn', 'Turn Value (0–3 hexsides)', card.turn, error)}
      ${this.numberField('torpedoDice', 'Torpedo dice (0–6)', card.torpedoDice, error)}
      ${this.numberField('points', 'Victory points (1–50)', card.points, error)}
      <fieldset>
        <legend>Tracks fitted (each starts at 6)</legend>
        <div class="tracks">
          ${TRACKS.map(
            (t) =>
              html`<label
                ><input
                  type="checkbox"
                  data-testid="card-track-${t}"
                  .checked=${!card.lacks.includes(t)}
                  @change=${(e: Event) => this.toggle(card, t, (e.target as HTMLInputElement).checked)}
                />${TRACK_NAMES[t]}</label
              >`,
          )}
        </div>
        ${this.errorAt('lacks', error)}
      </fieldset>`;
  }

  private toggle(card: OwnClass, track: Track, on: boolean): void {
    const lacks = on ? card.lacks.filter((t) => t !== track) : [...card.lacks, track];
    this.set(
      'lacks',
      TRACKS.filter((t) => lacks.includes(t)),
    );
  }

  private factionFields(card: OwnFaction, error: RuleError | null): TemplateResult {
    return html`${this.numberField('initiative', 'Initiative dice (1–6)', card.initiative, error)}
    ${this.numberField('crewQuality', 'Crew Quality (2–6)', card.crewQuality, error)}
    ${this.numberField('assault', 'Assault dice, boarding (1–6)', card.assault, error)}
    ${this.numberField('defence', 'Defence, boarding (2–6)', card.defence, error)}`;
  }

  private preview(error: RuleError | null): TemplateResult {
    const card = this.card;
    if (card.card === 'faction') {
      const f = card as OwnFaction;
      return html`<article class="card" data-testid="card-preview">
        <b>${f.name}</b>
        <div>${f.initiative} initiative dice, Crew Quality ${f.crewQuality}+</div>
        <div class="note">Boarding: ${f.assault} assault dice, defence ${f.defence}+</div>
      </article>`;
    }
    return this.shipPreview(card as OwnClass, error);
  }

  private shipPreview(card: OwnClass, error: RuleError | null): TemplateResult {
    const points = error ? null : shipPoints(card);
    return html`<article class="card" data-testid="card-preview">
      <div><b>${card.name}</b> <span class="note">${this.factionName(card.faction)}</span></div>
      <div class="note">
        ${card.move} move, turn
        ${card.turn}${card.torpedoDice > 0 ? `, ${card.torpedoDice} torpedo dice` : ''},
        ${card.points} VP
      </div>
      ${TRACKS.map((track) => {
        const on = fitted(card, track);
        return html`<div class="track">
          <span>${TRACK_NAMES[track]}</span>
          <span class="boxes" aria-label="${TRACK_NAMES[track]} ${on ? 6 : 1} of 6">
            ${[1, 2, 3, 4, 5, 6].map((n) => html`<span class="box ${on ? 'on' : ''}">${n}</span>`)}
          </span>
          <span class="note">${on ? nothing : 'not fitted'}</span>
        </div>`;
      })}
      <p data-testid="card-fleet-points">
        ${points === null ? 'Fleet points: fix the card first' : `Fleet points: ${points}`}
      </p>
    </article>`;
  }

  private factionName(id: string): string {
    return (
      (FACTIONS as Readonly<Record<string, { name: string }>>)[id]?.name ??
      this.factions.find((f) => f.id === id)?.name ??
      id
    );
  }

  /** The rules' check of an imported card (a ship card may name a saved faction card). */
  private readonly checkCard = (body: unknown): string | null => {
    const read = readCardBody(body, this.factions);
    return read.ok ? null : read.error.message;
  };

  override render() {
    const card = this.card;
    const checked = this.check;
    const error = checked.ok ? null : checked.error;
    const starts = card.card === 'faction' ? FACTION_STARTS : CLASS_STARTS;
    return html`<section class="panel" data-testid="card-form">
        <h2>Star Trek datacards</h2>
        <label
          >Card
          <select
            data-testid="card-kind"
            @change=${(e: Event) => {
              const kind = (e.target as HTMLSelectElement).value;
              this.card = kind === 'faction' ? FACTION_STARTS[0]!.card : CLASS_STARTS[0]!.card;
            }}
          >
            <option value="class" ?selected=${card.card !== 'faction'}>Ship card</option>
            <option value="faction" ?selected=${card.card === 'faction'}>Faction card</option>
          </select></label
        >
        <label
          >Start from
          <select
            data-testid="card-start"
            @change=${(e: Event) => this.startFrom((e.target as HTMLSelectElement).value)}
          >
            <option value="" selected>—</option>
            ${starts.map((s) => html`<option value=${s.id}>${s.name}</option>`)}
          </select></label
        >
        <label
          >Name
          <input
            data-testid="card-name"
            aria-invalid=${error?.path[0] === 'name' || error?.path[0] === 'id' ? 'true' : 'false'}
            .value=${card.name}
            @input=${(e: Event) =>
              (this.card = withName(this.card, (e.target as HTMLInputElement).value))}
          />${this.errorAt('name', error)}${this.errorAt('id', error)}</label
        >
        ${
          card.card === 'faction'
            ? this.factionFields(card as OwnFaction, error)
            : this.classFields(card as OwnClass, error)
        }
        ${
          error && error.path.length === 0
            ? html`<p class="error" data-testid="card-error">${error.message}</p>`
            : nothing
        }
        <p role="status" data-testid="card-status">${this.status}</p>
      </section>
      <div>
        <section class="panel">${this.preview(error)}</section>
        <design-library-panel
          ruleset=${RULESET}
          .labels=${LIBRARY_LABELS}
          .draft=${checked.ok ? { name: card.name, body: card } : null}
          .check=${this.checkCard}
          .describe=${describeCard}
          @designs-change=${(e: CustomEvent<readonly LibraryEntry[]>) => (this.entries = e.detail)}
          @open-design=${(e: OpenDesignEvent) => {
            this.card = e.detail.body as OwnClass | OwnFaction;
            this.status = `Editing “${e.detail.name}”.`;
          }}
        ></design-library-panel>
      </div>`;
  }
}
