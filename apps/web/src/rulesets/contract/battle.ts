import type { CSSResultOrNative, ReactiveControllerHost, TemplateResult, nothing } from 'lit';
import type { WireError } from '@broadside/protocol';
import type { Hex } from '@broadside/rules';
import type { HexBadge, HexLine, HexMark } from '@broadside/board-picture/map-data';
import type { MapShot } from '@broadside/board-picture/map-data';
import type { BattleMode } from './battle-mode.js';
import type { GameChannel } from './channel.js';
import type { Session } from './session.js';

/**
 * The battle screen's contract: the shell's battle frame (`game/battle-frame.ts`) draws
 * everything every ruleset shares — the phase banner, the map with its camera and legend, the
 * side bar with its tabs, log and chat, the keys, the help, the end screen, Concede, the order
 * sender and the reset of the draft per decision — and asks a ruleset's {@link BattleModel}
 * only for what its rules decide: the overlays, the orders pane, the ship cards, what a click
 * on the map does, and its first draft.
 */

/** What a ruleset draws over the board: marks, lines, a planned path, badges and routes. */
export interface BoardOverlay {
  readonly marks: readonly HexMark[];
  readonly lines: readonly HexLine[];
  readonly path: readonly Hex[];
  readonly badges: readonly HexBadge[];
  /** Routes of planned and queued steps (Starfire's path planner), drawn under the counters. */
  readonly routes?: readonly {
    readonly hexes: readonly Hex[];
    readonly kind: 'planned' | 'queued';
  }[];
}

/** One shot for the map to animate: see {@link BattleScreen.shots}. */
export type Shot = MapShot;

/** Nothing drawn over the board. */
export const NO_BOARD_OVERLAY: BoardOverlay = { marks: [], lines: [], path: [], badges: [] };

/** The map's camera, as a model may move it. */
export interface MapCamera {
  /** Fits every unit the viewer can see, of both sides. */
  zoomToShips(): void;
  /** Fits these hexes. */
  fitHexes(hexes: readonly Hex[]): void;
  /** Brings these hexes into view, keeping the zoom when they fit. */
  showHexes(hexes: readonly Hex[]): void;
  zoomTo(zoom: number): void;
  centreOn(hex: Hex): void;
}

/** What the frame hands a ruleset's model: the game as of now, and the frame's services. */
export interface BattleHost<View = unknown, Order = unknown, Event = unknown>
  extends ReactiveControllerHost, HTMLElement {
  readonly channel: GameChannel<View, Event, Order> | null;
  readonly session: Session<View, Event> | null;
  readonly mode: BattleMode;
  /** The seat whose orders this screen gives (yours, whoever owes in practice), or `null`. */
  readonly seat: string | null;
  /** The kind of decision the seat owes in a live game (`move`, `fire` …), or `''`. */
  readonly kind: string;
  /** Units highlighted from the log (`Escape` clears them). */
  focusUnits: readonly string[];
  /** The map's camera, once drawn. */
  readonly camera: MapCamera | null;
  /** Where the frame renders (its shadow root): what the model drew can be found there. */
  readonly renderRoot: HTMLElement | DocumentFragment;
  /**
   * Says over the map why the last click on it did nothing (`''` clears it); a new decision
   * clears it too.
   */
  say(note: string): void;
  /** The order sender: one order at a time, its refusal kept as a sentence. */
  readonly orders: BattleOrders<Order>;
}

/** The frame's order sender, as a model uses it. */
export interface BattleOrders<Order> {
  /** True while an order is on its way. */
  readonly busy: boolean;
  /** The refusal as a sentence that says what to do (or another problem to show), or `''`. */
  readonly error: string;
  /** The stable code of the last refusal, for a `data-code` attribute, or `''`. */
  readonly code: string;
  /** The last refusal itself, or `null`. */
  readonly refusal: WireError | null;
  /** Sends one order; ignored while another is on its way. */
  send(order: Order): Promise<void>;
  /** Sends this seat's queue of future orders; true when it is taken. */
  sendQueue(queue: readonly unknown[]): Promise<boolean>;
  /** Shows a problem with the player's input (`''` clears it). */
  fail(error: string): void;
}

/** A template, or lit's `nothing`. */
export type Part = TemplateResult | typeof nothing;

/**
 * One battle screen's rules-side state and drawing, made by {@link BattleScreen.model} for each
 * screen. It keeps its draft in its own fields and calls `host.requestUpdate()` when it changes.
 */
export interface BattleModel {
  /**
   * The decision this screen's draft belongs to; a new key starts a new draft
   * ({@link BattleModel.newDecision}). Default: the batch, the seat and the kind owed.
   */
  decisionKey?(): string;
  /** A new decision: start its first draft. */
  newDecision(): void;
  /** A new view of the same decision (the other side handed in its plot). */
  sameDecision?(): void;
  /** Whether the map is ready to be fitted to the fleets (default: as soon as a unit shows). */
  cameraReady?(): boolean;
  /** The unit drawn as selected. */
  selectedUnit(): string | null;
  /** The hex `z` zooms to (default: where the selected unit's counter stands). */
  selectedHex?(): Hex | null | undefined;
  /** What the rules decide to draw over the board now. */
  overlay(): BoardOverlay;
  /** The ruleset's part of the map key (in the side legend). */
  mapKey?(): Part;
  /** What opens over the map (a dialog the decision needs, a note on the last click). */
  overMap?(): Part;
  /** Controls in the phase banner's help slot. */
  bannerHelp?(): Part;
  /** What stands above the orders (an initiative strip, a bar usable at any time). */
  ordersTop?(): Part;
  /** The orders owed, or what the screen waits for. */
  ordersPane(): Part;
  /** The ship cards tab. */
  shipCards(): Part;
  /** A click on a hex. */
  onHex(hex: Hex): void;
  /** A click on a counter. */
  onUnit(unitId: string): void;
  /** A ship card picked. */
  onCard(unitId: string): void;
  /** `n`: the next own unit. */
  nextUnit(): void;
  /** After `z` zoomed in on the selected unit: what else to bring into view (a planned path). */
  zoomedToSelected?(): void;
  /** Keys tried before the shared ones (after `?`); true when used. */
  firstKey?(key: string): boolean;
  /** The ruleset's other keys, tried last; true when used. */
  key?(key: string): boolean;
  /** `Escape`: what the model clears beyond the highlight. */
  escape?(): void;
  /**
   * What the player must answer in the side panel, or `''`: each new value opens a phone's
   * drawer. Default: the decision owed, when the screen's `panelKinds` has it.
   */
  attention?(): string;
  /** True to open a phone's drawer low, so the map shows above it (a path being planned). */
  peek?(): boolean;
  /** An order was taken. */
  sent?(): void;
}

/** What a ruleset gives the shell's battle frame. */
export interface BattleScreen<View = unknown, Order = unknown, Event = unknown> {
  /**
   * The decisions answered in the side panel, for which a phone's drawer opens by itself;
   * the others are answered on the map. Default: every decision.
   */
  readonly panelKinds?: readonly string[];
  /** Styles for what the model draws in the frame (its map key, bars, notes). */
  readonly styles?: readonly CSSResultOrNative[];
  /** The scenario's name in a view, for the tab title. */
  gameName(view: View): string | null;
  /**
   * The shots a new batch of events shows, for the map to animate (a tracer from firer to target,
   * then a burst): read from the batch's fire events and the view after it, and only what those
   * show the viewer (an unseen firer gives `from: null`); `before` is the view before the batch
   * (`null` when unknown), for what the batch removed. Asked only for batches arriving live,
   * never on a first load or a reconnect. Default: no shots.
   */
  shots?(events: readonly Event[], view: View, before: View | null): readonly Shot[];
  /** Makes the model of one battle screen. */
  model(host: BattleHost<View, Order, Event>): BattleModel;
}
