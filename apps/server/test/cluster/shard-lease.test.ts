import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import { LeaseLostError, ShardLease } from '../../src/cluster/shard-lease.js';
import { tempDir } from '../helpers/temp-dir.js';

describe('a node’s lease and its fencing token (issue 19: game ownership)', () => {
  const dirs: { remove: () => void }[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => d.remove()));
  const open = () => {
    const dir = tempDir('broadside-lease-');
    dirs.push(dir);
    return openDatabase(dir.path).db;
  };

  test('one holder at a time; a standby takes over only after the expiry, with the next token', () => {
    const db = open();
    const a = new ShardLease(db, 'n1', 'a', 1000);
    const b = new ShardLease(db, 'n1', 'b', 1000);
    expect(a.tryAcquire(0)).toBe(true);
    expect(a.token).toBe(1);
    expect(b.tryAcquire(500)).toBe(false);
    expect(a.tryAcquire(900)).toBe(true); // renewed until 1900
    expect(b.tryAcquire(1800)).toBe(false);
    expect(b.tryAcquire(1901)).toBe(true);
    expect(b.token).toBe(2);
    // The old holder cannot renew, and learns it lost the lease.
    expect(a.tryAcquire(1950)).toBe(false);
    expect(new ShardLease(db, 'n2', 'c', 1000).tryAcquire(0)).toBe(true);
    db.close();
  });

  test('a holder whose lease expired or was taken over is refused at its next append', () => {
    const db = open();
    const a = new ShardLease(db, 'n1', 'a', 1000);
    expect(a.tryAcquire(0)).toBe(true);
    expect(() => a.assertHeld(999)).not.toThrow();
    expect(() => a.assertHeld(1000)).toThrow(LeaseLostError);
    const b = new ShardLease(db, 'n1', 'b', 1000);
    expect(b.tryAcquire(1500)).toBe(true);
    // Even with a clock that says its lease is still valid, the old token is stale.
    expect(() => a.assertHeld(100)).toThrow(LeaseLostError);
    expect(() => b.assertHeld(1600)).not.toThrow();
    db.close();
  });
});
