import type { BattleHost } from '../rulesets/contract/battle.js';

/**
 * What the rulesets' battle models share: the frame they draw in, the view, a redraw after each
 * change, and a selected unit that a counter or a card picks and `n` moves on through the units
 * the model names. A ruleset's model extends it and adds only what its rules decide.
 */
export abstract class BattleModelBase<View, Order, Event = unknown> {
  protected readonly host: BattleHost<View, Order, Event>;
  /** The unit selected (drawn as such, given orders, zoomed to by `z`). */
  protected selected: string | null = null;

  constructor(host: BattleHost<View, Order, Event>) {
    this.host = host;
  }

  /** The view as of now, or `null` before the first. */
  protected get view(): View | null {
    return this.host.session?.view ?? null;
  }

  /** Changes the model's state, then redraws the screen. */
  protected update(change: () => void): void {
    change();
    this.host.requestUpdate();
  }

  /** The units `n` cycles through, in order (usually the acting seat's units in play). */
  protected abstract selectable(): readonly string[];

  /** Selects a unit (or none). */
  protected select(id: string | null): void {
    this.update(() => (this.selected = id));
  }

  selectedUnit(): string | null {
    return this.selected;
  }

  onCard(unitId: string): void {
    this.select(unitId);
  }

  /** `n`: the next of {@link selectable}, round and round. */
  nextUnit(): void {
    const units = this.selectable();
    const i = this.selected === null ? -1 : units.indexOf(this.selected);
    this.select(units[(i + 1) % Math.max(units.length, 1)] ?? null);
  }
}
