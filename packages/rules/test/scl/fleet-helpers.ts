import type { SclState, Stage } from '../../src/scl/state.js';
import { position, type Placement } from './helpers.js';

/** Every unit holds course. */
export const HOLD = { type: 'move', moves: [] } as const;

/**
 * The Fleet Action fleets close together: the human line (A1 Bismarck flagship; A2–A3 cruiser
 * squadron; A4 Marne; A5–A6 frigates) all In Contact, and the Kafer fleet likewise (B1 flagship).
 */
export const FLEET_LINE: readonly Placement[] = [
  { id: 'A1', at: '0510', facing: 1 },
  { id: 'A2', at: '0508', facing: 1 },
  { id: 'A3', at: '0608', facing: 1 },
  { id: 'A4', at: '0312', facing: 1 },
  { id: 'A5', at: '0710', facing: 1 },
  { id: 'A6', at: '0711', facing: 1 },
];

const KAFER_FLEET: readonly Placement[] = [
  { id: 'B1', at: '2509', facing: 4 },
  { id: 'B2', at: '2607', facing: 4 },
  { id: 'B3', at: '2513', facing: 4 },
  { id: 'B4', at: '2615', facing: 4 },
  { id: 'B5', at: '2704', facing: 4 },
  { id: 'B6', at: '2805', facing: 4 },
  { id: 'B7', at: '2717', facing: 4 },
  { id: 'B8', at: '2818', facing: 4 },
];

/** Options of {@link fleetPosition}. */
export interface FleetOptions {
  readonly placements?: readonly Placement[];
  readonly cup?: string[];
  readonly activated?: string[];
  readonly stage?: Stage;
  readonly ratingA?: number;
  readonly usedA?: number;
  readonly usedB?: number;
}

/**
 * A Fleet Action position with command and control on, mid-movement: by default B-1 (B1, B2)
 * is moving; A-ca, A-cv, B-1 and B-4 have been activated; the cup holds A-bc, A-ff, B-2, B-3.
 */
export function fleetPosition(o: FleetOptions = {}): SclState {
  const state = position('fleet_action', [...(o.placements ?? FLEET_LINE), ...KAFER_FLEET], {
    rules: { command_control: true },
    stage: o.stage ?? {
      phase: 'move',
      batches: [{ seat: 'B', units: ['B1', 'B2'], squadron: 'B-1' }],
      index: 0,
    },
  });
  state.command = {
    ...state.command!,
    cup: o.cup ?? ['A-bc', 'A-ff', 'B-2', 'B-3'],
    activated: o.activated ?? ['A-ca', 'A-cv', 'B-1', 'B-4'],
    moved: [],
    fleet: [
      { side: 'A', ship: 'A1', rating: o.ratingA ?? 2, used: o.usedA ?? 0 },
      { side: 'B', ship: 'B1', rating: 1, used: o.usedB ?? 0 },
    ],
  };
  return state;
}
