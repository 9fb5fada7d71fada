import { RULESETS } from '@broadside/rules';
import { describe, expect, test } from 'vitest';
import { ManualClock } from '../src/util/clock.js';
import { connect, createAndJoin, play } from './helpers/game.js';
import { sealedBidsRuleset } from './helpers/sealed-bids.js';
import { startServer } from './helpers/server.js';

const REGISTRY = { ...RULESETS, bids: sealedBidsRuleset };

describe('a restart never shortens the spectator delay (issue 12 #2)', () => {
  test('632 batches inside a one-hour delay stay held after a restart; the summary shows the spectators’ sequence', async () => {
    const clock = new ManualClock();
    const first = await startServer({ rulesets: REGISTRY, clock });
    const game = await createAndJoin(first.app, {
      ruleset: 'bids',
      setup: { sides: 2, rounds: 1 },
      spectatorDelay: { kind: 'seconds', seconds: 3600 },
    });
    const a = await connect(first.wsUrl, game.gameId, game.tokens.A);
    // 632 batches, one every five seconds: the oldest are 53 minutes old, all inside the hour.
    let seq = 0;
    for (let i = 0; i < 632; i += 1) {
      clock.advance(5000);
      seq = await play(a, { type: 'taunt' }, seq);
    }
    await a.close();
    await first.stop();

    clock.advance(6000);
    const second = await startServer({ rulesets: REGISTRY, clock, dataDir: first.dataDir });
    try {
      const spectator = await connect(second.wsUrl, game.gameId);
      expect(spectator.all('welcome')[0]!.seq).toBe(0);
      const summary = (await second.app.inject({ url: `/api/games/${game.gameId}` })).json();
      expect(summary.seq).toBe(0);
      // When the first batch is 70 minutes old, the batches older than an hour (the first 120,
      // one every five seconds) are shown, and no more.
      clock.advance(4200_000 - 632 * 5000 - 6000);
      second.app.match.tick();
      const shown = await spectator.next('events', (m) => m.seq === 120);
      expect(shown.seq).toBe(120);
      expect(spectator.all('events').every((m) => m.seq <= 120)).toBe(true);
      expect((await second.app.inject({ url: `/api/games/${game.gameId}` })).json().seq).toBe(120);
      await spectator.close();
    } finally {
      await second.close();
    }
  });
});
