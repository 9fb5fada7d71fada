import { pino, type Logger } from 'pino';
import { createRequire } from 'node:module';
import type prettyModule from 'pino-pretty';
import type { LogFormat, LogLevel } from './config.js';

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
  /**
   * `json` or `pretty` (`LOG_FORMAT`); absent, pretty when stdout is a terminal and JSON lines
   * otherwise, so files and log collectors always get JSON.
   */
  readonly format?: LogFormat | undefined;
  /** Where to write; defaults to stdout. */
  readonly destination?: NodeJS.WritableStream;
}

/** The format a logger writes in: the one asked for, else by whether stdout is a terminal. */
export function resolveLogFormat(
  format: LogFormat | undefined,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): LogFormat {
  return format ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

/** Builds the server's pino logger: pretty on a TTY, JSON lines otherwise, secrets redacted. */
export function createLogger(options: LoggerOptions): Logger {
  const base = {
    level: options.level,
    redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
  };
  if (resolveLogFormat(options.format) === 'pretty') {
    // Loaded only for a terminal: production logs JSON lines and never pays for it. Colours
    // follow the terminal (none with NO_COLOR, TERM=dumb or when written to a file).
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof prettyModule;
    return pino(
      base,
      pretty({
        translateTime: 'SYS:HH:MM:ss.l',
        destination: options.destination ?? 1,
      }),
    );
  }
  return options.destination ? pino(base, options.destination) : pino(base);
}
