import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openFileLimit, RESERVED_DESCRIPTORS, socketBudget } from '../src/ws/socket-budget.js';

describe('the socket budget keeps file descriptors for HTTP and the database', () => {
  test.each([
    [undefined, 1024, 1024 - RESERVED_DESCRIPTORS],
    [500, 1024, 500],
    [undefined, null, Number.POSITIVE_INFINITY],
    [undefined, 100, 16],
  ])('configured %s, open-file limit %s: %s sockets', (configured, files, expected) => {
    expect(socketBudget(configured, files)).toBe(expected);
  });

  test('reads the soft open-file limit from /proc/self/limits', () => {
    const dir = mkdtempSync(join(tmpdir(), 'limits-'));
    const file = join(dir, 'limits');
    writeFileSync(
      file,
      'Limit                     Soft Limit           Hard Limit           Units     \nMax open files            1024                 1048576              files     \n',
    );
    expect(openFileLimit(file)).toBe(1024);
    expect(openFileLimit(join(dir, 'missing'))).toBeNull();
  });
});
