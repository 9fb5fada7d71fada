import { html, nothing } from 'lit';
import type { Hex } from '@broadside/rules';
import { starfireRuleset, type StarfireOrder } from '@broadside/rules/starfire';
import '../../../map/hex-map.js';
import '../../../map/side-legend.js';
import '../help/help-button.js';
import './point-defense-dialog.js';
import type { EndClosed } from '../../../game/end-screen-state.js';
import { renderBattleOverlays } from '../../../game/battle-overlays.js';
import { SHELL_SHORTCUTS } from '../../../app/shortcuts.js';
import { STARFIRE_SHORTCUTS } from '../shortcuts.js';
import type { StarfireSession } from '../session.js';
import { legendSides, mapBounds, mapTerrain, mapUnits } from './map-model.js';
import type { MapOverlay } from './map-props.js';
import { owedKind, type BattleMode } from './owed-orders.js';

const HELP_SHORTCUTS = [...STARFIRE_SHORTCUTS, ...SHELL_SHORTCUTS];

/** What the map side of the battle page shows, and where its clicks go. */
export interface MapPane {
  readonly session: StarfireSession | null;
  readonly mode: BattleMode;
  readonly gameId: string;
  readonly selected: string | null;
  readonly overlay: MapOverlay;
  readonly busy: boolean;
  readonly endClosed: EndClosed;
  readonly showHelp: boolean;
  readonly onHex: (hex: Hex) => void;
  readonly onUnit: (unitId: string) => void;
  readonly onSend: (order: StarfireOrder) => void;
  readonly onEndClosed: (closed: EndClosed) => void;
  readonly onHelpClosed: () => void;
}

/**
 * The map side of the battle page: the map with its overlay, the side legend, and what opens over
 * the map (point defense, the end screen, the help).
 */
export function renderMapPane(p: MapPane) {
  const s = p.session;
  const view = s?.view ?? null;
  const o = p.overlay;
  return html`<div class="map-area">
    <hex-map
      .bounds=${mapBounds(view)}
      .terrain=${mapTerrain(view)}
      .units=${mapUnits(view)}
      .selectedUnit=${p.selected}
      .marks=${o.marks}
      .badges=${o.badges}
      .lines=${o.lines}
      .path=${o.path}
      .routes=${o.routes}
      @hex-click=${(e: CustomEvent<{ hex: Hex }>) => p.onHex(e.detail.hex)}
      @unit-click=${(e: CustomEvent<{ unitId: string }>) => p.onUnit(e.detail.unitId)}
    ></hex-map>
    <side-legend class="legend" .sides=${legendSides(view)}
      ><starfire-help-button sections="map-legend" label="map key"></starfire-help-button
    ></side-legend>
    ${
      s && view && owedKind(s, p.mode) === 'point_defense'
        ? html`<point-defense-dialog
            .view=${view}
            ?busy=${p.busy}
            @send-order=${(e: CustomEvent<{ order: StarfireOrder }>) => p.onSend(e.detail.order)}
          ></point-defense-dialog>`
        : nothing
    }
    ${renderBattleOverlays({
      session: s,
      mode: p.mode,
      gameId: p.gameId,
      rules: starfireRuleset,
      endClosed: p.endClosed,
      onEndClosed: p.onEndClosed,
      showHelp: p.showHelp,
      onHelpClosed: p.onHelpClosed,
      shortcuts: HELP_SHORTCUTS,
    })}
  </div>`;
}
