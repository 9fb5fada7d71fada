import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { textFrame, UncorkQueue, wireFrame } from '../src/ws/socket-writes.js';

/** The framing `ws` itself uses (its `Sender`, which its type declarations leave out). */
const { Sender } = createRequire(import.meta.url)('ws') as {
  Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] };
};

/** What `ws` itself writes for a server's text frame of `text`. */
function framedByWs(text: string): Buffer {
  const options = { fin: true, mask: false, opcode: 1, readOnly: true, rsv1: false };
  return Buffer.concat(Sender.frame(Buffer.from(text, 'utf8'), options));
}

describe('socket writes: one framing per frame, one callback per uncork wave', () => {
  // RFC 6455, section 5.2: payloads up to 125 bytes have their length in the second byte, up to
  // 65,535 in the next two (126), longer in the next eight (127).
  test.each([
    ['empty', 0, 2],
    ['125 bytes', 125, 2],
    ['126 bytes', 126, 4],
    ['65,535 bytes', 65_535, 4],
    ['65,536 bytes', 65_536, 10],
    ['200,000 bytes', 200_000, 10],
  ])('a text frame of %s is framed as ws frames it', (_name, length, headerLength) => {
    const text = 'x'.repeat(length);
    const frame = textFrame(text);
    expect(frame.length).toBe(headerLength + length);
    expect(frame[0]).toBe(0x81);
    expect(frame.equals(framedByWs(text))).toBe(true);
  });

  test('multi-byte characters count by their UTF-8 bytes', () => {
    const text = `{"note":"café ✓ 🚀"}${'é'.repeat(70)}`;
    expect(textFrame(text).equals(framedByWs(text))).toBe(true);
  });

  test('a frame sent to a run of sockets is framed once; another frame anew', () => {
    const frame = JSON.stringify({ type: 'events', seq: 7, note: 'café' });
    const first = wireFrame(frame);
    expect(wireFrame(frame)).toBe(first);
    expect(first.subarray(2).toString('utf8')).toBe(frame);
    const other = wireFrame(`${frame} `);
    expect(other).not.toBe(first);
    expect(wireFrame(frame).equals(first)).toBe(true);
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
