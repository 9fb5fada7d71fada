import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { TestClient } from '../helpers/ws-client.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { concede, learnIds, ok, signUp, type Player } from './support.js';

/**
 * Issue 30 ("Tournaments accept any custom set-up or points budget for a round"): a double round
 * robin of two whose round 2 is a custom Starfire task groups battle in which each side picks its
 * fleet within a budget of 144 points (docs/rules/starfire.md, "Points": two default corvettes
 * and a default destroyer cost exactly that).
 */
const PATROL = { ruleset: 'starfire', setup: { scenario: 'patrol' } };
const CUSTOM = {
  ruleset: 'starfire',
  setup: {
    scenario: 'task_groups',
    fleetChoice: 'each_side',
    custom: {
      forces: {
        A: [
          { hull: 'CT', count: 2 },
          { hull: 'DD', count: 1 },
        ],
        B: [{ hull: 'CT', count: 1 }],
      },
      budget: { A: 144, B: 144 },
    },
  },
};
/** A corvette of 39 points, over the default's 38: two of them take side A over 144. */
const RICH_CT = 'SAAZ(I)GGG(I)Q(I)';

describe('a tournament round with a custom set-up and a budget', () => {
  let server: RunningServer;
  let organiser: Player;
  const players: Player[] = [];

  beforeAll(async () => {
    server = await startServer();
    organiser = await signUp(server.httpUrl, 'Org');
    for (const name of ['Ada', 'Bea']) players.push(await signUp(server.httpUrl, name));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('refuses a round whose set-up is over budget, naming the round and the side', async () => {
    const over = {
      ...CUSTOM,
      setup: { ...CUSTOM.setup, custom: { ...CUSTOM.setup.custom, budget: { A: 143 } } },
    };
    const res = await organiser.client.request('POST', '/api/tournaments', {
      name: 'Too rich',
      format: 'double_round_robin',
      games: [PATROL, over],
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      error: {
        code: 'setup/over_budget',
        path: ['games', '1', 'setup', 'custom', 'forces', 'A'],
      },
    });
  });

  it('plays round 1 as set, then round 2 with its custom set-up and budget', async () => {
    const { tournament } = await ok<{ tournament: TournamentView }>(
      organiser,
      'POST',
      '/api/tournaments',
      { name: 'Own fleets', format: 'double_round_robin', games: [PATROL, CUSTOM] },
    );
    const id = tournament.id;
    expect(tournament.settings.games).toEqual([PATROL, CUSTOM]);
    for (const p of players) await ok(p, 'POST', `/api/tournaments/${id}/register`);
    await ok(organiser, 'POST', `/api/tournaments/${id}/start`);
    let view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    const names = learnIds(view, players);
    const byId = (userId: number) => players.find((p) => p.name === names.get(userId))!;

    const first = view.rounds[0]!.boards[0]!;
    await concede(server.wsUrl, first.gameId!, byId(first.first), byId(first.second!));
    const record1 = await ok<{ setup: unknown; ruleset: string }>(
      organiser,
      'GET',
      `/api/games/${first.gameId}/record`,
    );
    expect(record1.setup).toEqual(PATROL.setup);

    view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    const second = view.rounds[1]!.boards[0]!;
    expect(second.gameId).not.toBeNull();
    const gameId = second.gameId!;
    const seats = new Map<string, { player: Player; token: string }>();
    for (const userId of [second.first, second.second!]) {
      const player = byId(userId);
      const grant = await ok<{ seat: string; seatToken: string }>(
        player,
        'POST',
        `/api/games/${gameId}/my-seat`,
      );
      seats.set(grant.seat, { player, token: grant.seatToken });
    }
    const a = seats.get('A')!;
    const socket = await TestClient.open(server.wsUrl);
    socket.send({ type: 'hello', gameId, token: a.token });
    const welcome = await socket.next('welcome');
    const answer = async (clientOrderId: string, order: unknown, expectedSeq: number) => {
      socket.send({ type: 'order', clientOrderId, expectedSeq, order });
      return socket.nextWhere(
        (m) => (m.type === 'ack' || m.type === 'rejected') && m.clientOrderId === clientOrderId,
      );
    };
    const refused = await answer(
      'rich',
      { type: 'choose_fleet', designs: { CT: RICH_CT } },
      welcome.seq,
    );
    expect(refused).toMatchObject({
      type: 'rejected',
      error: { code: 'order/over_budget', path: ['order', 'designs'] },
    });
    const accepted = await answer('defaults', { type: 'choose_fleet', designs: {} }, welcome.seq);
    expect(accepted.type).toBe('ack');
    const seq = accepted.type === 'ack' ? accepted.seq : welcome.seq;
    const conceded = await answer('concede', { type: 'concede' }, seq);
    expect(conceded.type).toBe('ack');
    await socket.close();

    const record2 = await ok<{ setup: unknown }>(organiser, 'GET', `/api/games/${gameId}/record`);
    expect(record2.setup).toEqual(CUSTOM.setup);
    view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    expect(view.status).toBe('finished');
    expect(view.rounds[1]!.boards[0]!.result).toMatchObject({ kind: 'win' });
  }, 60_000);
});
