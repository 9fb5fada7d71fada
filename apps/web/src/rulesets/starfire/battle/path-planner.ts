import type { ReactiveControllerHost } from 'lit';
import { formatLabel, hexKey, type Hex } from '@broadside/rules';
import type { StarfireOrder } from '@broadside/rules/starfire';
import type { BattleOrders, MapCamera } from '../../contract/battle.js';
import { DRAWER_MAX_WIDTH } from '../../../game/battle-side.js';
import { listenOnHost } from '../../../game/host-events.js';
import { PageController } from './page-controller.js';
import type { StarfireChannel, StarfireSession } from '../session.js';
import { actingSeat, type BattleMode } from './owed-orders.js';
import { routeHexes } from './path-queue.js';
import {
  canPlan,
  planHold,
  planIsStale,
  planTo,
  queueWithPlan,
  type Plan,
} from './plan-actions.js';

/** What the path planner reads from and does through the battle page that holds it. */
export interface PlannerLink {
  readonly session: () => StarfireSession | null;
  readonly channel: () => StarfireChannel | null;
  readonly mode: () => BattleMode;
  readonly selected: () => string | null;
  readonly map: () => MapCamera | null;
  /** The page's order sender (busy, and the error the orders panel shows). */
  readonly sender: BattleOrders<StarfireOrder>;
}

/**
 * The path a player plans on the map for the selected ship, and what becomes of it: Go (with or
 * without staying for the turn), Undo, Hold, and this seat's queue on the server. It answers the
 * plan controls' events (`plan-go`, `plan-undo`, `plan-hold`, `queue-clear`) bubbling up to the
 * page, and the keys Enter, `g` and `h`.
 */
export class PathPlanner extends PageController<PlannerLink> {
  /** The path planned on the map and not sent yet. */
  plan: Plan | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, link: PlannerLink) {
    super(host, link);
    listenOnHost(host, {
      'plan-go': (e) => void this.go((e as CustomEvent<{ stay: boolean }>).detail.stay),
      'plan-undo': () => this.undo(),
      'plan-hold': () => this.hold(),
      'queue-clear': () => void link.channel()?.sendQueue?.([]),
    });
  }

  /** Drops a plan that no longer fits its ship, before each render. */
  hostUpdate(): void {
    const view = this.link.session()?.view;
    if (view && this.plan && planIsStale(view, this.plan)) this.plan = null;
  }

  /** True where the server keeps this seat's queue (a networked game, as a player). */
  get canQueue(): boolean {
    return this.link.mode() === 'player' && !!this.link.channel()?.sendQueue;
  }

  /** The selected ship when the page may plan its path now, else `null`. */
  get ship(): string | null {
    const s = this.link.session();
    const selected = this.link.selected();
    return s?.view && selected && canPlan(s.view, actingSeat(s, this.link.mode()), selected)
      ? selected
      : null;
  }

  /** A key for the battle side's drawer: new for each plan, `''` with none. */
  get attention(): string {
    return this.plan ? `plan:${hexKey(this.plan.target)}:${this.plan.steps.length}` : '';
  }

  /**
   * Plans the selected ship's path to a clicked hex (sent only when confirmed); false when the
   * ship may not plan now, so that the click means something else.
   */
  planAt(hex: Hex): boolean {
    const view = this.link.session()?.view;
    const ship = this.ship;
    if (!view || !ship) return false;
    this.set(planTo(view, ship, hex, false));
    this.link.sender.fail(this.plan ? '' : `${formatLabel(hex)} is out of reach this turn.`);
    if (this.plan && matchMedia(`(max-width: ${DRAWER_MAX_WIDTH}px)`).matches) {
      // On a phone the drawer comes up low with Go and Undo: keep the ship and path above it.
      void this.host.updateComplete.then(() => this.showOnMap());
    }
    return true;
  }

  /** Brings the ship and its planned path into the map's view (zooming out only if need be). */
  showOnMap(): void {
    const view = this.link.session()?.view;
    if (!view || !this.plan) return;
    this.link.map()?.showHexes(routeHexes(view, this.plan.unit, this.plan.steps));
  }

  /** Drops the planned path. */
  undo(): void {
    this.set(null);
  }

  /** Handles the planning keys; true when the key was used. */
  handleKey(key: string): boolean {
    if (this.plan && key === 'Enter') void this.go(false);
    else if (this.plan && key === 'g' && this.canQueue) void this.go(true);
    else if (key === 'h' && this.ship && this.canQueue) this.hold();
    else return false;
    return true;
  }

  /** Queues a stay for every MP the selected ship has left. */
  private hold(): void {
    const ship = this.ship;
    const view = this.link.session()?.view;
    if (!ship || !view) return;
    this.set(planHold(view, ship));
    if (this.plan) void this.go(false);
    else this.link.sender.fail('This ship may not stay in its hex for the rest of the turn.');
  }

  /**
   * Sends the planned path: as this seat's queue, which the server plays step by step as the
   * ship owes them (with `stay`, followed by a stay for every MP left); in practice, one step.
   */
  private async go(stay: boolean): Promise<void> {
    const s = this.link.session();
    const planned = this.plan;
    const side = s ? actingSeat(s, this.link.mode()) : null;
    if (!s?.view || !planned || !side) return;
    const plan = stay ? planTo(s.view, planned.unit, planned.target, true) : planned;
    if (!plan) {
      this.link.sender.fail('The ship cannot stay for the rest of the turn there.');
      return;
    }
    if (this.canQueue) {
      const queue = queueWithPlan(s.view, side, s.queue?.orders ?? [], plan);
      if (!queue.some((q) => (q.order as { unit?: string }).unit === plan.unit)) {
        this.link.sender.fail('First give a step to the other ships that owe one now.');
        return;
      }
      if (await this.link.sender.sendQueue(queue)) this.set(null);
      return;
    }
    const [first, ...rest] = plan.steps;
    if (!first) return;
    await this.link.sender.send(first);
    if (this.link.sender.error) return;
    this.set(rest.length > 0 ? { ...plan, steps: rest, mp: plan.mp - 1 } : null);
  }

  private set(plan: Plan | null): void {
    this.plan = plan;
    this.host.requestUpdate();
  }
}
