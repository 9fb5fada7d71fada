import type { MapBounds } from '../../hex/map.js';

/** Starfire's default map: 44 columns by 34 rows (the Starfire rulings, Geometry: Default map). */
export const DEFAULT_MAP: MapBounds = Object.freeze({ columns: 44, rows: 34 });
