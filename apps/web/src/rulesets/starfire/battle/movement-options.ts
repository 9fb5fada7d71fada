import { formatLabel, neighbor, rotateFacing, type Facing, type Hex } from '@broadside/rules';
import { type StarfireOrder, type StepOrder, type UnitState } from '@broadside/rules/starfire';

/** One button of the movement panel: a legal step of one ship, with its words and key. */
export interface StepChoice {
  readonly order: StepOrder;
  readonly label: string;
  /** Keyboard key that picks it, if any. */
  readonly key: string | null;
  /** Where the ship ends up (for the map preview); `null` for an exit. */
  readonly destination: Hex | null;
  /** Facing after the step. */
  readonly facing: Facing | null;
}

/**
 * The key for each kind of step: `w` forward, `q`/`e` forward then turn left/right, `s` stay,
 * `a`/`d` stay and turn left/right, `x` exit. Transits are chosen by facing (`1`–`6`).
 */
function keyFor(
  action: StepOrder['action'],
  turn: 'none' | 'left' | 'right' | 'other',
  facing: Facing | null,
): string | null {
  if (action === 'exit') return 'x';
  if (action === 'transit') return facing ? String('ABCDEF'.indexOf(facing) + 1) : null;
  const table = {
    forward: { none: 'w', left: 'q', right: 'e', other: null },
    stay: { none: 's', left: 'a', right: 'd', other: null },
  } as const;
  return table[action][turn];
}

/**
 * Turns the legal step orders of one unit (from the rules package's `legalOrders`) into
 * labelled choices. The ship moves along its present facing, then turns (rules: the step's
 * facing is the facing after the step).
 */
export function stepChoices(
  orders: readonly StarfireOrder[],
  unit: UnitState,
): readonly StepChoice[] {
  const steps = orders.filter((o): o is StepOrder => o.type === 'step' && o.unit === unit.id);
  return steps.map((order) => {
    const from = unit.hex;
    const facing = unit.facing;
    const after = order.facing ?? facing;
    const turn: 'none' | 'left' | 'right' | 'other' =
      !facing || !after || after === facing
        ? 'none'
        : after === rotateFacing(facing, -1)
          ? 'left'
          : after === rotateFacing(facing, 1)
            ? 'right'
            : 'other';
    const turnWords =
      turn === 'none' ? '' : turn === 'other' ? `, turn to ${after}` : `, turn ${turn} (${after})`;
    let label: string;
    let destination: Hex | null = null;
    switch (order.action) {
      case 'forward':
        destination = from && facing ? neighbor(from, facing) : null;
        label = `Forward to ${destination ? formatLabel(destination) : '?'}${turnWords}`;
        break;
      case 'stay':
        destination = from;
        label = `Stay${turnWords}`;
        break;
      case 'transit':
        label = `Transit, facing ${order.facing ?? '?'}`;
        break;
      case 'exit':
        label = 'Exit through the warp point';
        break;
    }
    return {
      order,
      label,
      key: keyFor(order.action, turn, order.facing ?? null),
      destination,
      facing: after ?? null,
    };
  });
}

/** The ids of units that appear in a list of step orders, in order. */
export function unitsWithSteps(orders: readonly StarfireOrder[]): readonly string[] {
  return [...new Set(orders.filter((o) => o.type === 'step').map((o) => (o as StepOrder).unit))];
}
