import { describe, expect, test } from 'vitest';
import { frameBytes, UncorkQueue } from '../src/ws/socket-writes.js';

describe('socket writes: one encoding per frame, one callback per uncork wave', () => {
  test('a frame sent to a run of sockets is encoded once; another frame anew', () => {
    const frame = JSON.stringify({ type: 'events', seq: 7, note: 'café' });
    const first = frameBytes(frame);
    expect(frameBytes(frame)).toBe(first);
    expect(first.toString('utf8')).toBe(frame);
    const other = frameBytes(`${frame} `);
    expect(other).not.toBe(first);
    expect(frameBytes(frame).equals(first)).toBe(true);
  });

  test('after the run, then at the end of the turn; each socket once per wave', async () => {
    const queue = new UncorkQueue();
    const log: string[] = [];
    const socket = (name: string) => ({ uncork: () => log.push(name) });
    const player = socket('player');
    const spectator = socket('spectator');
    queue.afterRun(player);
    queue.afterRun(player);
    queue.atTurnEnd(spectator);
    queue.atTurnEnd(spectator);
    expect(log).toEqual([]);
    await Promise.resolve();
    expect(log).toEqual(['player']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['player', 'spectator']);
    // A new wave schedules itself again.
    queue.afterRun(player);
    await Promise.resolve();
    expect(log).toEqual(['player', 'spectator', 'player']);
  });
});
