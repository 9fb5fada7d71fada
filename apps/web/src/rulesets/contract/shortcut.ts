/** One documented keyboard shortcut. */
export interface Shortcut {
  readonly key: string;
  /** Where it works, e.g. `map`, `battle`, `replay`, or a ruleset's phase such as `movement`. */
  readonly where: string;
  readonly action: string;
}
