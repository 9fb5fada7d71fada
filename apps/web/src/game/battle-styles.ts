import { css } from 'lit';
import { panelStyles } from '../ui/panel-styles.js';
import { boardStyles } from './board-styles.js';

/** Layout of the battle screen: fixed regions, so nothing jumps when events arrive. */
export const battleStyles = [
  panelStyles,
  boardStyles,
  css`
    .side {
      grid-template-rows: minmax(8rem, 46%) auto minmax(0, 1fr);
    }
    /* A player's own seat link (a seat claimed from the lobby list) sits above the orders. */
    .side:has(> seat-link) {
      grid-template-rows: auto minmax(8rem, 46%) auto minmax(0, 1fr);
    }
    /*
     * The orders row: what stands above the orders (a ruleset's bars) keeps its size, the
     * ruleset's orders panel scrolls, the concede controls stay below it.
     */
    .orders-area,
    .orders-pane,
    div.cards-pane.active {
      display: flex;
      flex-direction: column;
      min-height: 0;
    }
    .orders-area > * {
      flex: none;
    }
    .orders-area > .orders-pane,
    .orders-pane > *,
    .cards-pane > * {
      flex: 0 1 auto;
      min-height: 0;
    }
    /* With bars above the orders (model.ordersTop), the whole row scrolls as one. */
    .orders-area.stacked {
      overflow-y: auto;
    }
    .orders-area.stacked > *,
    .orders-area.stacked > .orders-pane > * {
      flex: none;
    }
    .orders-area > concede-controls {
      margin: 0;
      padding: 0.3rem 0.75rem 0.4rem;
    }
    /* A ruleset's key grows the legend: it wraps inside the map rather than run off it. */
    side-legend.legend {
      flex-wrap: wrap;
      max-width: calc(100% - 16px);
      box-sizing: border-box;
    }
    /* Why the last click on the map did nothing (BattleHost.say). */
    .map-note {
      position: absolute;
      left: 8px;
      right: 8px;
      bottom: calc(3rem + var(--map-covered-bottom, 0px));
      max-width: 34rem;
      margin: 0 auto;
      padding: 0.35rem 0.6rem;
      border: 1px solid #f2b134;
      border-radius: 4px;
      background: rgba(11, 16, 32, 0.92);
      color: var(--text);
      font-size: 0.85rem;
      pointer-events: none;
    }
    .map-note:empty {
      padding: 0;
      border: none;
    }
    .spacer {
      flex: 1;
    }
    .pane {
      display: none;
      min-height: 0;
    }
    .pane.active {
      display: block;
    }
    chat-panel.pane.active {
      display: flex;
    }
    .problem {
      padding: 2rem;
    }
    .help-overlay {
      position: absolute;
      inset: 0;
      background: rgba(5, 8, 18, 0.85);
      z-index: 7;
      overflow: auto;
    }
    @media (max-width: 900px) {
      .main {
        grid-template-rows: minmax(0, 55fr) minmax(0, 45fr);
      }
      .side {
        border-left: none;
        border-top: 1px solid #263056;
      }
    }
    /* Phones: the map takes the screen; the side panel (<battle-side>) is a drawer over it. */
    @media (max-width: 600px) {
      .main:has(> battle-side) {
        position: relative;
        grid-template-rows: minmax(0, 1fr);
        /* The closed drawer's handle covers the map's foot: the map's buttons sit above it. */
        --map-covered-bottom: 2.6rem;
        --drawer-peek: 12rem;
        --drawer-open: min(60%, 30rem);
      }
      /*
       * The drawer is open: the map ends above it, so the fleets it frames stay in sight (a
       * fitted map fits again in its new size). Low (<battle-side peek>), it ends above the peek.
       */
      .main:has(> battle-side[open]) {
        --map-covered-bottom: 0px;
      }
      .main:has(> battle-side[open]:not([peek])) hex-map {
        bottom: var(--drawer-open);
      }
      .main.peek hex-map {
        bottom: var(--drawer-peek);
      }
      /* The orders come first in the drawer; the log, ships or chat below keep a quarter. */
      battle-side.side {
        grid-template-rows: auto minmax(5rem, 1fr) auto minmax(3.5rem, 24%);
      }
      battle-side.side:has(> seat-link) {
        grid-template-rows: auto auto minmax(5rem, 1fr) auto minmax(3.5rem, 24%);
      }
    }
  `,
];
