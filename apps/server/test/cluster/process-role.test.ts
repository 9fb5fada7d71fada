// Which rows of the log tail each kind of process writes (cluster/start.ts): a server alone the
// whole tail, each worker of WORKERS=N its own range, a node of a cluster none (its games can be
// taken over by another node, which would not know its tail rows).
import { describe, expect, test } from 'vitest';
import { processRole } from '../../src/cluster/start.js';
import { loadConfig } from '../../src/config.js';
import { workerTailRange } from '../../src/store/tail-range.js';

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/unused', ...env });

describe('process roles and the log tail', () => {
  test('a server alone has no role: it keeps the whole tail', () => {
    expect(processRole(config({}), null)).toBeNull();
  });

  test.each([
    { worker: 'w0', workers: '2', range: workerTailRange(0) },
    { worker: 'w1', workers: '2', range: workerTailRange(1) },
    { worker: 'w3', workers: '4', range: workerTailRange(3) },
  ])('worker $worker of $workers writes its own range', ({ worker, workers, range }) => {
    expect(processRole(config({ WORKERS: workers }), worker)?.logTail).toEqual(range);
  });

  test.each([
    { name: 'a node alone', worker: null },
    { name: 'a worker inside a node', worker: 'w1' },
  ])('$name keeps no tail', ({ worker }) => {
    const env = { NODE_NAME: 'n1', WORKERS: '2', DATABASE_URL: 'postgres://x@127.0.0.1/db' };
    expect(processRole(config(env), worker)?.logTail).toBeNull();
  });
});
