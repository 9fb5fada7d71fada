import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { concede, learnIds, ok, pairingLines, signUp, type Player } from './support.js';

const DUEL = { ruleset: 'onepage', setup: { scenario: 'duel' } };

describe('tournament formats through the HTTP API', () => {
  let server: RunningServer;
  let organiser: Player;
  const field: Player[] = [];

  beforeAll(async () => {
    server = await startServer();
    organiser = await signUp(server.httpUrl, 'Boss');
    for (const name of ['Ann', 'Ben', 'Cat', 'Dan']) field.push(await signUp(server.httpUrl, name));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  const byName = (name: string) => field.find((p) => p.name === name)!;

  /** Plays the board of `round` where `winner` sits by the loser's concession. */
  async function win(
    view: TournamentView,
    round: number,
    winner: string,
    names: Map<number, string>,
  ) {
    const w = byName(winner);
    const b = view.rounds[round - 1]!.boards.find(
      (x) => x.second !== null && (x.first === w.userId || x.second === w.userId),
    )!;
    const loser = byName(names.get(b.first === w.userId ? b.second! : b.first)!);
    await concede(server.wsUrl, b.gameId!, loser, w);
  }

  /**
   * Four players, seeds by registration (all unrated): 1 v 4 and 2 v 3. Ann beats Dan, Cat beats
   * Ben (an upset); the final Ann v Cat, Ann first as the higher seed; the organiser withdraws
   * Ann before it is played, so Cat wins it by forfeit and the tournament ends.
   */
  it('runs a 4-player single-elimination bracket', async () => {
    const { tournament } = await ok<{ tournament: TournamentView }>(
      organiser,
      'POST',
      '/api/tournaments',
      {
        name: 'Knockout',
        format: 'single_elimination',
        games: DUEL,
      },
    );
    const id = tournament.id;
    for (const p of field) await ok(p, 'POST', `/api/tournaments/${id}/register`);
    await ok(organiser, 'POST', `/api/tournaments/${id}/start`);
    let view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    const names = learnIds(view, field);
    expect(view.totalRounds).toBe(2);
    expect(pairingLines(view, 1, names)).toEqual(['Ann-Dan', 'Ben-Cat']);
    await win(view, 1, 'Ann', names);
    await win(view, 1, 'Cat', names);
    view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    expect(pairingLines(view, 2, names)).toEqual(['Ann-Cat']);
    await ok(organiser, 'POST', `/api/tournaments/${id}/withdraw`, {
      userId: byName('Ann').userId,
    });
    view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    expect(view.status).toBe('finished');
    expect(view.rounds[1]!.boards[0]).toMatchObject({
      result: { kind: 'forfeit', winner: 'second' },
      adjudication: 'withdrawn',
    });
    expect(view.standings[0]).toMatchObject({ userId: byName('Cat').userId, points: 6 });
  }, 60_000);

  /**
   * Three players (a bye each round), Berger tables with a dummy fourth: R1 Amy-bye, Bob-Cal;
   * R2 Cal-bye, Amy-Bob; R3 Bob-bye, Cal-Amy. The organiser swaps the seats of round 1 before it
   * starts (rounds wait an hour). Cal beats Bob, Amy beats Bob, Cal–Amy is adjudicated a draw:
   * Amy and Cal 3 + 3 + 1 = 7 each, Bob 3 (his bye). Buchholz 3 + 7 = 10 each, Sonneborn–Berger
   * 3 + 3½ = 6½ each, head-to-head 1 each: Amy and Cal share first place.
   */
  it('runs a 3-player round robin with byes and an organiser override', async () => {
    // New accounts: seeds come from ratings, which the bracket above changed.
    const players: Player[] = [];
    for (const name of ['Amy', 'Bob', 'Cal']) players.push(await signUp(server.httpUrl, name));
    field.push(...players);
    const { tournament } = await ok<{ tournament: TournamentView }>(
      organiser,
      'POST',
      '/api/tournaments',
      {
        name: 'Round robin',
        format: 'round_robin',
        games: [DUEL],
        roundStartDelayHours: 1,
        timeControl: { kind: 'correspondence', perDecisionSeconds: 2 * 86400 },
      },
    );
    const id = tournament.id;
    for (const p of players) await ok(p, 'POST', `/api/tournaments/${id}/register`);
    await ok(organiser, 'POST', `/api/tournaments/${id}/start`);
    let view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    const names = learnIds(view, players);
    const idOf = (n: string) => byName(n).userId;
    expect(view.totalRounds).toBe(3);
    expect(view.rounds[0]!.status).toBe('paired');
    expect(pairingLines(view, 1, names)).toEqual(['Amy-bye', 'Bob-Cal']);
    // Issue 31: a round that starts later is announced when it is paired, with its start.
    const paired = async (name: string) =>
      (
        await ok<{ notifications: { kind: string; text: string; link: string }[] }>(
          byName(name),
          'GET',
          '/api/notifications',
        )
      ).notifications.filter((n) => n.kind === 'round_paired');
    expect((await paired('Amy')).map((n) => n.text)).toEqual([
      'Round robin, round 1: you have a bye.',
    ]);
    expect((await paired('Bob'))[0]).toMatchObject({
      text: expect.stringMatching(
        /^Round robin, round 1 is paired: you meet Cal on board 2, from \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
      ),
      link: `#/tournaments/${id}`,
    });
    // A player may not change the pairing; the organiser may, before the round starts.
    const boards = [
      { first: idOf('Amy'), second: null },
      { first: idOf('Cal'), second: idOf('Bob') },
    ];
    const refused = await byName('Amy').client.request(
      'POST',
      `/api/tournaments/${id}/rounds/1/pairings`,
      { boards },
    );
    expect(refused.status).toBe(403);
    const bad = await organiser.client.request('POST', `/api/tournaments/${id}/rounds/1/pairings`, {
      boards: [{ first: idOf('Amy'), second: idOf('Cal') }],
    });
    expect(bad.json.error.code).toBe('tournament/bad_pairing');
    await ok(organiser, 'POST', `/api/tournaments/${id}/rounds/1/pairings`, { boards });
    await ok(organiser, 'POST', `/api/tournaments/${id}/rounds/1/start`);
    const late = await organiser.client.request('POST', `/api/tournaments/${id}/rounds/1/repair`);
    expect(late.json.error.code).toBe('tournament/round_started');
    view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    expect(pairingLines(view, 1, names)).toEqual(['Amy-bye', 'Cal-Bob']);
    const game = await ok<{ timeControl: unknown }>(
      organiser,
      'GET',
      `/api/games/${view.rounds[0]!.boards[1]!.gameId}`,
    );
    expect(game.timeControl).toEqual({ kind: 'correspondence', perDecisionSeconds: 2 * 86400 });
    await win(view, 1, 'Cal', names);

    view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    expect(pairingLines(view, 2, names)).toEqual(['Cal-bye', 'Amy-Bob']);
    await ok(organiser, 'POST', `/api/tournaments/${id}/rounds/2/start`);
    view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    await win(view, 2, 'Amy', names);

    view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    expect(pairingLines(view, 3, names)).toEqual(['Bob-bye', 'Cal-Amy']);
    await ok(organiser, 'POST', `/api/tournaments/${id}/rounds/3/start`);
    await ok(organiser, 'POST', `/api/tournaments/${id}/rounds/3/boards/2/adjudicate`, {
      result: { kind: 'draw' },
      reason: 'Neither side can reach the other before the turn limit.',
    });
    view = await ok(organiser, 'GET', `/api/tournaments/${id}`);
    expect(view.status).toBe('finished');
    expect(
      view.standings.map((s) => [
        s.rank,
        names.get(s.userId),
        s.points,
        s.tieBreaks.buchholz,
        s.tieBreaks.sonneborn_berger,
        s.tieBreaks.head_to_head,
      ]),
    ).toEqual([
      [1, 'Amy', 7, 10, 6.5, 1],
      [1, 'Cal', 7, 10, 6.5, 1],
      [3, 'Bob', 3, 14, 0, 0],
    ]);
    const md = await ok<{ text: string }>(
      organiser,
      'GET',
      `/api/tournaments/${id}/export?format=markdown&part=crosstable`,
    );
    expect(md.text).toContain('| 1 | Amy | X | ½ | 1 | 7 |');
    const trf = await organiser.client.request('GET', `/api/tournaments/${id}/trf`);
    expect(trf.status).toBe(409);
    expect(trf.json.error.code).toBe('tournament/not_swiss');
  }, 60_000);
});
