import { describe, expect, test } from 'vitest';
import { checkpointPhase, HASHES_PER_SNAPSHOT } from '../src/match/commit.js';
import { newGameId } from '../src/util/secrets.js';

describe('checkpoint phase: games spread their hashes and snapshots over time', () => {
  test('the same id always gets the same phase, within the snapshot cycle', () => {
    for (const id of ['g1', 'node-a-0123456789', newGameId()]) {
      const phase = checkpointPhase(id, 20);
      expect(checkpointPhase(id, 20)).toBe(phase);
      expect(phase).toBeGreaterThanOrEqual(0);
      expect(phase).toBeLessThan(20 * HASHES_PER_SNAPSHOT);
    }
  });

  test('1,000 games that move in step snapshot at most a few dozen at a time', () => {
    const cycle = 20 * HASHES_PER_SNAPSHOT;
    const perPhase = new Array<number>(cycle).fill(0);
    for (let i = 0; i < 1000; i += 1) perPhase[checkpointPhase(newGameId(), 20)]! += 1;
    // Without phases all 1,000 would snapshot at the same entry; evenly spread, 25 each.
    expect(Math.max(...perPhase)).toBeLessThan(60);
    expect(perPhase.filter((n) => n > 0).length).toBeGreaterThan(cycle * 0.9);
  });
});
