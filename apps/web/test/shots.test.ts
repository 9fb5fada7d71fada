import { describe, expect, test } from 'vitest';
import { boardPicture } from '@broadside/board-picture';
import { formatLabel, verifiableDice, type Hex, type Viewer } from '@broadside/rules';
import * as onepage from '@broadside/rules/onepage';
import * as scl from '@broadside/rules/scl';
import * as starfire from '@broadside/rules/starfire';
import * as startrek from '@broadside/rules/startrek';
import type { Shot } from '../src/rulesets/contract/battle.js';
import { onepageShots } from '../src/rulesets/onepage/battle/shots.js';
import { sclShots } from '../src/rulesets/scl/battle/shots.js';
import { starfireShots } from '../src/rulesets/starfire/battle/shots.js';
import { startrekShots } from '../src/rulesets/startrek/battle/shots.js';

/** One step of a played game: the states around it and its events. */
interface Move {
  readonly before: unknown;
  readonly after: unknown;
  readonly events: readonly unknown[];
}

/** What a fire event says: who fired at whom, and whether it hit. */
interface Fire {
  readonly firer: string | null;
  readonly target: string;
  readonly hit: boolean | undefined;
  readonly kind: 'beam' | 'missile';
}

/** A ruleset's row: how to play a random game to its fire, and what its fire events say. */
interface Row {
  readonly name: string;
  readonly id: string;
  readonly rules: {
    view(state: never, viewer: Viewer): unknown;
    viewEvent(event: never, viewer: Viewer): unknown;
  };
  /** Plays random game `n` (a seed), showing each move to `onMove`. */
  play(n: number, onMove: (move: Move) => void): void;
  /** Hexes the view knows beyond the map's counters (units gone from the board). */
  known?(view: unknown): readonly (readonly [string, Hex])[];
  fire(event: unknown): Fire | null;
  shots(events: readonly unknown[], view: unknown, before: unknown): readonly Shot[];
}

const seed = (n: number) => Uint8Array.from({ length: 32 }, (_, i) => (n * 7 + i) & 0xff);

/** Creates a game of `rules` from `input` with the dice of `n`. */
function created<S>(
  rules: { parseSetup(i: unknown): { ok: boolean }; create(s: never, d: never): unknown },
  input: unknown,
  n: number,
): { state: S; dice: ReturnType<typeof verifiableDice> } {
  const dice = verifiableDice(seed(n));
  const parsed = rules.parseSetup(input) as { ok: true; value: never };
  const made = rules.create(parsed.value, dice as never) as { ok: true; value: { state: S } };
  return { state: made.value.state, dice };
}

const ROWS: readonly Row[] = [
  {
    name: 'one-page: gun fire and missile attacks (Combat)',
    id: 'onepage',
    rules: onepage.onepageRuleset as never,
    play(n, onMove) {
      const { state, dice } = created<onepage.OnepageState>(
        onepage.onepageRuleset as never,
        { scenario: 'duel', options: { movement: 'written' } },
        n,
      );
      onepage.playRandomly(state, dice, onepage.seededRandom(n), { onMove });
    },
    fire(e) {
      const ev = e as onepage.OnepageEvent;
      if (ev.type === 'gun_shot')
        return { firer: ev.ship, target: ev.target, hit: ev.hit, kind: 'beam' };
      if (ev.type === 'missile_attack')
        return { firer: ev.missile, target: ev.target, hit: ev.hit, kind: 'missile' };
      return null;
    },
    shots: (events, view) =>
      onepageShots(events as onepage.OnepageEvent[], view as onepage.OnepageView),
  },
  {
    name: 'Star Cruiser Lite: beams, submunitions and missile attacks (Combat)',
    id: 'scl',
    rules: scl.sclRuleset as never,
    play(n, onMove) {
      const { state, dice } = created<scl.SclState>(
        scl.sclRuleset as never,
        { scenario: 'bismarck_at_bay', options: { movement: 'standard' } },
        n,
      );
      scl.playRandomly(state, dice, scl.seededRandom(n), { onMove });
    },
    fire(e) {
      const ev = e as scl.SclEvent;
      if (ev.type === 'beam_shot' || ev.type === 'submunition_shot' || ev.type === 'missile_attack')
        return {
          firer: ev.firer,
          target: ev.target,
          hit: ev.points > 0,
          kind: ev.type === 'beam_shot' ? 'beam' : 'missile',
        };
      return null;
    },
    known: (view) => (view as scl.SclView).units.map((u) => [u.id, u.hex] as const),
    shots: (events, view) => sclShots(events as scl.SclEvent[], view as scl.SclView),
  },
  {
    name: 'Starfire: the shots of Fire Combat',
    id: 'starfire',
    rules: starfire.starfireRuleset as never,
    play(n, onMove) {
      const { state, dice } = created<starfire.StarfireState>(
        starfire.starfireRuleset as never,
        { scenario: 'patrol' },
        n,
      );
      starfire.playRandomly(state, dice, starfire.seededRandom(n), 5_000, onMove);
    },
    fire(e) {
      const ev = e as starfire.StarfireEvent;
      if (ev.type !== 'shot') return null;
      const kind = ev.munitionsLeft === null ? 'beam' : 'missile';
      return { firer: ev.firer, target: ev.target, hit: ev.die.success ?? undefined, kind };
    },
    shots: (events, view) =>
      starfireShots(events as starfire.StarfireEvent[], view as starfire.StarfireView),
  },
  {
    name: 'Star Trek: phasers and photon torpedoes',
    id: 'startrek',
    rules: startrek.startrekRuleset as never,
    play(n, onMove) {
      const { state, dice } = created<startrek.StartrekState>(
        startrek.startrekRuleset as never,
        { scenario: 'duel' },
        n,
      );
      startrek.playRandomly(state, dice, startrek.seededRandom(n), { onMove });
    },
    fire(e) {
      const ev = e as startrek.StartrekEvent;
      if (ev.type === 'phasers_fired')
        return { firer: ev.ship, target: ev.target, hit: ev.hits > 0, kind: 'beam' };
      if (ev.type === 'torpedo_detonated')
        return { firer: ev.torpedo, target: ev.target, hit: ev.hits > 0, kind: 'missile' };
      return null;
    },
    shots: (events, view, before) =>
      startrekShots(
        events as startrek.StartrekEvent[],
        view as startrek.StartrekView,
        before as startrek.StartrekView,
      ),
  },
];

const A: Viewer = { kind: 'seat', seat: 'A' };
const SPECTATOR: Viewer = { kind: 'spectator' };
const label = (h: Hex | null | undefined) => (h ? formatLabel(h) : null);

describe('each ruleset turns its fire events into shots for the map (issue 28, Motion)', () => {
  test.each(ROWS)('$name', (row) => {
    let checked = 0;
    const onMove = (move: Move) => {
      if (!move.events.some((e) => row.fire(e))) return;
      for (const viewer of [A, SPECTATOR]) {
        const events = move.events
          .map((e) => row.rules.viewEvent(e as never, viewer))
          .filter((e) => e !== null);
        const view = row.rules.view(move.after as never, viewer);
        const before = row.rules.view(move.before as never, viewer);
        const counters = new Map<string, Hex | null>([
          ...(row.known?.(view) ?? []),
          ...(boardPicture(row.id, view)?.units ?? []).map((u) => [u.id, u.hex] as const),
        ]);
        // Only what the viewer's events and view show: a target without a counter gives no shot.
        const fires = events
          .flatMap((e) => row.fire(e) ?? [])
          .filter((f) => counters.get(f.target));
        const shots = row.shots(events, view, before);
        expect(shots.map((s) => [label(s.to), s.hit, s.kind])).toEqual(
          fires.map((f) => [label(counters.get(f.target)), f.hit, f.kind]),
        );
        fires.forEach((f, i) => {
          const from = shots[i]!.from;
          if (f.firer === null) expect(from).toBeNull();
          else if (counters.get(f.firer)) expect(label(from)).toBe(label(counters.get(f.firer)));
          checked += 1;
        });
      }
    };
    // Random games until a dozen shots were checked: some end before anyone fires.
    for (let n = 1; n <= 40 && checked < 12; n += 1) row.play(n, onMove);
    expect(checked, 'the games reached fire').toBeGreaterThanOrEqual(12);
  });

  test.each(ROWS)('$name: a batch without fire gives no shot', (row) => {
    let seen = 0;
    row.play(1, (move) => {
      if (seen > 20 || move.events.some((e) => row.fire(e))) return;
      const view = row.rules.view(move.after as never, A);
      expect(row.shots(move.events, view, null)).toEqual([]);
      seen += 1;
    });
    expect(seen).toBeGreaterThan(0);
  });
});
