import type { Page } from 'playwright-core';

/** A side of a Star Cruiser Lite game. */
export type Seat = 'A' | 'B';

/** The other side. */
export const other = (s: Seat): Seat => (s === 'A' ? 'B' : 'A');

/** What a page's socket received, and what it received that it should not have. */
export interface FrameWatch {
  readonly leaks: string[];
  /** Foreign units that existed in this viewer's frames only after detection. */
  readonly seen: Set<string>;
  /** How many events of each type the frames carried (`system_check`, `launched`, …). */
  readonly events: Map<string, number>;
  frames: number;
  /** Foreign units in the first full view (`null` before one came). */
  firstView: number | null;
}

type Json = Record<string, unknown>;

/** A text frame's JSON object, else `null`. */
function jsonOf(payload: unknown): Json | null {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload) as Json;
  } catch {
    return null;
  }
}

/**
 * Watches a page's raw frames. `viewer` is the seat, or `null` for a spectator. A unit of side S
 * may show its position to a seat ≠ S only while that seat detects it, and to a spectator only
 * while S's enemy detects it: positions in a full view must be in that view's `detected`; a
 * `unit_moved` or `launched` event must be of a unit detected before or after its batch.
 */
export function watchFrames(page: Page, viewer: Seat | null): FrameWatch {
  const watch: FrameWatch = {
    leaks: [],
    seen: new Set(),
    events: new Map(),
    frames: 0,
    firstView: null,
  };
  const detected: Record<Seat, Set<string>> = { A: new Set(), B: new Set() };
  const foreign = (id: string) => viewer === null || !id.startsWith(viewer);
  const watcherOf = (id: string): Seat => other(id.startsWith('A') ? 'A' : 'B');
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      const frame = jsonOf(payload);
      if (!frame) return;
      watch.frames += 1;
      const view = frame.view as
        { units?: Json[]; detected?: Partial<Record<Seat, string[]>> } | undefined;
      if (view?.units) {
        for (const seat of ['A', 'B'] as const)
          if (view.detected?.[seat]) detected[seat] = new Set(view.detected[seat]);
        watch.firstView ??= view.units.filter(
          (u) => foreign(String(u.id)) && u.status === 'active',
        ).length;
        for (const u of view.units) {
          const id = String(u.id);
          if (!foreign(id) || u.status !== 'active') continue;
          if (!detected[watcherOf(id)].has(id))
            watch.leaks.push(`${String(frame.type)} seq ${String(frame.seq)}: view shows ${id}`);
          else watch.seen.add(id);
        }
      }
      const events = Array.isArray(frame.events) ? (frame.events as Json[]) : [];
      const before: Record<Seat, Set<string>> = { A: new Set(detected.A), B: new Set(detected.B) };
      for (const e of events) {
        const type = String(e.type);
        watch.events.set(type, (watch.events.get(type) ?? 0) + 1);
        const seat = e.seat as Seat;
        if (e.type === 'contact_gained') detected[seat].add(String(e.unit));
        if (e.type === 'contact_lost') detected[seat].delete(String(e.unit));
      }
      for (const e of events) {
        if (e.type !== 'unit_moved' && e.type !== 'launched') continue;
        const id = String(e.unit);
        if (!foreign(id)) continue;
        const w = watcherOf(id);
        if (!before[w].has(id) && !detected[w].has(id))
          watch.leaks.push(
            `events seq ${String(frame.seq)}: ${String(e.type)} of undetected ${id}`,
          );
        else watch.seen.add(id);
      }
    }),
  );
  return watch;
}
