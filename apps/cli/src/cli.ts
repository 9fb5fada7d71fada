import { readFile } from 'node:fs/promises';
import {
  parseRecordText,
  replayRecord,
  RULESETS,
  SEATS_IN_CHAIN_FORMAT,
  verifyRecord,
  type GameRecord,
  type RecordError,
  type ReplayOutcome,
  type VerifiedSignedRecord,
} from '@broadside/rules';
import { parseBackupArgs, runBackup } from './backup-command.js';
import { EXIT, exitCodeFor, type ExitCode } from './exit-codes.js';
import { renderReplay } from './render-text.js';

/** Where the command writes. */
export interface CliOutput {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

export const USAGE = `Usage:
  broadside verify <record.json> [--json] [--allow-version-mismatch]
                   [--expect-chain <hex>] [--public-key <hex>]
      Checks the seed against the dice commitment, replays every order, re-derives every die
      and confirms the recorded result, the hash chain and the signature under the key the
      record states. Names the first bad entry or die.
      --expect-chain: the record must pass through this fingerprint (one you kept while playing).
      --public-key: the record must be signed by this server key (from the server's /api/keys).
      Without it anyone's key passes: the output says the key was not compared.
  broadside replay <record.json> [--json] [--allow-version-mismatch]
      Prints every order and event as text, or as JSON (steps and final state) with --json.
      Also reads unfinished games that carry their seed.
  broadside backup <file> [--data-dir DIR]
      Copies the server's database (DIR, else $DATA_DIR, else ./data) to <file> with SQLite's
      online backup API, while the server runs. Restore: docs/operations.md, "Backups".

Exit codes: 0 ok, 1 the record does not match its replay, 2 usage error,
3 the record cannot be checked (unreadable, malformed, unknown ruleset or version, no seed),
or the backup cannot be made.
`;

interface Invocation {
  readonly command: 'verify' | 'replay';
  readonly file: string;
  readonly json: boolean;
  readonly allowVersionMismatch: boolean;
  /** `--expect-chain`: a fingerprint the record must pass through. */
  readonly expectChain: string | undefined;
  /** `--public-key`: the server key the record must be signed with. */
  readonly publicKey: string | undefined;
}

const FLAGS = new Set(['--json', '--allow-version-mismatch']);
const VALUED = new Set(['--expect-chain', '--public-key']);

function parseArgs(args: readonly string[]): Invocation | string {
  const [command, ...rest] = args;
  if (command !== 'verify' && command !== 'replay') {
    return command === undefined ? 'No command given.' : `Unknown command "${command}".`;
  }
  const files: string[] = [];
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i] as string;
    if (FLAGS.has(arg)) flags.add(arg);
    else if (VALUED.has(arg) && command === 'verify') {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('--')) return `${arg} needs a value.`;
      if (!/^[0-9a-fA-F]{64}$/.test(value)) return `${arg} takes 64 hex digits.`;
      values.set(arg, value.toLowerCase());
      i += 1;
    } else if (arg.startsWith('--')) return `Unknown option "${arg}".`;
    else files.push(arg);
  }
  if (files.length !== 1) return `${command} takes exactly one record file.`;
  return {
    command,
    file: files[0] as string,
    json: flags.has('--json'),
    allowVersionMismatch: flags.has('--allow-version-mismatch'),
    expectChain: values.get('--expect-chain'),
    publicKey: values.get('--public-key'),
  };
}

async function load(file: string, io: CliOutput, verdict: string): Promise<GameRecord | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    io.err(`${verdict}Cannot read ${file}: ${(error as Error).message}\n`);
    return null;
  }
  const parsed = parseRecordText(text);
  if (!parsed.ok) {
    io.err(`${verdict}${file}: ${parsed.error.message} [${parsed.error.code}]\n`);
    return null;
  }
  return parsed.value;
}

function describeFailure(error: RecordError): string {
  const where =
    error.seq === null
      ? ''
      : error.seq === 0
        ? ' (at the game creation)'
        : ` (at entry ${error.seq})`;
  return `NOT VERIFIED${where}: ${error.message} [${error.code}]\n`;
}

/** How the seed was made, for a verified record: by the server alone or with the seats. */
function seedMaking(record: GameRecord): string {
  const seats = record.dice.derivation?.seats.map((s) => s.seat) ?? [];
  return seats.length === 0
    ? 'Seed: the server’s own, matching its commitment.\n'
    : `Seed: made together by the server and seat${seats.length > 1 ? 's' : ''} ${seats.join(', ')}; every secret matches its commitment.\n`;
}

/**
 * What an unsigned record's verdict says binds its seat names: from format 5 the hash chain, so
 * a fingerprint kept during play (`--expect-chain`); before, nothing.
 */
function unsignedNote(record: GameRecord, verified: VerifiedSignedRecord): string {
  if (record.formatVersion < SEATS_IN_CHAIN_FORMAT)
    return ' (unsigned: no server vouches for it, so nothing binds its seat names or server)';
  return verified.chainMatchedAt === null
    ? ' (unsigned: no server vouches for it; only a fingerprint kept during play, --expect-chain, binds its seat names)'
    : ' (unsigned: no server vouches for it; the fingerprint you kept binds its seat names, not its server)';
}

/**
 * What the verdict says about the signing key: compared with the server's (`--public-key`), not
 * compared (any key's signature holds), or no signature at all.
 */
function keyWords(
  record: GameRecord,
  verified: VerifiedSignedRecord,
): { note: string; line: string } {
  const signer = verified.signer;
  if (!signer) return { note: unsignedNote(record, verified), line: '' };
  const from = `${signer.keyId}${signer.server ? ` (${signer.server})` : ''}`;
  return verified.keyCompared
    ? { note: '', line: `Signed by server key ${from}, the key you gave.\n` }
    : {
        note: " (signing key not compared with the server's published key: pass --public-key)",
        line: `Signed by key ${from}; the signature holds under that key, but anyone can sign with a key of their own.\n`,
      };
}

function verify(record: GameRecord, invocation: Invocation, io: CliOutput): ExitCode {
  const verified = verifyRecord(record, RULESETS, {
    allowVersionMismatch: invocation.allowVersionMismatch,
    ...(invocation.expectChain ? { expectChain: invocation.expectChain } : {}),
    ...(invocation.publicKey ? { publicKey: invocation.publicKey } : {}),
  });
  if (invocation.json) {
    io.out(
      `${JSON.stringify(verified.ok ? { verified: true, ...verified.value } : { verified: false, error: verified.error }, null, 2)}\n`,
    );
  } else if (verified.ok) {
    const { entries, dice, result, finished } = verified.value;
    const key = keyWords(record, verified.value);
    io.out(
      `VERIFIED: ${record.ruleset.id} ${record.ruleset.version}, game ${record.game.id ?? '(no id)'}: ` +
        `${entries} entries replayed, ${dice} dice re-derived from the seed${key.note}.\n` +
        seedMaking(record) +
        (finished && result ? `Result: ${result.summary}\n` : 'The game is not over yet.\n') +
        `Fingerprint: ${verified.value.chain}\n` +
        (verified.value.chainMatchedAt === null
          ? ''
          : `The fingerprint you kept is this game's history after entry ${verified.value.chainMatchedAt}.\n`) +
        key.line,
    );
  } else {
    io.err(describeFailure(verified.error));
  }
  return verified.ok ? EXIT.ok : exitCodeFor(verified.error.code);
}

function replayAsJson(outcome: ReplayOutcome): string {
  const steps = outcome.steps.map((step) => ({ ...step }));
  return `${JSON.stringify({ steps, finalState: outcome.state, result: outcome.result, error: outcome.error }, null, 2)}\n`;
}

function replay(record: GameRecord, invocation: Invocation, io: CliOutput): ExitCode {
  const outcome = replayRecord(record, RULESETS, {
    allowVersionMismatch: invocation.allowVersionMismatch,
  });
  io.out(invocation.json ? replayAsJson(outcome) : renderReplay(record, outcome));
  if (!outcome.error) return EXIT.ok;
  if (invocation.json) io.err(describeFailure(outcome.error));
  return exitCodeFor(outcome.error.code);
}

/** Runs the command line `args` (without `node` and the script) and returns the exit code. */
export async function run(args: readonly string[], io: CliOutput): Promise<ExitCode> {
  if (args[0] === '--help' || args[0] === '-h' || args[0] === 'help') {
    io.out(USAGE);
    return EXIT.ok;
  }
  if (args[0] === 'backup') {
    const backup = parseBackupArgs(args.slice(1), process.env);
    if (typeof backup === 'string') {
      io.err(`${backup}\n\n${USAGE}`);
      return EXIT.usage;
    }
    return runBackup(backup, io);
  }
  const invocation = parseArgs(args);
  if (typeof invocation === 'string') {
    io.err(`${invocation}\n\n${USAGE}`);
    return EXIT.usage;
  }
  const record = await load(
    invocation.file,
    io,
    invocation.command === 'verify' ? 'NOT VERIFIED: ' : '',
  );
  if (!record) return EXIT.unusable;
  return invocation.command === 'verify'
    ? verify(record, invocation, io)
    : replay(record, invocation, io);
}
