import { RULESETS } from '@broadside/rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AccountClient } from '../helpers/account-client.js';
import { sealedBidsRuleset } from '../helpers/sealed-bids.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { TestClient } from '../helpers/ws-client.js';
import { concede, ok, type Player } from '../tournaments/support.js';

/**
 * Issue 27, trust 3 (docs/security.md, "Display names"): where two players of one game have names
 * that look alike, every list of that game's players shows the username beside each, not only
 * tournaments: the lobby, My games, the game summary, the battle screen's seat list and the
 * battle report. `frank_fake`'s name has a Cyrillic а.
 */
let server: RunningServer;
let frank: Player;
let fake: Player;

const FRANK = 'Frank (frank)';
const FAKE = 'Frаnk (frank_fake)';

beforeAll(async () => {
  server = await startServer({
    accounts: { scryptN: 2 ** 12 },
    rulesets: { ...RULESETS, bids: sealedBidsRuleset },
  });
  frank = await player('frank', 'Frank');
  fake = await player('frank_fake', 'Frаnk');
}, 60_000);
afterAll(async () => server?.close());

async function player(username: string, displayName: string): Promise<Player> {
  const client = new AccountClient(server.httpUrl);
  await client.signUp(username, 'correct horse battery', displayName);
  return { client, userId: 0, name: displayName };
}

interface Seat {
  seat: string;
  name: string;
  claimed: boolean;
}
interface Summary {
  id: string;
  seats: Seat[];
}

/** A public game `creator` makes, sitting at A. */
async function gameOf(creator: Player, body: Record<string, unknown>) {
  return ok<{ gameId: string; creator: { seatToken: string } }>(creator, 'POST', '/api/games', {
    visibility: 'public',
    creatorSeat: 'A',
    ...body,
  });
}

/** `joiner` takes seat B from the lobby, signed in. */
async function takeB(gameId: string, joiner: Player) {
  return ok<{ seatToken: string }>(joiner, 'POST', `/api/games/${gameId}/seats/B/join`, {
    claimId: `claim-${gameId}`,
  });
}

const namesOf = (seats: readonly Seat[]) => Object.fromEntries(seats.map((s) => [s.seat, s.name]));

describe('a game between look-alike names shows the usernames (issue 27, trust 3)', () => {
  test('the lobby, My games and the summary label both accounts; a guest is marked as one', async () => {
    // Three seats, so the game stays open (and on the lobby's open list) with both Franks in it.
    const { gameId } = await gameOf(frank, {
      ruleset: 'bids',
      setup: { sides: 3, rounds: 1 },
    });
    await takeB(gameId, fake);

    const open = await ok<{ games: Summary[] }>(frank, 'GET', '/api/games?status=open');
    const listed = open.games.find((g) => g.id === gameId)!;
    expect(namesOf(listed.seats)).toMatchObject({ A: FRANK, B: FAKE });

    const summary = await ok<Summary>(frank, 'GET', `/api/games/${gameId}`);
    expect(namesOf(summary.seats)).toMatchObject({ A: FRANK, B: FAKE });

    for (const who of [frank, fake]) {
      const mine = await ok<{ games: { game: Summary }[] }>(who, 'GET', '/api/my/games');
      const game = mine.games.find((g) => g.game.id === gameId)!;
      expect(namesOf(game.game.seats)).toMatchObject({ A: FRANK, B: FAKE });
    }

    // A guest (no account) calling themselves Frank too: no username, so "(guest)".
    const guest = await fetch(`${server.httpUrl}/api/games/${gameId}/seats/C/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ playerName: 'Frank', claimId: `guest-${gameId}` }),
    });
    expect(guest.status).toBe(200);
    const live = await ok<{ games: Summary[] }>(frank, 'GET', '/api/games?status=live');
    expect(namesOf(live.games.find((g) => g.id === gameId)!.seats)).toEqual({
      A: FRANK,
      B: FAKE,
      C: 'Frank (guest)',
    });
  });

  test('names that do not look alike stay as they are', async () => {
    const fred = await player('fred', 'Fred');
    const { gameId } = await gameOf(frank, {
      ruleset: 'bids',
      setup: { sides: 3, rounds: 1 },
    });
    await takeB(gameId, fred);
    const summary = await ok<Summary>(frank, 'GET', `/api/games/${gameId}`);
    expect(namesOf(summary.seats)).toMatchObject({ A: 'Frank', B: 'Fred' });
  });

  test('the players on the socket learn the username as soon as the look-alike sits down', async () => {
    const { gameId, creator } = await gameOf(frank, {
      ruleset: 'onepage',
      setup: { scenario: 'duel' },
    });
    const socket = await TestClient.open(server.wsUrl);
    try {
      socket.send({ type: 'hello', gameId, token: creator.seatToken });
      await socket.next('welcome');
      await takeB(gameId, fake);
      const seen = await socket.nextWhere(
        (m) =>
          (m.type === 'presence' || m.type === 'welcome') && m.seats.some((s) => s.name === FAKE),
      );
      expect(namesOf('seats' in seen ? seen.seats : [])).toEqual({ A: FRANK, B: FAKE });
    } finally {
      await socket.close();
    }
  });

  test('the battle report labels both, in BBCode and in Markdown', async () => {
    const { gameId } = await gameOf(frank, {
      ruleset: 'onepage',
      setup: { scenario: 'duel' },
    });
    await takeB(gameId, fake);
    await concede(server.wsUrl, gameId, fake, frank);
    for (const format of ['bbcode', 'markdown']) {
      const { text: raw } = await ok<{ text: string }>(
        frank,
        'GET',
        `/api/games/${gameId}/report?format=${format}`,
      );
      // Markdown escapes its punctuation (`\(`, `\_`): compare what a reader sees.
      const text = raw.replace(/\\(.)/g, '$1');
      expect(text, format).toContain(FRANK);
      expect(text, format).toContain(FAKE);
    }
  });
});
