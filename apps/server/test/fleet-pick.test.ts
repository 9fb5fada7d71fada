/**
 * Each side picks its fleet, through the real server: a two-seat game of the one-page rules,
 * Star Cruiser Lite or Star Trek created with `fleetChoice: 'each_side'` opens in its fleet
 * phase, takes one `choose_fleet` order per seat over real WebSockets, keeps each pick from the
 * other seat and the spectators until both have picked, and then starts the battle. The rules:
 * docs/rules/*.md, "Each side picks its fleet"; the order: docs/protocol.md.
 */
import { RULESETS, verifyRecord, isFleetPickView } from '@broadside/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { connect, createAndJoin, play } from './helpers/game.js';
import { startServer, type RunningServer } from './helpers/server.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

/** Per ruleset: a scenario, the key a force row names its design by, and a design to pick. */
const CASES = [
  { id: 'onepage', scenario: 'duel', designKey: 'design', alt: ['raider', 'frigate'] },
  { id: 'scl', scenario: 'bismarck_at_bay', designKey: 'cls', alt: ['kafer_raider', 'lance'] },
  { id: 'startrek', scenario: 'duel', designKey: 'cls', alt: ['escort', 'scout'] },
] as const;

type Row = Record<string, unknown>;

describe('each side picks its fleet on the real server', () => {
  test.each(CASES)(
    '$id: the battle starts after both seats have picked, and no pick leaks before',
    async ({ id, scenario, designKey, alt }) => {
      const R = RULESETS[id]!;
      const setup = { scenario, fleetChoice: 'each_side', custom: { budget: { A: 500, B: 500 } } };
      const game = await createAndJoin(server.app, { ruleset: id, setup });
      // Every client asks for its full view after each batch: the test reads every frame.
      const views = { views: true };
      const a = await connect(server.wsUrl, game.gameId, game.tokens.A, views);
      const b = await connect(server.wsUrl, game.gameId, game.tokens.B, views);
      const spectator = await connect(server.wsUrl, game.gameId, undefined, views);
      expect(a.all('welcome')[0]!.pending).toEqual([
        { seat: 'A', kind: 'choose_fleet' },
        { seat: 'B', kind: 'choose_fleet' },
      ]);

      const state = () => server.app.match.cache.peek(game.gameId)!.state;
      const suggested = (seat: string) => {
        const view = R.view(state(), { kind: 'seat', seat });
        if (!isFleetPickView(view)) throw new Error('not in the fleet phase');
        return view.fleetPick.suggested as Row[];
      };
      // B fields a design that neither the set-up nor A's side names: a secret to look for.
      const before = [...a.raw, ...spectator.raw].join('\n');
      const secret = alt.find((d) => !before.includes(`"${d}"`))!;
      expect(secret).toBeDefined();
      const bPick = {
        type: 'choose_fleet',
        forces: [{ ...suggested('B')[0], [designKey]: secret }],
      };
      const bad = R.check(state(), 'B', bPick);
      expect(bad.ok ? 'ok' : bad.error).toBe('ok');
      let seq = await play(b, bPick, 0);
      const picked = await spectator.next('events', (m) => m.seq === seq);
      expect(picked.events).toEqual([{ type: 'fleet_chosen', seat: 'B' }]);
      expect(picked.pending).toEqual([{ seat: 'A', kind: 'choose_fleet' }]);
      await a.next('events', (m) => m.seq === seq);
      for (const client of [a, spectator])
        expect(client.raw.join('\n'), 'a hidden pick leaked').not.toContain(`"${secret}"`);
      // A pick outside the zone is refused with its path into the order.
      const wrong = { type: 'choose_fleet', forces: [{ ...suggested('A')[0], hex: '9999' }] };
      a.send({ type: 'order', clientOrderId: 'wrong', expectedSeq: seq, order: wrong });
      const refused = await a.nextWhere(
        (m) => m.type === 'rejected' && m.clientOrderId === 'wrong',
      );
      expect(refused).toMatchObject({ error: { path: ['order', 'forces', 0, 'hex'] } });

      seq = await play(a, { type: 'choose_fleet', forces: suggested('A') }, seq);
      const begun = await spectator.next('events', (m) => m.seq === seq);
      expect(begun.events[0]).toEqual({ type: 'fleet_chosen', seat: 'A' });
      expect(begun.status).toBe('live');
      expect(begun.pending.some((p: { kind: string }) => p.kind === 'choose_fleet')).toBe(false);
      expect(isFleetPickView(R.view(state(), { kind: 'spectator' }))).toBe(false);
      expect(b.raw.join('\n')).toContain(`"${secret}"`);

      // A concedes the battle; the record of the finished game verifies from the fleet phase on.
      seq = await play(a, { type: 'concede' }, seq);
      await spectator.next('events', (m) => m.seq === seq);
      const rec = (await server.app.inject({ url: `/api/games/${game.gameId}/record` })).json();
      expect(JSON.stringify(rec)).toContain(`"fleetChoice":"each_side"`);
      expect(verifyRecord(rec, RULESETS)).toMatchObject({ ok: true });
      for (const c of [a, b, spectator]) await c.close();
    },
    60_000,
  );

  test.each(CASES)(
    '$id: a bot seat picks its fleet and the battle begins',
    async ({ id, scenario }) => {
      const R = RULESETS[id]!;
      const bots = await startServer({ bots: { threads: 1 } });
      try {
        const res = await bots.app.inject({
          method: 'POST',
          url: '/api/games',
          payload: {
            ruleset: id,
            setup: { scenario, fleetChoice: 'each_side' },
            creatorSeat: 'A',
            playerName: 'Tester',
            bots: [{ seat: 'B', level: 'easy' }],
          },
        });
        expect(res.statusCode, res.body).toBe(201);
        const { gameId, creator } = res.json() as {
          gameId: string;
          creator: { seatToken: string };
        };
        const a = await connect(bots.wsUrl, gameId, creator.seatToken);
        // A bot worker may take a while to start on a busy machine.
        const picked = await a.next(
          'events',
          (m) => m.events.some((e) => (e as { type?: string }).type === 'fleet_chosen'),
          45_000,
        );
        expect(picked.events[0]).toEqual({ type: 'fleet_chosen', seat: 'B' });
        const state = bots.app.match.cache.peek(gameId)!.state;
        const [order] = R.legalOrders(state, 'A');
        const seq = await play(a, order, picked.seq);
        const begun = await a.next('events', (m) => m.seq === seq);
        expect(begun.pending.some((p: { kind: string }) => p.kind === 'choose_fleet')).toBe(false);
        expect(begun.status).toBe('live');
        await a.close();
      } finally {
        await bots.close();
      }
    },
    60_000,
  );
});
