import { pino, type Logger } from 'pino';
import { createRequire } from 'node:module';
import type prettyModule from 'pino-pretty';
import type { LogLevel } from './config.js';

/**
 * Log paths whose values are secrets: seat tokens, invites, passwords and dice seeds are
 * replaced by `[redacted]` at the top level and up to two objects deep, as are the
 * `Authorization` and `Cookie` request headers.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...['token', 'seatToken', 'invite', 'invites', 'password', 'seed'].flatMap((key) => [
    key,
    `*.${key}`,
    `*.*.${key}`,
  ]),
];

/** Options for {@link createLogger}. */
export interface LoggerOptions {
  readonly level: LogLevel;
  /** Pretty, human output; defaults to whether stdout is a terminal. */
  readonly pretty?: boolean;
  /** Where to write; defaults to stdout. */
  readonly destination?: NodeJS.WritableStream;
}

/** Builds the server's pino logger: pretty on a TTY, JSON lines otherwise, secrets redacted. */
export function createLogger(options: LoggerOptions): Logger {
  const base = {
    level: options.level,
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
  };
  const wantPretty = options.pretty ?? Boolean(process.stdout.isTTY);
  if (wantPretty) {
    // Loaded only for a terminal: production logs JSON lines and never pays for it.
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof prettyModule;
    return pino(
      base,
      pretty({
        colorize: true,
        translateTime: 'SYS:HH:MM:ss.l',
        destination: options.destination ?? 1,
      }),
    );
  }
  return options.destination ? pino(base, options.destination) : pino(base);
}
