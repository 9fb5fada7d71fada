import type { TemplateResult } from 'lit';
import type { AnyRuleset, RulesetDescription, ScenarioInfo } from '@broadside/rules';
import type { BattleScreen } from './contract/battle.js';
import type { DescribeEvent } from './contract/log-line.js';
import type { ReplayTimeline } from './contract/replay.js';
import type { Shortcut } from './contract/shortcut.js';
import type { ScenarioEditorPart } from './contract/scenario-editor.js';

/**
 * What the web shell needs from one ruleset's folder (`apps/web/src/rulesets/<id>/`). The shell
 * (lobby, game page frame, clocks, chat, log frame, end screen, replay frame, practice) knows no
 * rules; everything a ruleset decides on screen comes through this interface. Each folder's
 * `index.ts` exports one, and `registry.ts` loads it lazily, so a player downloads only the
 * rulesets they play.
 *
 * The contract sits below the shell: this file and the types it is built of (`contract/`)
 * import nothing else of the web client, so the shell implements them and the ruleset folders
 * fill them in without a cycle (`pnpm lint:deps` checks it, see `dependency-rules.cjs`).
 */
export interface WebRuleset {
  /** The ruleset id, as `describe().id` and game records name it. */
  readonly id: string;
  /** The rules themselves: practice games, the replay and dice verification run them. */
  readonly rules: AnyRuleset;
  /**
   * The battle screen of a game (a player, a spectator or a practice game): what the shell's
   * battle frame asks of the ruleset (see `contract/battle.ts`).
   */
  readonly battle: BattleScreen;
  /** Words for one log event as seen from `view` (names of units and the like). */
  describer(view: unknown): DescribeEvent;
  /**
   * The ruleset's concede order, sent as it is by the shell's Concede button
   * (`game/concede-controls.ts`) once the player confirms.
   */
  readonly concedeOrder: unknown;
  /** Words for a pending decision kind, e.g. `move` → `to move`. */
  readonly decisionWords: Readonly<Record<string, string>>;
  /** Turn and phase of a view, e.g. "Turn 3 · Movement"; "Connecting…" without one. */
  phaseTitle(view: unknown): string;
  /** The replay board (map and record cards) as of event `index` of a rebuilt game. */
  renderReplay(replay: ReplayContext): ReplayFrame;
  /** The unchecked set-up of a hot-seat practice game of a scenario. */
  practiceSetup(scenario: string): unknown;
  /** Lobby fields beyond the scenario and its options; the generic form suffices without. */
  readonly setupFields?: SetupFields;
  /** The rules page: how to play, rulings. */
  renderHelp(): TemplateResult;
  /** The ruleset's keyboard shortcuts, shown on its help page and in the battle's `?` overlay. */
  readonly shortcuts: readonly Shortcut[];
  /** Pages of its own (e.g. a ship designer), by route name. */
  readonly pages?: Readonly<Record<string, () => TemplateResult>>;
  /**
   * Its own fields of the shared scenario editor (`#/scenarios/edit/<ruleset>`): terrain tools,
   * ship rows, victory and how a placed ship is written into its set-up (see
   * `contract/scenario-editor.ts`). Without it the editor offers no editing of this ruleset.
   */
  readonly scenarioEditor?: ScenarioEditorPart;
}

/** The replay position the shell's replay frame asks a ruleset to draw. */
export interface ReplayContext {
  readonly timeline: ReplayTimeline;
  /** The event the scrubber stands on (−1 = before any). */
  readonly index: number;
}

/** What a ruleset draws for a replay position. */
export interface ReplayFrame {
  /** Turn and phase as of the event. */
  readonly title: string;
  /** The board (map and legend). */
  readonly board: TemplateResult;
  /** Cards shown under the log, or `null`. */
  readonly cards: TemplateResult | null;
  /** Words for the log's events, as of this position. */
  readonly describe: DescribeEvent;
  /** Hexes to fit the map around (`z`), or `[]`. */
  readonly focusHexes: readonly { readonly q: number; readonly r: number }[];
}

/** The lobby's generic choices a ruleset's extra fields can read. */
export interface SetupContext {
  readonly description: RulesetDescription;
  readonly scenario: ScenarioInfo;
  readonly sideCount: number;
  /** The creator's seat, or `''`. */
  readonly mySeat: string;
  readonly playerName: string;
  /** Game options chosen, by option id. */
  readonly options: Readonly<Record<string, string>>;
}

/**
 * A ruleset's own lobby fields. `State` is the fields' own form state; the shell keeps it and
 * hands it back. Without these, the lobby sends `{ scenario, options }`.
 */
export interface SetupFields<State = unknown> {
  /** The fields' state for a newly picked scenario (`previous` is the state before, if any). */
  initial(context: SetupContext, previous: State | undefined): State;
  /** The fieldsets, below the generic ones. */
  render(context: SetupContext, state: State, update: (next: State) => void): TemplateResult;
  /** The `setup` of `POST /api/games`. */
  setup(context: SetupContext, state: State): unknown;
}
