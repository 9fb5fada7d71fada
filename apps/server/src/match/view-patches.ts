import { diffView, type Role, type ViewPatch } from '@broadside/protocol';
import { roleKey, type Subscriber } from './subscriber.js';

/** How a subscriber gets the view with a batch. */
export type ViewForm = 'none' | 'view' | 'patch';

/**
 * What a game knows to send view patches (hello `viewPatches`) instead of full views: the view
 * each patch-taking subscriber holds, and the last view built for each role that has such
 * subscribers. A subscriber gets a patch only when it holds the view of the batch before, and
 * that view is the one remembered for its role; otherwise it gets the full view, which it then
 * holds. Nothing is kept for roles without patch-taking subscribers.
 */
export class ViewPatches {
  /** The sequence number of the view each patch-taking subscriber holds. */
  private readonly held = new WeakMap<Subscriber, number>();
  /** The last view built for each role key, and its batch. */
  private readonly lastViews = new Map<string, { readonly seq: number; readonly view: unknown }>();

  /** The form of view `sub` should get with batch `seq`. */
  formFor(sub: Subscriber, seq: number): ViewForm {
    if (!sub.wantsViews) return 'none';
    if (!sub.wantsViewPatches) return 'view';
    const base = this.lastViews.get(roleKey(sub.role));
    return this.held.get(sub) === seq - 1 && base?.seq === seq - 1 ? 'patch' : 'view';
  }

  /** The patch from the remembered view of `role` (batch `seq - 1`) to `view`, if there is one. */
  patchTo(role: Role, seq: number, view: unknown): ViewPatch | null {
    const base = this.lastViews.get(roleKey(role));
    return base?.seq === seq - 1 ? diffView(base.view, view) : null;
  }

  /** `sub` was sent the view of batch `seq`, whole or as a patch: it holds it now. */
  sent(sub: Subscriber, seq: number): void {
    if (sub.wantsViewPatches) this.held.set(sub, seq);
  }

  /**
   * Keeps `view`, built for `role` at batch `seq`, as the base of the role's next patch (once
   * every subscriber of the batch has been served), unless a later one is kept already. A view
   * of the same batch replaces the one kept: the game may have been created again at that batch
   * (seeds made together roll the start anew), and the welcome just sent holds the new view.
   */
  remember(role: Role, seq: number, view: unknown): void {
    const key = roleKey(role);
    const known = this.lastViews.get(key);
    if (!known || known.seq <= seq) this.lastViews.set(key, { seq, view });
  }

  /** Forgets the views of roles that no patch-taking subscriber of `subscribers` has. */
  prune(subscribers: Iterable<Subscriber>): void {
    if (this.lastViews.size === 0) return;
    const wanted = new Set<string>();
    for (const sub of subscribers) if (sub.wantsViewPatches) wanted.add(roleKey(sub.role));
    for (const key of this.lastViews.keys()) if (!wanted.has(key)) this.lastViews.delete(key);
  }
}
