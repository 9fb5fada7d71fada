import { describe, expect, test } from 'vitest';
import type { QueueFrame } from '@broadside/protocol';
import { EMPTY_SESSION, reduceSession } from '../src/net/session.js';

const stay = { kind: 'move', order: { type: 'step', unit: 'A1', action: 'stay' } };

describe("the session keeps the seat's queue as the server reports it", () => {
  test('set, played, then cancelled with the rule error', () => {
    const set: QueueFrame = { type: 'queue', seq: 4, orders: [stay, stay], reason: 'set' };
    let s = reduceSession(EMPTY_SESSION, set, 0);
    expect(s.queue?.orders).toHaveLength(2);
    s = reduceSession(s, { ...set, seq: 5, orders: [stay], reason: 'played' }, 0);
    expect(s.queue?.orders).toEqual([stay]);
    const error = { code: 'order/not_owed', message: 'A1 does not owe a step now.', path: [] };
    s = reduceSession(s, { ...set, seq: 6, orders: [], reason: 'cancelled', error }, 0);
    expect(s.queue).toMatchObject({ orders: [], reason: 'cancelled', error });
    // Nothing else in the session changes with a queue frame.
    expect({ ...s, queue: null }).toEqual(EMPTY_SESSION);
  });
});
