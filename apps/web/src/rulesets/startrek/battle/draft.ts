import type { Hex } from '@broadside/rules';
import type { ActionType, Area, Band } from '@broadside/rules/startrek';

/** The action being put together in the panel (every field any action type may need). */
export interface ActionDraft {
  readonly type: ActionType | '';
  readonly ship: string;
  readonly band: Band;
  readonly turnAt: number;
  readonly turn: number;
  readonly target: string;
  readonly area: Area;
  readonly hex: Hex | null;
  readonly torpedo: string;
  readonly token: string;
  /** The initiative die to remove afterwards (`null`: the lowest). */
  readonly drop: number | null;
  /** A cloaked ship's tokens: each its own turn. */
  readonly tokens: Readonly<Record<string, { readonly turnAt: number; readonly turn: number }>>;
  /** The token the next click on a marked hex places (a cloaked move). */
  readonly placing: string;
}
