import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import type { BoardResult } from '../../src/tournaments/types.js';
import { concede, learnIds, ok, pairingLines, signUp, type Player } from './support.js';

const DUEL = { ruleset: 'onepage', setup: { scenario: 'duel' } };
/** Every account of these events comes from one address. */
const ENV = { SIGNUPS_PER_ADDRESS_PER_HOUR: '100' };

/**
 * The staged formats played to the end through the real server (docs/tournaments.md, "Formats
 * and pairing": "Swiss with a top cut", "Groups into playoffs"): results out of board order, a
 * withdrawal, a restart mid-event, and the final ranking with the playoff first.
 */
describe('staged formats through the HTTP API', () => {
  let server: RunningServer;
  let organiser: Player;
  const everyone: Player[] = [];

  beforeAll(async () => {
    server = await startServer({ env: ENV });
    organiser = await signUp(server.httpUrl, 'Boss');
    everyone.push(organiser);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  /** New accounts (seeds come from ratings, so each event gets a fresh field). */
  async function field(names: string[]): Promise<Player[]> {
    const out: Player[] = [];
    for (const n of names) out.push(await signUp(server.httpUrl, n));
    everyone.push(...out);
    return out;
  }

  async function restart() {
    const dataDir = server.dataDir;
    await server.stop();
    server = await startServer({ dataDir, env: ENV });
    for (const p of everyone) (p.client as { baseUrl: string }).baseUrl = server.httpUrl;
  }

  const get = (id: string) => ok(organiser, 'GET', `/api/tournaments/${id}`);

  /**
   * Settles the board of `round` where `winner` sits: the loser concedes its game, or the
   * organiser adjudicates (`result` given, e.g. a draw).
   */
  async function settle(
    id: string,
    players: Player[],
    round: number,
    winner: string,
    result?: BoardResult,
  ) {
    const view = await get(id);
    const byId = (u: number) => players.find((p) => p.userId === u)!;
    const w = players.find((p) => p.name === winner)!;
    const b = view.rounds[round - 1]!.boards.find(
      (x) => x.second !== null && (x.first === w.userId || x.second === w.userId),
    )!;
    if (result) {
      await ok(
        organiser,
        'POST',
        `/api/tournaments/${id}/rounds/${round}/boards/${b.board}/adjudicate`,
        {
          result,
          reason: 'Settled in the forum thread.',
        },
      );
      return;
    }
    const loser = byId(b.first === w.userId ? b.second! : b.first);
    await concede(server.wsUrl, b.gameId!, loser, w);
  }

  async function create(body: Record<string, unknown>, players: Player[]) {
    const { tournament } = await ok<{ tournament: TournamentView }>(
      organiser,
      'POST',
      '/api/tournaments',
      { name: 'Staged', games: DUEL, ...body },
    );
    for (const p of players) await ok(p, 'POST', `/api/tournaments/${tournament.id}/register`);
    return tournament.id;
  }

  it('refuses staged settings that are missing or do not fit the field', async () => {
    const missing = await organiser.client.request('POST', '/api/tournaments', {
      name: 'Cut',
      format: 'swiss_top_cut',
      rounds: 3,
      games: DUEL,
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toMatchObject({ code: 'request/invalid', path: ['topCut'] });
    const odd = await organiser.client.request('POST', '/api/tournaments', {
      name: 'Cut',
      format: 'swiss_top_cut',
      rounds: 3,
      topCut: 6,
      games: DUEL,
    });
    expect(odd.status).toBe(400);
    expect(odd.json.error.path).toEqual(['body', 'topCut']);
    const capped = await organiser.client.request('POST', '/api/tournaments', {
      name: 'Cut',
      format: 'swiss_top_cut',
      rounds: 3,
      topCut: 8,
      maxPlayers: 4,
      games: DUEL,
    });
    expect(capped.json.error).toMatchObject({ code: 'tournament/bad_settings', path: ['topCut'] });
    const players = await field(['Tia', 'Tom', 'Ted']);
    const id = await create({ format: 'swiss_top_cut', rounds: 2, topCut: 4 }, players);
    const early = await organiser.client.request('POST', `/api/tournaments/${id}/start`);
    expect(early.status).toBe(400);
    expect(early.json.error).toMatchObject({ code: 'tournament/bad_settings', path: ['topCut'] });
    const groups = await create(
      { format: 'groups_playoffs', groups: 2, advancePerGroup: 1 },
      players,
    );
    const small = await organiser.client.request('POST', `/api/tournaments/${groups}/start`);
    expect(small.json.error).toMatchObject({ code: 'tournament/bad_settings', path: ['groups'] });
  }, 60_000);

  /**
   * Six players, two Swiss rounds, a top cut of four. P3 withdraws in round 2 and is passed over
   * at the cut; the semi-finals are played out of board order around a restart; the final is
   * drawn, so the higher seed goes through (Swiss winner first).
   */
  it('runs a Swiss with a top cut to the end', async () => {
    const players = await field(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
    const id = await create({ format: 'swiss_top_cut', rounds: 2, topCut: 4 }, players);
    await ok(organiser, 'POST', `/api/tournaments/${id}/start`);
    let view = await get(id);
    const names = learnIds(view, players);
    expect(view.totalRounds).toBe(2 + 2);
    expect(view.rounds[0]!.stage).toBe('swiss');
    expect(pairingLines(view, 1, names)).toEqual(['P1-P4', 'P5-P2', 'P3-P6']);
    // Out of board order: board 3 first, P6 upsets P3.
    await settle(id, players, 1, 'P6');
    await settle(id, players, 1, 'P2');
    await settle(id, players, 1, 'P1');
    view = await get(id);
    expect(view.rounds[1]!.stage).toBe('swiss');
    // P3 withdraws during round 2: its board is a forfeit and it is out of the cut.
    const p3 = players.find((p) => p.name === 'P3')!;
    await ok(p3, 'POST', `/api/tournaments/${id}/withdraw`, {});
    view = await get(id);
    for (const b of [...view.rounds[1]!.boards].reverse()) {
      if (b.second === null || b.result !== null) continue;
      await settle(id, players, 2, names.get(b.first)!); // the first seat wins
    }
    view = await get(id);
    expect(view.rounds[2]!.stage).toBe('playoff');
    const table = view.stages!.table;
    expect(view.stages).toMatchObject({
      firstStage: 'swiss',
      firstStageRounds: 2,
      playoffPlayers: 4,
    });
    const top4 = table
      .map((s) => s.userId)
      .filter((u) => u !== p3.userId)
      .slice(0, 4);
    expect(view.stages!.qualifiers).toEqual(top4);
    // Seeded by Swiss rank: 1 v 4, 2 v 3, the higher seed first.
    const [q1, q2, q3, q4] = top4.map((u) => names.get(u)!);
    expect(pairingLines(view, 3, names)).toEqual([`${q1}-${q4}`, `${q2}-${q3}`]);

    await settle(id, players, 3, q2!);
    await restart();
    view = await get(id);
    expect(view.rounds[2]!.status).toBe('started');
    await settle(id, players, 3, q1!);
    view = await get(id);
    expect(pairingLines(view, 4, names)).toEqual([`${q1}-${q2}`]);
    await settle(id, players, 4, q1!, { kind: 'draw' });
    view = await get(id);
    expect(view.status).toBe('finished');
    const rest = table.map((s) => s.userId).filter((u) => !top4.includes(u));
    expect(view.standings.map((s) => [s.rank, names.get(s.userId)])).toEqual([
      [1, q1],
      [2, q2],
      [3, q3],
      [3, q4],
      ...rest.map((u, i) => [5 + i, names.get(u)]),
    ]);
  }, 300_000);

  /**
   * Eight players in two groups of four (snaked: A G1 G4 G5 G8, B G2 G3 G6 G7), two through from
   * each. The higher seed wins every group game; G8 withdraws after round 1, so its later games
   * are forfeits. A restart mid-group-stage. Playoff seeds A1 G1, B1 G2, A2 G4, B2 G3: the
   * semi-finals G1-G3 and G2-G4; G4 upsets G2 and wins the final.
   */
  it('runs groups into playoffs to the end', async () => {
    const players = await field(['G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8']);
    const id = await create({ format: 'groups_playoffs', groups: 2, advancePerGroup: 2 }, players);
    await ok(organiser, 'POST', `/api/tournaments/${id}/start`);
    let view = await get(id);
    const names = learnIds(view, players);
    expect(view.totalRounds).toBe(3 + 2);
    expect(view.stages!.groups.map((g) => [g.name, g.players.map((u) => names.get(u))])).toEqual([
      ['A', ['G1', 'G4', 'G5', 'G8']],
      ['B', ['G2', 'G3', 'G6', 'G7']],
    ]);
    // Both groups' round 1 in tournament round 1, by the Berger table, each board labelled.
    expect(pairingLines(view, 1, names)).toEqual(['G1-G8', 'G4-G5', 'G2-G7', 'G3-G6']);
    expect(view.rounds[0]!.boards.map((b) => b.group)).toEqual(['A', 'A', 'B', 'B']);
    const higherWins = async (round: number) => {
      const v = await get(id);
      for (const b of [...v.rounds[round - 1]!.boards].reverse()) {
        if (b.second === null || b.result !== null) continue;
        const [a, c] = [names.get(b.first)!, names.get(b.second)!];
        await settle(id, players, round, a < c ? a : c);
      }
    };
    await higherWins(1);
    const g8 = players.find((p) => p.name === 'G8')!;
    await ok(organiser, 'POST', `/api/tournaments/${id}/withdraw`, { userId: g8.userId });
    view = await get(id);
    expect(pairingLines(view, 2, names)).toEqual(['G8-G5', 'G1-G4', 'G7-G6', 'G2-G3']);
    expect(view.rounds[1]!.boards[0]!.result).toMatchObject({ kind: 'forfeit', winner: 'second' });
    await settle(id, players, 2, 'G6');
    await restart();
    await higherWins(2);
    await higherWins(3);
    view = await get(id);
    expect(view.stages!.groups.map((g) => g.standings.map((s) => names.get(s.userId)))).toEqual([
      ['G1', 'G4', 'G5', 'G8'],
      ['G2', 'G3', 'G6', 'G7'],
    ]);
    expect(view.stages!.qualifiers.map((u) => names.get(u))).toEqual(['G1', 'G2', 'G4', 'G3']);
    expect(view.rounds[3]!.stage).toBe('playoff');
    expect(pairingLines(view, 4, names)).toEqual(['G1-G3', 'G2-G4']);
    // The playoff is the view's bracket, on the tournament's rounds, and has a bracket picture.
    expect(view.bracket!.sections.map((x) => [x.name, x.rounds.length])).toEqual([['winners', 2]]);
    expect(view.bracket!.sections[0]!.rounds[0]!.matches.map((m) => m.round)).toEqual([4, 4]);
    const png = await fetch(`${server.httpUrl}/api/tournaments/${id}/bracket.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    await settle(id, players, 4, 'G4');
    await settle(id, players, 4, 'G1');
    view = await get(id);
    expect(pairingLines(view, 5, names)).toEqual(['G1-G4']);
    await settle(id, players, 5, 'G4');
    view = await get(id);
    expect(view.status).toBe('finished');
    expect(view.standings.map((s) => [s.rank, names.get(s.userId)])).toEqual([
      [1, 'G4'],
      [2, 'G1'],
      [3, 'G2'],
      [3, 'G3'],
      [5, 'G5'],
      [5, 'G6'],
      // Level on place and points: group A before group B.
      [7, 'G8'],
      [7, 'G7'],
    ]);
    // The exports show both stages: the ranking, then each group's table; rounds by stage.
    const exported = async (format: string, part: string) =>
      (
        await ok<{ text: string }>(
          organiser,
          'GET',
          `/api/tournaments/${id}/export?format=${format}&part=${part}`,
        )
      ).text;
    const standings = await exported('markdown', 'standings');
    expect(standings).toMatch(/Group A[\s\S]*G1[\s\S]*Group B[\s\S]*G2/);
    expect(await exported('bbcode_plain', 'pairings')).toContain('Round 4 (playoff)');
    expect(await exported('csv', 'standings')).not.toContain('Group A');
  }, 300_000);
});
