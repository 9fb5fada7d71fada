import type { ScShipInput } from './convert-input.js';

/**
 * The Star Cruiser figures of the seed's worked conversion, the Bismarck BC ("Converting a
 * ship"), its weapons split by sector FS / AP. The golden test converts it, and the web
 * converter starts from it.
 */
export const BISMARCK_EXAMPLE: ScShipInput = {
  id: 'bismarck',
  name: 'Bismarck BC',
  kind: 'ship',
  scale: 1,
  damagePoints: 150,
  movement: 6,
  beams: [
    { count: 3, toHit: -2, multiplier: 3, arcs: ['F', 'S'] },
    { count: 2, toHit: 1, multiplier: 2, arcs: ['F', 'S'] },
    { count: 3, toHit: -2, multiplier: 3, arcs: ['A', 'P'] },
    { count: 2, toHit: 1, multiplier: 2, arcs: ['A', 'P'] },
  ],
  remoteStations: 2,
  targetingComputer: 2,
  activeSensor: 10,
  passiveSensor: 6,
  radiated: [4],
  lateralReflected: 7,
  radialReflected: 8,
  radialProfile: 2,
  lateralProfile: 2,
  armor: 6,
  screens: 5,
  damageControlParties: 6,
  missiles: { count: 48, type: 'sr10' },
  submunitionDamage: 0,
  flights: [],
};
