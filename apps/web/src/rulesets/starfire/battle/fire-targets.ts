import type { ReactiveControllerHost } from 'lit';
import { listenOnHost } from '../../../game/host-events.js';
import { PageController } from './page-controller.js';
import { fireOptions, type StarfireOrder, type StarfireView } from '@broadside/rules/starfire';

/** What the fire targets read from and do through the battle page that holds them. */
export interface TargetsLink {
  readonly view: () => StarfireView | null;
  readonly selected: () => string | null;
  /** Sends one order (the page's own send, which clears the targets once it is taken). */
  readonly send: (order: StarfireOrder) => Promise<void>;
}

/**
 * The targets the player gives the selected ship's weapons for its fire decision, and the weapon
 * pointed at in the fire panel. It answers the fire panel's events (`assign`, `assign-all`,
 * `focus-weapon`, `fire`, `pass`) bubbling up to the page.
 */
export class FireTargets extends PageController<TargetsLink> {
  /** Each weapon slot's target. */
  assignments: ReadonlyMap<number, string> = new Map();
  /** The weapon slot the pointer is on, shown on the map. */
  focusSlot: number | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, link: TargetsLink) {
    super(host, link);
    listenOnHost(host, {
      assign: (e) => {
        const { slot, target } = (e as CustomEvent<{ slot: number; target: string | null }>).detail;
        const next = new Map(this.assignments);
        if (target) next.set(slot, target);
        else next.delete(slot);
        this.set(next);
      },
      'assign-all': (e) => this.assignAll((e as CustomEvent<{ target: string }>).detail.target),
      'focus-weapon': (e) => {
        this.focusSlot = (e as CustomEvent<{ slot: number | null }>).detail.slot;
        host.requestUpdate();
      },
      fire: () => this.fire(),
      pass: () => this.pass(),
    });
  }

  /** Drops the targets given (with `focus`, also the weapon pointed at). */
  clear(focus = false): void {
    this.assignments = new Map();
    if (focus) this.focusSlot = null;
    this.host.requestUpdate();
  }

  /** Aims every weapon of the selected ship that can reach it at `target`. */
  assignAll(target: string): void {
    const view = this.link.view();
    const selected = this.link.selected();
    if (!view || !selected) return;
    const next = new Map(this.assignments);
    for (const w of fireOptions(view, selected).weapons) {
      if (w.targets.some((t) => t.target === target)) next.set(w.slot, target);
    }
    this.set(next);
  }

  /** Fires the selected ship's weapons at their targets. */
  fire(): void {
    const selected = this.link.selected();
    if (!selected || this.assignments.size === 0) return;
    const shots = [...this.assignments.entries()].map(([slot, target]) => ({ slot, target }));
    void this.link.send({ type: 'fire', unit: selected, shots });
  }

  /** Passes the selected ship's fire. */
  pass(): void {
    const selected = this.link.selected();
    if (selected) void this.link.send({ type: 'pass', unit: selected });
  }

  /** Handles the fire keys (`f` fire, `p` pass) while a fire decision is owed; true when used. */
  handleKey(key: string): boolean {
    if (key === 'f') this.fire();
    else if (key === 'p' && this.link.selected()) this.pass();
    else return false;
    return true;
  }

  private set(assignments: ReadonlyMap<number, string>): void {
    this.assignments = assignments;
    this.host.requestUpdate();
  }
}
