import { openContext as openRulesContext, type RulesContext } from '../core/context.js';
import type { DiceSource } from '../core/dice-source.js';
import type { StartrekEvent } from './events.js';
import type { StartrekState } from './state.js';

/** The engine's working set while an order is applied (the rules kit's context). */
export type Ctx = RulesContext<StartrekState, StartrekEvent>;

/** Opens a context on a deep copy of `state`: the input is never changed. */
export const openContext: (state: StartrekState, dice: DiceSource) => Ctx = openRulesContext;

export { emit, roll, rollMany } from '../core/context.js';
