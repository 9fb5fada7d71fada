import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardPoints } from '../../src/tournaments/standings.js';
import { DEFAULT_SCORING, type BoardResult } from '../../src/tournaments/types.js';
import type { TournamentView } from '../../src/tournaments/view.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { concede, learnIds, ok, signUp, type Player } from './support.js';

const DUEL = { ruleset: 'onepage', setup: { scenario: 'duel' } };

/** The other side of a board. */
const other = (side: 'first' | 'second') => (side === 'first' ? 'second' : 'first');

/**
 * Issue 31, Tests: every format played to the end through the real server, with results coming
 * in out of order (each round's boards are played last board first), a withdrawal in round 2, a
 * correction of a round-1 result after round 2 is paired, and a restart mid-round
 * (docs/tournaments.md, Life cycle and Organiser tools).
 */
describe('every format to the end: out of order, a withdrawal, a correction, a restart', () => {
  let server: RunningServer;
  let organiser: Player;
  const everyone: Player[] = [];

  beforeAll(async () => {
    server = await startServer();
    organiser = await signUp(server.httpUrl, 'Director');
    everyone.push(organiser);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  const get = (id: string) => ok(organiser, 'GET', `/api/tournaments/${id}`);
  const pointsOf = (v: TournamentView, userId: number) =>
    v.standings.find((s) => s.userId === userId)!.points;

  it.each([
    ['round_robin', {}, 3],
    ['double_round_robin', {}, 6],
    ['swiss', { rounds: 3 }, 3],
    ['single_elimination', {}, 2],
    // Seeds 1 and 2 win round 1; 1 beats 2 while 4 withdraws from the losers' bracket; 2 beats
    // 3, then loses the grand final to 1: no bracket reset.
    ['double_elimination', {}, 4],
    // The semi-finals, then the final and the third-place match in one round.
    ['single_elimination', { thirdPlaceMatch: true }, 2],
    // Two Swiss rounds, then the top two play the final.
    ['swiss_top_cut', { rounds: 2, topCut: 2 }, 3],
    // Two groups of two play their round robin, then the group winners play the final.
    ['groups_playoffs', { groups: 2, advancePerGroup: 1 }, 2],
  ] as const)(
    '%s %j',
    async (format, extra, rounds) => {
      const tag = format.replace(/[^a-z]/g, '').slice(0, 10) + Object.keys(extra).length;
      const players: Player[] = [];
      for (const n of ['A', 'B', 'C', 'D'])
        players.push(await signUp(server.httpUrl, `${tag}${n}`));
      everyone.push(...players);
      const { tournament } = await ok<{ tournament: TournamentView }>(
        organiser,
        'POST',
        '/api/tournaments',
        { name: `Season ${format}`, format, games: DUEL, ...extra },
      );
      const id = tournament.id;
      for (const p of players) await ok(p, 'POST', `/api/tournaments/${id}/register`);
      await ok(organiser, 'POST', `/api/tournaments/${id}/start`);
      let view = await get(id);
      learnIds(view, players);
      const byId = new Map(players.map((p) => [p.userId, p]));
      let withdrawn: number | null = null;

      for (let round = 1; view.status === 'running'; round += 1) {
        expect(view.rounds).toHaveLength(round);
        expect(view.rounds[round - 1]!.status).toBe('started');
        if (round === 2) {
          // A correction of round 1 after round 2 is paired. In a bracket whose next round has
          // started, only one that keeps the same player through is taken: a minor win.
          const b = view.rounds[0]!.boards.find((x) => x.second !== null)!;
          const was = b.result as Extract<BoardResult, { winner: unknown }>;
          // So is one in a group stage whose playoff is paired.
          const keepsWinner = format.endsWith('_elimination') || format === 'groups_playoffs';
          const result: BoardResult = keepsWinner
            ? { kind: 'win', winner: was.winner, level: 'minor' }
            : { kind: 'win', winner: other(was.winner), level: 'major' };
          const before = view;
          const res = await ok<{ tournament: TournamentView }>(
            organiser,
            'POST',
            `/api/tournaments/${id}/rounds/1/boards/${b.board}/correct`,
            { result, reason: 'The result was entered the wrong way round.' },
          );
          view = res.tournament;
          expect(view.rounds[0]!.boards.find((x) => x.board === b.board)).toMatchObject({
            result,
            adjudication: 'Corrected: The result was entered the wrong way round.',
          });
          const played = (r: BoardResult | null) => ({
            round: 1,
            first: String(b.first),
            second: String(b.second),
            result: r,
          });
          for (const u of [b.first, b.second!]) {
            const delta =
              boardPoints(played(result), String(u), DEFAULT_SCORING)! -
              boardPoints(played(was), String(u), DEFAULT_SCORING)!;
            expect(pointsOf(view, u)).toBe(pointsOf(before, u) + delta);
          }
          // Round 2's pairing stays as it was.
          expect(view.rounds[1]!.boards).toEqual(before.rounds[1]!.boards);

          // A restart mid-round changes nothing.
          const dataDir = server.dataDir;
          await server.stop();
          server = await startServer({ dataDir });
          for (const p of everyone) (p.client as { baseUrl: string }).baseUrl = server.httpUrl;
          expect(await get(id)).toEqual(view);

          // The lowest seed still in the event withdraws: their open boards are forfeits.
          withdrawn = view.players.at(-1)!.userId;
          await ok(organiser, 'POST', `/api/tournaments/${id}/withdraw`, { userId: withdrawn });
          view = await get(id);
          for (const x of view.rounds[1]!.boards)
            if (x.first === withdrawn || x.second === withdrawn)
              expect(x).toMatchObject({ result: { kind: 'forfeit' }, adjudication: 'withdrawn' });
          if (view.status !== 'running') break;
        }
        // Out of order: the last board first; the first seat wins.
        const open = view.rounds[round - 1]!.boards.filter(
          (x) => x.second !== null && x.result === null,
        );
        for (const b of [...open].reverse())
          await concede(server.wsUrl, b.gameId!, byId.get(b.second!)!, byId.get(b.first)!);
        view = await get(id);
      }

      expect(view.status).toBe('finished');
      expect(view.rounds).toHaveLength(rounds);
      expect(view.rounds.every((r) => r.boards.every((b) => b.second === null || b.result))).toBe(
        true,
      );
      expect(view.players.find((p) => p.userId === withdrawn)!.withdrawn).toBe(true);
      // A Swiss pairs a withdrawn player no more; a round robin scores their boards as forfeits.
      for (const r of view.rounds.slice(2))
        for (const b of r.boards)
          if (b.first === withdrawn || b.second === withdrawn) {
            expect(format).not.toBe('swiss');
            expect(b.result).toMatchObject({ kind: 'forfeit' });
          }
      // The standings add up to every board's points, as the scoring gives them (a two-stage
      // event's lines keep the first stage's points: its playoff ranks by placement).
      const total = view.standings.reduce((sum, x) => sum + x.points, 0);
      const scored = view.rounds.filter((r) => r.stage !== 'playoff');
      const expected = scored.flatMap((r) =>
        r.boards.flatMap((b) => {
          const played = {
            round: r.round,
            first: String(b.first),
            second: b.second === null ? null : String(b.second),
            result: b.result,
          };
          return [b.first, b.second]
            .filter((u) => u !== null)
            .map((u) => boardPoints(played, String(u), DEFAULT_SCORING) ?? 0);
        }),
      );
      expect(total).toBe(expected.reduce((a, x) => a + x, 0));
    },
    180_000,
  );
});
