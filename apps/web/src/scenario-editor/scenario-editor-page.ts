import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { formatLabel, hexEquals, type Hex, type RuleError } from '@broadside/rules';
import { decodeShareCode, encodeShareCode } from '@broadside/protocol';
import '../map/hex-map.js';
import type { HexEventDetail, UnitEventDetail } from '../map/hex-map.js';
import type { HexMark } from '../map/map-data.js';
import type { BoardPicture } from '@broadside/board-picture';
import { loadWebRuleset, webRulesetIds } from '../rulesets/registry.js';
import type { WebRuleset } from '../rulesets/types.js';
import type { ScenarioEditorPart } from '../rulesets/contract/scenario-editor.js';
import { currentLibrary } from '../library/library.js';
import { sayError } from '../game/refusal-text.js';
import { routeHref } from '../app/routes.js';
import { editorBoard, type SetupCheck } from './board.js';
import { createEditedGame } from './create-game.js';
import { editorStyles } from './editor-styles.js';
import {
  picksFleets,
  setPicksFleets,
  toggleZoneHex,
  zoneMarks,
  zonesPossible,
} from './fleet-zones.js';
import { fieldForPath, hexAtPath, pathKey, type SetupPath } from './setup-json.js';
import { sideForces } from './side-forces.js';
import {
  boardTools,
  selectedShipBar,
  type EditorTool as Tool,
  type SelectedShip as Selected,
} from './board-tools.js';
import { keepAndPlay } from './keep-and-play.js';
import { mapTurnFields } from './map-turn-fields.js';

/**
 * The scenario editor shared by every ruleset (`#/scenarios/edit/<ruleset>`, issue 30): the
 * set-up's board drawn by the battle's own map from the position the rules create, the tools
 * to place ships and terrain on it, the sides' forces with their points and budgets, the
 * ruleset's own fields, and Save, share code, import and Create game. The ruleset's
 * `scenarioEditor` part makes every change; its `parseSetup` checks every result, and a refusal
 * shows beside the field its path names (its hex marked on the board).
 */
@customElement('scenario-editor-page')
export class ScenarioEditorPage extends LitElement {
  static override styles = editorStyles;

  /** The ruleset being edited; `''` asks for one. */
  @property() accessor ruleset = '';
  /** A share code to open, if any. */
  @property() accessor code = '';

  @state() private accessor web: WebRuleset | null = null;
  @state() private accessor setup: unknown = null;
  @state() private accessor name = 'My scenario';
  @state() private accessor tool: Tool = { kind: 'ship' };
  @state() private accessor seat = 'A';
  @state() private accessor design = '';
  @state() private accessor selected: Selected | null = null;
  @state() private accessor check: SetupCheck = { ok: true };
  @state() private accessor picture: BoardPicture | null = null;
  /** Each side's deployment zone where the sides pick their fleets. */
  @state() private accessor zones: Readonly<Record<string, readonly string[]>> | null = null;
  @state() private accessor status = '';
  @state() private accessor shareCode = '';
  @state() private accessor importText = '';
  @state() private accessor busy = false;
  /** The field keys the last render put a refusal note beside. */
  private noteKeys = new Set<string>();
  private renderedKeys = '';

  private get editorPart(): ScenarioEditorPart | null {
    return this.web?.scenarioEditor ?? null;
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has('ruleset') || changed.has('code')) void this.open();
  }

  protected override updated(): void {
    // A refusal's field is the longest key its path starts with: the keys are known once drawn.
    const keys = [...this.noteKeys].sort().join('|');
    if (keys !== this.renderedKeys) {
      this.renderedKeys = keys;
      this.requestUpdate();
    }
  }

  /** Loads the ruleset and opens the share code, or its first scenario. */
  private async open(): Promise<void> {
    this.status = '';
    let ruleset = this.ruleset;
    let opened: { name: string; body: unknown } | null = null;
    if (this.code) {
      const decoded = decodeShareCode(this.code);
      if (!decoded.ok) this.status = decoded.error.message;
      else if (decoded.value.kind !== 'scenario')
        this.status = 'This code holds a design, not a scenario.';
      else {
        ruleset = decoded.value.ruleset;
        opened = { name: decoded.value.name, body: decoded.value.body };
      }
    }
    if (!ruleset) {
      this.web = null;
      return;
    }
    const web = await loadWebRuleset(ruleset);
    if (!web?.scenarioEditor) {
      this.web = web;
      this.status = web ? `No scenario editor for ${ruleset} yet.` : `No ruleset "${ruleset}".`;
      return;
    }
    this.web = web;
    if (opened) this.name = opened.name;
    const part = web.scenarioEditor;
    this.design = part.designs[0]?.id ?? '';
    const first = web.rules.describe().scenarios[0]?.id ?? '';
    this.change(opened?.body ?? part.start(first));
  }

  /** Takes a new set-up and checks it with the rules. */
  private change(setup: unknown): void {
    const web = this.web;
    if (!web) return;
    this.setup = setup;
    this.shareCode = '';
    const board = editorBoard(web.rules, setup);
    this.check = board.check;
    // A refused set-up keeps the last good board, with the hex at fault marked on it.
    if (board.picture) this.picture = board.picture;
    if (board.check.ok) this.zones = board.zones;
    if (!this.zones && this.tool.kind === 'zone') this.tool = { kind: 'ship' };
    const seats = web.scenarioEditor?.seats(setup) ?? [];
    if (!seats.includes(this.seat)) this.seat = seats[0] ?? 'A';
    if (this.selected && !this.shipOf(this.selected)) this.selected = null;
  }

  private shipOf(s: Selected) {
    return this.editorPart?.ships(this.setup, s.seat)[s.index] ?? null;
  }

  /** The ship placed at a hex, if any. */
  private shipAt(hex: Hex): Selected | null {
    const part = this.editorPart;
    if (!part) return null;
    const label = formatLabel(hex);
    for (const seat of part.seats(this.setup)) {
      const index = part.ships(this.setup, seat).findIndex((s) => s.hex === label);
      if (index >= 0) return { seat, index };
    }
    return null;
  }

  private onHex(hex: Hex): void {
    const part = this.editorPart;
    if (!part) return;
    const tool = this.tool;
    if (tool.kind === 'terrain') return this.change(part.toggleTerrain(this.setup, tool.id, hex));
    if (tool.kind === 'zone' && this.zones)
      return this.change(toggleZoneHex(this.setup, this.zones, this.seat, formatLabel(hex)));
    const there = this.shipAt(hex);
    if (tool.kind === 'select' || there) {
      this.selected = there;
      return;
    }
    const seat = this.seat;
    this.change(part.placeShip(this.setup, seat, this.design, formatLabel(hex)));
    this.selected = { seat, index: part.ships(this.setup, seat).length - 1 };
  }

  private onUnit(unitId: string): void {
    const hex = this.picture?.units.find((u) => u.id === unitId)?.hex ?? null;
    if (hex) this.onHex(hex);
  }

  /** The refusal beside a field whose path it names; the editor learns the field's key here. */
  private readonly note = (path: SetupPath): TemplateResult => {
    const key = pathKey(path);
    this.noteKeys.add(key);
    const check = this.check;
    if (check.ok || fieldForPath(check.error.path, this.noteKeys) !== key) return html``;
    return html`<span class="refusal" role="alert" data-testid="editor-refusal"
      >${check.error.message}</span
    >`;
  };

  private async save(): Promise<void> {
    const web = this.web;
    if (!web || !this.check.ok) return;
    try {
      await currentLibrary().save({
        kind: 'scenario',
        ruleset: web.id,
        name: this.name,
        body: this.setup,
      });
      this.status = `Saved “${this.name}” to your library.`;
    } catch (err) {
      this.status = sayError(err).text;
    }
  }

  private async copyCode(): Promise<void> {
    const web = this.web;
    if (!web || !this.check.ok) return;
    this.shareCode = encodeShareCode({
      kind: 'scenario',
      ruleset: web.id,
      name: this.name,
      body: this.setup,
    });
    try {
      await navigator.clipboard.writeText(this.shareCode);
      this.status = 'Share code copied.';
    } catch {
      this.status = 'Share code below: copy it by hand.';
    }
  }

  private importCode(): void {
    const decoded = decodeShareCode(this.importText);
    if (!decoded.ok) {
      this.status = decoded.error.message;
      return;
    }
    if (decoded.value.kind !== 'scenario') {
      this.status = 'This code holds a design, not a scenario.';
      return;
    }
    location.hash = routeHref({
      page: 'scenario-editor',
      ruleset: decoded.value.ruleset,
      code: this.importText.replace(/\s+/g, ''),
    });
  }

  private async createGame(): Promise<void> {
    const web = this.web;
    if (!web || !this.check.ok) return;
    this.busy = true;
    try {
      const gameId = await createEditedGame(web.id, this.setup);
      location.hash = routeHref({ page: 'game', gameId, seat: null, invite: null });
    } catch (err) {
      this.status = sayError(err).text;
    } finally {
      this.busy = false;
    }
  }

  override render() {
    this.noteKeys = new Set();
    const part = this.editorPart;
    return html`<div class="editor">
      ${this.renderBar()}
      ${
        part && this.web
          ? html`${this.renderBoard(part)}
              <div class="fields" data-testid="editor-fields">${this.renderFields(part)}</div>`
          : html`<p class="hint" style="padding:1rem">
              ${this.status || 'Pick a ruleset to edit its scenarios.'}
            </p>`
      }
    </div>`;
  }

  private renderBar() {
    const web = this.web;
    const part = this.editorPart;
    const scenarios = web?.rules.describe().scenarios ?? [];
    const current = part ? part.scenarioOf(this.setup) : '';
    const val = (e: Event) => (e.target as HTMLSelectElement | HTMLInputElement).value;
    return html`<div class="bar">
      <label
        >Ruleset
        <select
          data-testid="editor-ruleset"
          @change=${(e: Event) => (location.hash = routeHref({ page: 'scenario-editor', ruleset: val(e) }))}
        >
          ${this.ruleset ? nothing : html`<option value="" selected>Choose…</option>`}
          ${webRulesetIds().map((id) => html`<option value=${id} ?selected=${id === web?.id}>${id}</option>`)}
        </select>
      </label>
      ${
        part
          ? html`<label
                >Base scenario
                <select
                  data-testid="editor-scenario"
                  @change=${(e: Event) => this.change(part.start(val(e)))}
                >
                  ${scenarios.map((s) => html`<option value=${s.id} ?selected=${s.id === current}>${s.name}</option>`)}
                </select>
              </label>
              <label
                >Name
                <input
                  data-testid="editor-name"
                  maxlength="60"
                  .value=${this.name}
                  @input=${(e: Event) => (this.name = val(e))}
                />
              </label>
              ${
                this.check.ok
                  ? html`<span class="check ok" data-testid="editor-check" data-ok="true"
                      >✓ The rules accept this set-up.</span
                    >`
                  : html`<span class="check bad" data-testid="editor-check" data-ok="false"
                      >✗ ${this.check.error.message}</span
                    >`
              }`
          : nothing
      }
    </div>`;
  }

  /** "Each side picks its fleet", where the ruleset lets the creator draw the zones. */
  private renderFleetChoice() {
    const web = this.web;
    if (!web || !(picksFleets(this.setup) || zonesPossible(web.rules, this.setup))) return nothing;
    return html`<label title="Each side picks its own ships within its budget, in its zone">
      <input
        type="checkbox"
        data-testid="editor-picks-fleets"
        .checked=${picksFleets(this.setup)}
        @change=${(e: Event) =>
          this.change(setPicksFleets(this.setup, (e.target as HTMLInputElement).checked))}
      />
      Each side picks its fleet
    </label>`;
  }

  private marks(): readonly HexMark[] {
    const marks: HexMark[] = zoneMarks(this.zones, this.seat);
    const check = this.check;
    const bad = check.ok ? null : hexAtPath(this.setup, check.error.path);
    if (bad) marks.push({ hex: bad, kind: 'target' });
    const selected = this.selected ? this.shipOf(this.selected) : null;
    if (selected?.hex) {
      const hex = hexAtPath({ hex: selected.hex }, ['hex']);
      if (hex && !(bad && hexEquals(bad, hex))) marks.push({ hex, kind: 'focus' });
    }
    return marks;
  }

  private renderBoard(part: ScenarioEditorPart) {
    const picture = this.picture;
    return html`<div class="board">
      ${boardTools(part, {
        tool: this.tool,
        zoneSeat: this.zones ? this.seat : null,
        pick: (tool) => (this.tool = tool),
        fleetChoice: this.renderFleetChoice(),
      })}
      ${selectedShipBar(part, this.setup, this.selected, {
        change: (next) => this.change(next),
        clear: () => (this.selected = null),
      })}
      ${
        part.shipHint && this.tool.kind === 'ship'
          ? html`<p class="hint tools" data-testid="editor-ship-hint">${part.shipHint}</p>`
          : nothing
      }
      <hex-map
        data-testid="editor-map"
        .bounds=${picture?.bounds ?? { columns: 20, rows: 16 }}
        .terrain=${picture?.terrain ?? []}
        .units=${picture?.units ?? []}
        .marks=${this.marks()}
        @hex-click=${(e: CustomEvent<HexEventDetail>) => this.onHex(e.detail.hex)}
        @unit-click=${(e: CustomEvent<UnitEventDetail>) => this.onUnit(e.detail.unitId)}
      ></hex-map>
    </div>`;
  }

  private renderFields(part: ScenarioEditorPart) {
    const setup = this.setup;
    const bounds = this.picture?.bounds ?? { columns: 20, rows: 16 };
    return html`${mapTurnFields(part, setup, bounds, {
        change: (next) => this.change(next),
        note: this.note,
      })}
      ${this.renderForces(part)}
      <fieldset>
        <legend>${this.web?.rules.describe().name ?? ''}: victory, terrain and options</legend>
        ${part.renderFields(setup, (next) => this.change(next), this.note)}
      </fieldset>
      ${this.check.ok ? nothing : this.renderOrphanRefusal(this.check.error)}
      ${this.renderActions()}`;
  }

  /** A refusal whose path names no field on screen is said under the fields. */
  private renderOrphanRefusal(error: RuleError) {
    if (fieldForPath(error.path, this.noteKeys) !== null) return nothing;
    return html`<p class="refusal" role="alert" data-testid="editor-refusal">${error.message}</p>`;
  }

  private renderForces(part: ScenarioEditorPart) {
    const setup = this.setup;
    const val = (e: Event) => (e.target as HTMLSelectElement | HTMLInputElement).value;
    return html`<fieldset>
      <legend>Forces</legend>
      <label
        >New ships for side
        <select data-testid="editor-seat" @change=${(e: Event) => (this.seat = val(e))}>
          ${part.seats(setup).map((s) => html`<option value=${s} ?selected=${s === this.seat}>${s}</option>`)}
        </select>
        <select data-testid="editor-design" @change=${(e: Event) => (this.design = val(e))}>
          ${part.designs.map(
            (d) =>
              html`<option value=${d.id} ?selected=${d.id === this.design}>
                ${d.name}${d.points === null ? '' : ` (${d.points})`}
              </option>`,
          )}
        </select>
      </label>
      ${part.seats(setup).map((seat) =>
        sideForces(part, setup, seat, {
          selected: this.selected?.seat === seat ? this.selected.index : null,
          select: (index) => (this.selected = { seat, index }),
          change: (next) => this.change(next),
          note: this.note,
        }),
      )}
    </fieldset>`;
  }

  private renderActions() {
    return keepAndPlay({
      ok: this.check.ok,
      busy: this.busy,
      status: this.status,
      shareCode: this.shareCode,
      importText: this.importText,
      save: () => void this.save(),
      copyCode: () => void this.copyCode(),
      createGame: () => void this.createGame(),
      importCode: () => this.importCode(),
      setImportText: (text) => (this.importText = text),
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scenario-editor-page': ScenarioEditorPage;
  }
}
