import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentView } from '../../src/tournaments/view.js';
import { ManualClock } from '../../src/util/clock.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { concede, learnIds, ok, signUp, type Player } from './support.js';

/**
 * docs/tournaments.md, "Check-in, late entries and byes", through the real server: a Swiss with a
 * ten-minute check-in before each round (restarted while a window is open), a requested
 * half-point bye, a late entrant, and the structured refusals.
 */
const GAME = { ruleset: 'starfire', setup: { scenario: 'patrol' } };
type Notification = { kind: string; text: string; link: string | null };

describe('check-in, late entries and half-point byes', () => {
  const clock = new ManualClock(Date.UTC(2026, 11, 1));
  let server: RunningServer;
  let org: Player;
  const p: Player[] = [];

  beforeAll(async () => {
    server = await startServer({ clock });
    org = await signUp(server.httpUrl, 'Org');
    for (const n of ['Ann', 'Bob', 'Cy', 'Dee', 'Eve']) p.push(await signUp(server.httpUrl, n));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  const get = (id: string) => ok(org, 'GET', `/api/tournaments/${id}`);
  const notices = async (who: Player, kind: string) =>
    (
      await ok<{ notifications: Notification[] }>(who, 'GET', '/api/notifications')
    ).notifications.filter((n) => n.kind === kind);
  const create = async (body: Record<string, unknown>) =>
    (
      await ok<{ tournament: TournamentView }>(org, 'POST', '/api/tournaments', {
        name: 'Check-in cup',
        games: GAME,
        ...body,
      })
    ).tournament.id;
  const error = async (who: Player, method: string, path: string, body?: unknown) => {
    const res = await who.client.request(method, path, body);
    return {
      status: res.status,
      ...(res.json as { error: { code: string; path: string[] } }).error,
    };
  };
  const pointsOf = (view: TournamentView, who: Player) =>
    view.standings.find((s) => s.userId === who.userId)!.points;
  const playRound = async (view: TournamentView, round: number) => {
    for (const b of view.rounds[round - 1]!.boards) {
      if (b.second === null) continue;
      const first = p.find((x) => x.userId === b.first)!;
      const second = p.find((x) => x.userId === b.second)!;
      await concede(server.wsUrl, b.gameId!, second, first);
    }
  };

  it('refuses the settings outside a Swiss, with the setting named', async () => {
    for (const setting of ['checkInMinutes', 'lateEntryUntilRound', 'maxHalfPointByes']) {
      const res = await error(org, 'POST', '/api/tournaments', {
        name: 'Robin',
        format: 'round_robin',
        games: GAME,
        [setting]: 2,
      });
      expect(res).toMatchObject({ status: 400, code: 'tournament/swiss_only', path: [setting] });
    }
  });

  it('pairs each round with those who checked in, across a restart', async () => {
    const [ann, bob, cy, dee] = p as [Player, Player, Player, Player];
    const id = await create({
      format: 'swiss',
      rounds: 2,
      checkInMinutes: 10,
      maxHalfPointByes: 1,
    });
    for (const x of [ann, bob, cy, dee]) await ok(x, 'POST', `/api/tournaments/${id}/register`);
    learnIds(await get(id), p);
    // Dee asks for a half-point bye in round 2, before the start; a second one is over the limit.
    await ok(dee, 'POST', `/api/tournaments/${id}/byes`, { round: 2 });
    expect(await error(dee, 'POST', `/api/tournaments/${id}/byes`, { round: 1 })).toMatchObject({
      status: 409,
      code: 'tournament/bye_limit',
    });
    expect(await error(ann, 'POST', `/api/tournaments/${id}/check-in`)).toMatchObject({
      status: 409,
      code: 'tournament/check_in_closed',
    });

    await ok(org, 'POST', `/api/tournaments/${id}/start`);
    let view = await get(id);
    expect(view.rounds).toEqual([]);
    expect(view.entries!.checkIn).toEqual({
      round: 1,
      closesAt: clock.now() + 600_000,
      checkedIn: [],
    });
    expect((await notices(cy, 'check_in_open'))[0]!.text).toContain('round 1: check in by');

    await ok(ann, 'POST', `/api/tournaments/${id}/check-in`);
    await ok(bob, 'POST', `/api/tournaments/${id}/check-in`);
    await ok(bob, 'POST', `/api/tournaments/${id}/check-in`); // Twice changes nothing.
    expect(await error(org, 'POST', `/api/tournaments/${id}/check-in`)).toMatchObject({
      status: 404,
      code: 'tournament/not_registered',
    });

    // A restart while the window is open: it stays open, with its check-ins.
    const dataDir = server.dataDir;
    await server.stop();
    server = await startServer({ clock, dataDir });
    for (const x of [org, ...p]) (x.client as { baseUrl: string }).baseUrl = server.httpUrl;
    view = await get(id);
    expect(view.entries!.checkIn!.checkedIn.sort()).toEqual([ann.userId, bob.userId].sort());
    clock.advance(599_000);
    server.app.tournaments.tick();
    expect((await get(id)).rounds).toEqual([]);

    clock.advance(1_000);
    server.app.tournaments.tick();
    view = await get(id);
    expect(view.rounds[0]!.boards.map((b) => [b.first, b.second].sort())).toEqual([
      [ann.userId, bob.userId].sort(),
    ]);
    const missed = await notices(org, 'tournament_check_in_missed');
    expect(missed).toHaveLength(1);
    expect(missed[0]!.text).toContain('Cy, Dee did not check in');
    expect(await error(cy, 'POST', `/api/tournaments/${id}/check-in`)).toMatchObject({
      code: 'tournament/check_in_closed',
    });
    expect(await error(dee, 'DELETE', `/api/tournaments/${id}/byes/1`)).toMatchObject({
      code: 'tournament/bye_too_late',
    });

    // Round 1 ends: round 2's window opens. Dee's bye stands; the organiser closes early.
    await playRound(view, 1);
    view = await get(id);
    expect(view.entries!.checkIn).toMatchObject({ round: 2, checkedIn: [] });
    for (const x of [ann, bob, cy]) await ok(x, 'POST', `/api/tournaments/${id}/check-in`);
    expect(await error(ann, 'POST', `/api/tournaments/${id}/check-in/close`)).toMatchObject({
      code: 'tournament/not_organiser',
    });
    await ok(org, 'POST', `/api/tournaments/${id}/check-in/close`);
    view = await get(id);
    const round2 = view.rounds[1]!.boards;
    expect(round2.filter((b) => b.second !== null)).toHaveLength(1);
    expect(round2.find((b) => b.first === dee.userId)).toMatchObject({
      second: null,
      resultText: 'half-point bye',
    });
    // A half-point bye scores a draw's points by default (1); Cy and Dee got nothing in round 1.
    expect(pointsOf(view, dee)).toBe(1);
    expect(await notices(org, 'tournament_check_in_missed')).toHaveLength(1);
    // The FIDE report marks the requested bye H and the round Dee sat out Z.
    const trf = await (await fetch(`${server.httpUrl}/api/tournaments/${id}/trf`)).text();
    const deeLine = trf.split('\r\n').find((l) => l.startsWith('001') && l.includes('Dee'))!;
    expect(deeLine.slice(91)).toMatch(/^\s*0000 - Z\s+0000 - H\s*$/);
    // The pasted pairings name it too, in every format.
    for (const format of ['bbcode', 'bbcode_plain', 'markdown', 'html', 'csv']) {
      const url = `${server.httpUrl}/api/tournaments/${id}/export?format=${format}&part=pairings`;
      const { text } = (await (await fetch(url)).json()) as { text: string };
      expect([format, text.includes('half-point bye')]).toEqual([format, true]);
    }
  }, 60_000);

  it('takes a late entrant until the round named, seeded last, with half-point byes', async () => {
    const [ann, bob, cy, , eve] = p as [Player, Player, Player, Player, Player];
    const id = await create({
      format: 'swiss',
      rounds: 3,
      lateEntryUntilRound: 2,
      lateEntryMissedRounds: 'half_point_bye',
      scoring: {
        majorWin: 3,
        minorWin: 2,
        draw: 1,
        minorLoss: 0.5,
        majorLoss: 0,
        forfeit: 0,
        bye: 3,
        halfPointBye: 1.5,
      },
    });
    for (const x of [ann, bob]) await ok(x, 'POST', `/api/tournaments/${id}/register`);
    await ok(org, 'POST', `/api/tournaments/${id}/start`);
    let view = await get(id);
    expect(view.entries!.lateEntryOpen).toBe(true);
    await ok(cy, 'POST', `/api/tournaments/${id}/register`);
    view = await get(id);
    learnIds(view, p);
    expect(view.players.map((x) => [x.name, x.seed])).toEqual([
      ['Ann', 1],
      ['Bob', 2],
      ['Cy', 3],
    ]);
    expect(view.rounds[0]!.boards.find((b) => b.first === cy.userId)).toMatchObject({
      second: null,
      resultText: 'half-point bye',
    });
    expect(pointsOf(view, cy)).toBe(1.5);

    await playRound(view, 1);
    view = await get(id);
    // Round 2 is paired with Cy in it: entries are closed now.
    expect(view.rounds[1]!.boards.flatMap((b) => [b.first, b.second])).toContain(cy.userId);
    expect(view.entries!.lateEntryOpen).toBe(false);
    expect(await error(eve, 'POST', `/api/tournaments/${id}/register`)).toMatchObject({
      status: 409,
      code: 'tournament/registration_closed',
    });
  }, 60_000);
});
