import type { HexMap } from '../../../map/hex-map.js';
import type { StarfireSession } from '../session.js';
import { shipHexes } from './map-model.js';
import { PageController } from './page-controller.js';
import type { PathPlanner } from './path-planner.js';

/** What the map focus reads from the battle page that holds it. */
export interface FocusLink {
  readonly session: () => StarfireSession | null;
  readonly map: () => HexMap | null;
  readonly selected: () => string | null;
  readonly planner: PathPlanner;
}

/**
 * Where the battle map looks: at the ships once they are all placed (the map starts fitted
 * whole), and at the selected ship (with its planned path) when asked.
 */
export class MapFocus extends PageController<FocusLink> {
  private autoFitted = false;

  hostUpdated(): void {
    const s = this.link.session();
    const view = s?.view;
    if (this.autoFitted || !s || !view || view.stage.phase === 'deployment') return;
    if (shipHexes(view).length === 0) return;
    this.autoFitted = true;
    // The default view: every unit the viewer can see, of both sides.
    this.link.map()?.zoomToShips();
  }

  /** Zooms the map in on the selected ship, and its planned path if it has one. */
  zoomToSelected(): void {
    const selected = this.link.selected();
    const hex = this.link.session()?.view?.units.find((u) => u.id === selected)?.hex;
    const map = this.link.map();
    if (!hex || !map) return;
    map.zoomTo(1.4);
    map.centreOn(hex);
    this.link.planner.showOnMap();
  }
}
