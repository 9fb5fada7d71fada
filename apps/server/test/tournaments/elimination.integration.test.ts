import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { concede, learnIds, ok, pairingLines, signUp, type Player } from './support.js';

const DUEL = { ruleset: 'onepage', setup: { scenario: 'duel' } };

/**
 * Both elimination formats played to the end through the HTTP API (docs/tournaments.md,
 * "Formats and pairing"): games end by concession, results come in out of order, a player
 * withdraws, and the server restarts mid-event.
 */
describe('elimination brackets through the HTTP API', () => {
  let server: RunningServer;
  let organiser: Player;
  const field: Player[] = [];
  const byName = (name: string) => field.find((p) => p.name === name)!;

  beforeAll(async () => {
    server = await startServer();
    organiser = await signUp(server.httpUrl, 'Boss');
    for (const name of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'])
      field.push(await signUp(server.httpUrl, name));
  }, 400_000);

  afterAll(async () => {
    await server?.close();
  });

  const get = (id: string) => ok(organiser, 'GET', `/api/tournaments/${id}`);

  /** Starts a 4-player event of `players` (seeded by registration: all unrated). */
  async function started(body: object, players: string[]) {
    const { tournament } = await ok<{ tournament: TournamentView }>(
      organiser,
      'POST',
      '/api/tournaments',
      { games: DUEL, ...body },
    );
    for (const p of players)
      await ok(byName(p), 'POST', `/api/tournaments/${tournament.id}/register`);
    await ok(organiser, 'POST', `/api/tournaments/${tournament.id}/start`);
    const view = await get(tournament.id);
    return { id: tournament.id, view, names: learnIds(view, field) };
  }

  /** `winner` wins its board of `round` by the opponent's concession. */
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

  /** The bracket as "section round: first-second>winner" lines. */
  function bracketLines(view: TournamentView, names: Map<number, string>): string[] {
    const n = (id: number | null) => (id === null ? '-' : names.get(id));
    return view.bracket!.sections.flatMap((s) =>
      s.rounds.flatMap((r) =>
        r.matches.map(
          (m) => `${s.name} ${r.round}: ${n(m.first)}-${n(m.second)}>${n(m.winner)} (${m.state})`,
        ),
      ),
    );
  }

  const ranking = (view: TournamentView, names: Map<number, string>) =>
    view.standings.map((s) => `${s.rank} ${names.get(s.userId)}`);

  /**
   * Double elimination, 4 players (Ann, Ben, Cat, Dan by seed). Round 1: Ann-Dan and Ben-Cat,
   * Cat's upset reported first. Round 2 holds the winners' final Ann-Cat and losers' round 1
   * Ben-Dan; the losers' game ends first, then the server restarts, then Cat beats Ann. Round 3:
   * Ann (dropped) meets Ben, who withdraws: Ann goes through by forfeit. Round 4: the grand
   * final, Ann (the losers' champion) beats Cat, so round 5 is the bracket reset, which Ann wins.
   */
  it('runs a double-elimination event with a bracket reset', async () => {
    const s = await started({ name: 'Double', format: 'double_elimination' }, [
      'Ann',
      'Ben',
      'Cat',
      'Dan',
    ]);
    const { id, names } = s;
    let { view } = s;
    expect(view.totalRounds).toBe(5);
    expect(view.settings).toMatchObject({ grandFinalReset: true, thirdPlaceMatch: false });
    expect(pairingLines(view, 1, names)).toEqual(['Ann-Dan', 'Ben-Cat']);
    await win(view, 1, 'Cat', names);
    await win(view, 1, 'Ann', names);

    view = await get(id);
    expect(pairingLines(view, 2, names)).toEqual(['Ann-Cat', 'Ben-Dan']);
    await win(view, 2, 'Ben', names);
    // A restart mid-round: the bracket carries on from the database.
    const dataDir = server.dataDir;
    await server.stop();
    server = await startServer({ dataDir });
    for (const p of [organiser, ...field])
      (p.client as { baseUrl: string }).baseUrl = server.httpUrl;
    view = await get(id);
    expect(view.rounds[1]!.status).toBe('started');
    await win(view, 2, 'Cat', names);

    view = await get(id);
    expect(pairingLines(view, 3, names)).toEqual(['Ann-Ben']);
    await ok(byName('Ben'), 'POST', `/api/tournaments/${id}/withdraw`, {
      userId: byName('Ben').userId,
    });
    view = await get(id);
    expect(view.rounds[2]!.boards[0]).toMatchObject({
      result: { kind: 'forfeit', winner: 'first' },
    });
    expect(pairingLines(view, 4, names)).toEqual(['Ann-Cat']);
    await win(view, 4, 'Ann', names);

    view = await get(id);
    expect(pairingLines(view, 5, names)).toEqual(['Ann-Cat']);
    await win(view, 5, 'Ann', names);

    view = await get(id);
    expect(view.status).toBe('finished');
    expect(bracketLines(view, names)).toEqual([
      'winners 1: Ann-Dan>Ann (decided)',
      'winners 1: Ben-Cat>Cat (decided)',
      'winners 2: Ann-Cat>Cat (decided)',
      'losers 1: Dan-Ben>Ben (decided)',
      'losers 2: Ben-Ann>Ann (decided)',
      'final 1: Cat-Ann>Ann (decided)',
      'final 2: Ann-Cat>Ann (decided)',
    ]);
    expect(view.bracket!.sections[2]!.rounds[1]!.matches[0]).toMatchObject({ round: 5, board: 1 });
    expect(ranking(view, names)).toEqual(['1 Ann', '2 Cat', '3 Ben', '4 Dan']);
    expect(view.players.find((p) => p.name === 'Ben')!.withdrawn).toBe(true);
  }, 240_000);

  /**
   * Single elimination with a third-place match, 4 new players (Eve, Fay, Gus, Hal by seed):
   * round 2 holds the final Eve-Gus and the third-place match Fay-Hal, whose result comes in
   * first; Hal takes third place and Gus wins the event.
   */
  it('runs a single elimination with a third-place match', async () => {
    const s = await started(
      { name: 'Knockout with bronze', format: 'single_elimination', thirdPlaceMatch: true },
      ['Eve', 'Fay', 'Gus', 'Hal'],
    );
    const { id, names } = s;
    let { view } = s;
    expect(view.totalRounds).toBe(2);
    expect(pairingLines(view, 1, names)).toEqual(['Eve-Hal', 'Fay-Gus']);
    await win(view, 1, 'Gus', names);
    await win(view, 1, 'Eve', names);

    view = await get(id);
    expect(pairingLines(view, 2, names)).toEqual(['Eve-Gus', 'Fay-Hal']);
    await win(view, 2, 'Hal', names);
    view = await get(id);
    expect(view.status).toBe('running');
    await win(view, 2, 'Gus', names);

    view = await get(id);
    expect(view.status).toBe('finished');
    expect(bracketLines(view, names)).toEqual([
      'winners 1: Eve-Hal>Eve (decided)',
      'winners 1: Fay-Gus>Gus (decided)',
      'winners 2: Eve-Gus>Gus (decided)',
      'third_place 1: Hal-Fay>Hal (decided)',
    ]);
    expect(ranking(view, names)).toEqual(['1 Gus', '2 Eve', '3 Hal', '4 Fay']);
  }, 240_000);
});
