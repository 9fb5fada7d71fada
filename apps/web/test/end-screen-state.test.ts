import { describe, expect, test } from 'vitest';
import type { RematchOffer } from '@broadside/protocol';
import { closedWith, endScreenOpen } from '../src/game/end-screen-state.js';
import { EMPTY_SESSION, type Session } from '../src/net/session.js';

const result = { winners: ['B'], level: null, reason: 'concession', summary: 'B wins' };
const offer = (gameId: string): RematchOffer => ({
  gameId,
  offeredBy: 'A',
  offeredAt: 1,
  seats: [],
});

describe('the end screen', () => {
  test('shows once the game is over, until closed, and again for a new rematch offer', () => {
    const over: Session = { ...EMPTY_SESSION, result } as Session;
    expect(endScreenOpen(EMPTY_SESSION, undefined)).toBe(false);
    expect(endScreenOpen(over, undefined)).toBe(true);
    const closed = closedWith(over);
    expect(endScreenOpen(over, closed)).toBe(false);
    const offered = { ...over, rematch: offer('new1') };
    expect(endScreenOpen(offered, closed)).toBe(true);
    // Closed again after seeing that offer: it stays closed for it.
    expect(endScreenOpen(offered, closedWith(offered))).toBe(false);
  });
});
