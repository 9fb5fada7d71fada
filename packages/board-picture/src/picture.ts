import type { MapBounds } from '@broadside/rules';
import type { MapTerrain, MapUnit } from './map-data.js';
import * as onepage from './models/onepage.js';
import * as scl from './models/scl.js';
import * as starfire from './models/starfire.js';
import * as startrek from './models/startrek.js';

/** Everything a still picture of the board shows. */
export interface BoardPicture {
  readonly bounds: MapBounds;
  readonly terrain: MapTerrain;
  readonly units: readonly MapUnit[];
  /** Each side's letter and name, for the legend. */
  readonly sides: readonly (readonly [string, string])[];
}

/** One ruleset's map model: its view (as the ruleset's `view` returns it) as map data. */
interface MapModel<View> {
  mapBounds(view: View | null): MapBounds;
  mapUnits(view: View | null): readonly MapUnit[];
  mapTerrain?(view: View | null): MapTerrain;
  legendSides(view: View | null): readonly (readonly [string, string])[];
}

const MODELS: Readonly<Record<string, MapModel<never>>> = {
  onepage,
  scl,
  starfire,
  startrek,
};

/**
 * The board of a ruleset's view as a picture, through the same map model the web board uses;
 * null for a ruleset without one. The view is trusted to be the ruleset's own.
 */
export function boardPicture(rulesetId: string, view: unknown): BoardPicture | null {
  const model = Object.hasOwn(MODELS, rulesetId)
    ? (MODELS[rulesetId] as MapModel<unknown>)
    : undefined;
  if (!model) return null;
  return {
    bounds: model.mapBounds(view),
    terrain: model.mapTerrain?.(view) ?? [],
    units: model.mapUnits(view),
    sides: model.legendSides(view),
  };
}
