import type { Applied, Ruleset } from './ruleset.js';

/**
 * The ruleset as an earlier version told its games: the same play, under the old version and
 * description, with every event passed through `told` — which returns the event as that version
 * told it, or `null` for an event that later versions added to explain the log. A record of that
 * version replays and verifies exactly as it was made.
 */
export function toldAsBefore<Setup, State, Order, Event, View>(
  ruleset: Ruleset<Setup, State, Order, Event, View>,
  version: string,
  describe: Ruleset<Setup, State, Order, Event, View>['describe'],
  told: (event: Event) => Event | null,
): Ruleset<Setup, State, Order, Event, View> {
  const retell = (applied: Applied<State, Event>): Applied<State, Event> => ({
    ...applied,
    events: applied.events.flatMap((e) => {
      const old = told(e);
      return old === null ? [] : [old];
    }),
  });
  return {
    ...ruleset,
    version,
    describe,
    atVersion: () => null,
    create: (setup, dice) => {
      const created = ruleset.create(setup, dice);
      return created.ok ? { ok: true, value: retell(created.value) } : created;
    },
    apply: (state, seat, order, dice) => retell(ruleset.apply(state, seat, order, dice)),
    timeout: (state, seat, dice) => retell(ruleset.timeout(state, seat, dice)),
  };
}
