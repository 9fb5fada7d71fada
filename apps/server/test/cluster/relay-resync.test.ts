import type { WireError } from '@broadside/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FanoutBus } from '../../src/fanout/bus.js';
import {
  ABORT_MESSAGE,
  REQUESTS_CHANNEL,
  gameChannel,
  replyChannel,
} from '../../src/fanout/channels.js';
import { openRedisBus } from '../../src/fanout/redis-bus.js';
import { RelayHub } from '../../src/fanout/relay.js';
import { redisSkipReason, startRedis, type TestRedis } from '../helpers/redis.js';

const skip = redisSkipReason();
const KEEP_ALIVE_MS = 100;
const GAME = 'n9-relaytest';

/** An `events` frame as the owner builds it (its first bytes carry the sequence number). */
const events = (seq: number): string =>
  `{"type":"events","seq":${seq},"at":0,"seat":"A","cause":"order","events":[]}`;
const welcome = (seq: number): string =>
  JSON.stringify({ type: 'welcome', gameId: GAME, seq, catchUp: false, view: {} });

/** What the stand-in owner does: how it answers a watch, and each keep-alive. */
interface OwnerScript {
  readonly answer?: { readonly seq: number } | { readonly error: WireError } | null;
  /** Frames published on the game channel after the answer. */
  readonly frames?: readonly string[];
  /** The `alive` entry for the game, or null for no answer (a silent owner). */
  readonly alive?: { readonly seq: number; readonly continuous: boolean } | null;
}

/**
 * The relay's resynchronisation rules (docs/scaling.md, "Cross-node fan-out through Redis"),
 * each against a stand-in owner speaking the wire protocol on a real Redis.
 */
const CASES: readonly {
  readonly name: string;
  readonly owner: OwnerScript;
  /** Sequence numbers of the frames the viewer gets (welcome first). */
  readonly sent: readonly number[];
  readonly ends: 'open' | 'dropped' | { readonly refused: string };
}[] = [
  {
    name: 'frames the welcome covers are dropped; the rest go in order',
    owner: { answer: { seq: 2 }, frames: [events(1), events(2), events(3), events(4)] },
    sent: [2, 3, 4],
    ends: 'open',
  },
  {
    name: 'a gap in seq drops the viewer (it reconnects with lastSeq)',
    owner: { answer: { seq: 2 }, frames: [events(3), events(5)] },
    sent: [2, 3],
    ends: 'dropped',
  },
  {
    name: 'a keep-alive answer ahead of what was sent: a frame was lost',
    owner: { answer: { seq: 2 }, frames: [events(3)], alive: { seq: 4, continuous: true } },
    sent: [2, 3],
    ends: 'dropped',
  },
  {
    name: 'an owner that was not publishing all along (restarted, took over)',
    owner: { answer: { seq: 2 }, alive: { seq: 2, continuous: false } },
    sent: [2],
    ends: 'dropped',
  },
  {
    name: 'an owner silent for three keep-alives',
    owner: { answer: { seq: 2 }, alive: null },
    sent: [2],
    ends: 'dropped',
  },
  {
    name: 'the owner ends the feed',
    owner: { answer: { seq: 2 }, frames: [events(3), ABORT_MESSAGE] },
    sent: [2, 3],
    ends: 'dropped',
  },
  {
    name: 'nobody answers the hello: game/unavailable, retryable',
    owner: { answer: null },
    sent: [],
    ends: { refused: 'game/unavailable' },
  },
  {
    name: 'the owner refuses the hello with its own error',
    owner: {
      answer: { error: { code: 'game/full', message: 'full', path: [] } },
    },
    sent: [],
    ends: { refused: 'game/full' },
  },
];

describe.skipIf(skip !== null)(
  'a relay resynchronises rather than skip or repeat (issue 19)',
  () => {
    let redis: TestRedis;
    let owner: Redis;
    let ownerListener: Redis;
    let bus: FanoutBus;
    let script: OwnerScript = {};
    const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

    beforeAll(async () => {
      redis = await startRedis();
      owner = new Redis(redis.url);
      ownerListener = new Redis(redis.url);
      await ownerListener.subscribe(REQUESTS_CHANNEL);
      ownerListener.on('message', (_channel: string, message: string) => {
        const request = JSON.parse(message) as {
          op: string;
          id: number;
          from: string;
          gameId?: string;
        };
        const reply = (body: unknown): void =>
          void owner.publish(replyChannel(request.from), JSON.stringify(body));
        if (request.op === 'watch' && script.answer) {
          reply({ op: 'answer', id: request.id, ...script.answer, frames: [welcome(2)] });
          for (const frame of script.frames ?? [])
            void owner.publish(gameChannel(GAME, 'p'), frame);
        }
        if (request.op === 'keepalive' && script.alive !== null)
          reply({
            op: 'alive',
            games: [{ gameId: GAME, form: 'p', ...(script.alive ?? { seq: 0, continuous: true }) }],
          });
      });
      bus = await openRedisBus(redis.url, log);
      for (let i = 0; i < 100 && !bus.connected; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
    });

    afterAll(async () => {
      await bus?.close();
      owner?.disconnect();
      ownerListener?.disconnect();
      await redis?.stop();
    });

    test.each(CASES)('$name', async ({ owner: ownerScript, sent, ends }) => {
      // With a keep-alive answered as continuous and current unless the case says otherwise.
      script = { alive: { seq: sent.at(-1) ?? 0, continuous: true }, ...ownerScript };
      const hub = new RelayHub({
        bus,
        node: `test-${Math.random().toString(36).slice(2)}`,
        log,
        keepAliveMs: KEEP_ALIVE_MS,
        answerTimeoutMs: 300,
      });
      hub.start();
      const got: number[] = [];
      let end: 'open' | 'dropped' | { refused: string } = 'open';
      const viewer = hub.watch(
        {
          gameId: GAME,
          lastSeq: undefined,
          views: false,
          viewPatches: false,
          history: false,
          maxSpectators: 10,
        },
        {
          send: (frame) => got.push((JSON.parse(frame) as { seq: number }).seq),
          fail: (error) => (end = { refused: error.code }),
          drop: () => {
            end = 'dropped';
            viewer.close();
          },
        },
      );
      // Long enough for an answer, the frames, and four keep-alive intervals.
      await new Promise((resolve) => setTimeout(resolve, 8 * KEEP_ALIVE_MS));
      expect(got).toEqual(sent);
      expect(end).toEqual(ends);
      viewer.close();
      hub.stop();
      expect(hub.viewerCount).toBe(0);
    });
  },
);
