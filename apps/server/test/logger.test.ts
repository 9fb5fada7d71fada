import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { createLogger, resolveLogFormat } from '../src/logger.js';

function capture(): { stream: Writable; lines: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, lines: () => text };
}

describe.each(['json', 'pretty'] as const)('logger, %s lines', (format) => {
  test.each([
    ['seatToken', { seatToken: 'SECRET-1' }],
    ['token', { token: 'SECRET-1' }],
    ['a nested seed', { game: { seed: 'SECRET-1' } }],
    ['a nested invite', { body: { invite: 'SECRET-1' } }],
    ['a password two levels down', { req: { body: { password: 'SECRET-1' } } }],
    ['an authorization header', { req: { headers: { authorization: 'Bearer SECRET-1' } } }],
  ])('never writes %s', (_name, fields) => {
    const out = capture();
    const log = createLogger({ level: 'info', format, destination: out.stream });
    log.info(fields, 'something happened');
    expect(out.lines()).toContain('something happened');
    expect(out.lines()).not.toContain('SECRET-1');
    expect(out.lines()).toContain('[redacted]');
  });
});

describe('log format (issue 27, bug 6)', () => {
  test.each([
    { asked: undefined, terminal: true, format: 'pretty' },
    { asked: undefined, terminal: false, format: 'json' },
    { asked: 'json', terminal: true, format: 'json' },
    { asked: 'pretty', terminal: false, format: 'pretty' },
  ] as const)(
    'LOG_FORMAT=$asked with a terminal $terminal writes $format',
    ({ asked, terminal, format }) => {
      expect(resolveLogFormat(asked, terminal)).toBe(format);
    },
  );
});
