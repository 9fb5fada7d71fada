import { openContext as openRulesContext, type RulesContext } from '../core/context.js';
import type { DiceSource } from '../core/dice-source.js';
import type { SclEvent } from './events.js';
import type { SclState } from './state.js';

/** The engine's working set while an order is applied (the rules kit's context). */
export type Ctx = RulesContext<SclState, SclEvent>;

/** Opens a context on a deep copy of `state`: the input is never changed. */
export const openContext: (state: SclState, dice: DiceSource) => Ctx = openRulesContext;

export { emit, roll } from '../core/context.js';
