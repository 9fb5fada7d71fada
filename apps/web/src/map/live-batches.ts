/** What {@link LiveBatches} reads of a session. */
export interface BatchSource {
  readonly seq: number;
  readonly connection: string;
  readonly view: unknown;
  readonly log: readonly { readonly seq: number; readonly event: unknown }[];
}

/**
 * Watches a game's session for batches of events that arrive live, so that the map animates
 * only what happens while the player looks: not the history of a first load, nor what a
 * reconnect or a resync catches up on.
 */
export class LiveBatches {
  /** The last batch seen, or -1 before the first view. */
  private seq = -1;
  private wasOpen = false;
  private view: unknown = null;
  /** The view before the batches {@link next} last returned (`null` when none was known). */
  before: unknown = null;

  /**
   * The events of the batches new since the last call when they arrived live (the connection
   * open before and now), else none. Call it once for each new session.
   */
  next(s: BatchSource): readonly unknown[] {
    const before = this.seq;
    const wasOpen = this.wasOpen;
    this.wasOpen = s.connection === 'open';
    if (s.view === null || s.view === undefined) return [];
    this.before = this.view;
    this.view = s.view;
    this.seq = s.seq;
    if (before < 0 || s.seq <= before || !wasOpen || !this.wasOpen) return [];
    return s.log.filter((e) => e.seq > before).map((e) => e.event);
  }
}
