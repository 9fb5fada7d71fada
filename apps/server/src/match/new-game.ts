import {
  serverError,
  type BotSeatSpec,
  type SpectatorDelay,
  type TimeControl,
} from '@broadside/protocol';
import {
  diceCommitment,
  recordingDice,
  shareSetup,
  verifiableDice,
  type AnyRuleset,
  type SeatId,
} from '@broadside/rules';
import type { GameRecordRow, NewGame, SeatRow } from '../store/types.js';
import { botSeatsOf } from './bot-specs.js';
import type { StoredBotSeat } from '../store/bot-store.js';
import { hashSecret, newGameId, newSecret } from '../util/secrets.js';
import { initialClocks } from './clocks.js';
import { noShowDeadline } from './no-shows.js';
import { fail, type Outcome } from './outcome.js';

/** A game to create, as the HTTP body gives it (defaults applied). */
export interface CreateGameInput {
  readonly ruleset: string;
  readonly setup: unknown;
  readonly title?: string | undefined;
  readonly visibility: 'public' | 'private';
  readonly timeControl: TimeControl;
  readonly spectatorDelay: SpectatorDelay;
  readonly creatorSeat?: string | undefined;
  readonly playerName?: string | undefined;
  /** SHA-256 of the creator's nonce (seeds made together), with `creatorSeat`. */
  readonly nonceCommitment?: string | undefined;
  /** Seats the server plays itself, taken at creation. */
  readonly bots?: readonly BotSeatSpec[] | undefined;
}

/** A created game: its id, commitment, one invite per open seat and the creator's token. */
export interface CreatedGame {
  readonly gameId: string;
  readonly commitment: string;
  readonly invites: { seat: SeatId; name: string; invite: string }[];
  readonly creator: { seat: SeatId; seatToken: string } | null;
}

/**
 * Checks a new game's set-up with its ruleset, creates the initial state with the game's
 * verifiable dice, and builds everything to store (header with the secret seed and its
 * commitment, seats with invite hashes, the creator's token hash, the initial snapshot) and
 * what the creator is told (invites and token, in clear, once). `newId` makes the game's id
 * (a worker of a `WORKERS=N` server makes ids it owns).
 */
export function buildNewGame(
  ruleset: AnyRuleset,
  input: CreateGameInput,
  now: number,
  seed: Uint8Array,
  newId: () => string = newGameId,
): Outcome<{ stored: NewGame; created: CreatedGame; bots: StoredBotSeat[] }> {
  const setup = ruleset.parseSetup(input.setup);
  if (!setup.ok) return fail({ ...setup.error, path: ['setup', ...setup.error.path] });
  const dice = recordingDice(verifiableDice(seed));
  const initial = ruleset.create(setup.value, dice);
  if (!initial.ok) return fail({ ...initial.error, path: ['setup', ...initial.error.path] });
  const { events } = initial.value;
  const state = shareSetup(initial.value.state);
  const seats = ruleset.seats(state);
  if (input.creatorSeat !== undefined && !seats.includes(input.creatorSeat)) {
    return fail(
      serverError(
        'request/invalid',
        `No seat "${input.creatorSeat}" (seats: ${seats.join(', ')}).`,
        ['creatorSeat'],
      ),
    );
  }
  const botSeats = botSeatsOf(input.bots ?? [], seats, input.creatorSeat);
  if (!botSeats.ok) return botSeats;
  const bots = botSeats.value;
  const botNamed = new Map(bots.map((b) => [b.seat, b.name]));
  if (input.spectatorDelay.kind === 'turns' && ruleset.turn(state) === null) {
    return fail(
      serverError('request/invalid', 'This ruleset has no turns; use a delay in seconds.', [
        'spectatorDelay',
      ]),
    );
  }
  const id = newId();
  const invites = seats.map((seat) => ({
    seat,
    name: ruleset.seatName(setup.value, seat),
    invite: newSecret(),
  }));
  const creatorToken = input.creatorSeat === undefined ? null : newSecret();
  const seatRows: SeatRow[] = seats.map((seat, position) => ({
    seat,
    position,
    inviteHash: hashSecret(invites[position]!.invite),
    playerName:
      seat === input.creatorSeat ? (input.playerName ?? null) : (botNamed.get(seat) ?? null),
    claimedAt: seat === input.creatorSeat || botNamed.has(seat) ? now : null,
    claimHash: null,
    bot: botNamed.has(seat),
  }));
  const stateHash = ruleset.hash(state);
  const label = ruleset.setupLabel(setup.value);
  const row: GameRecordRow = {
    id,
    ruleset: ruleset.id,
    rulesetVersion: ruleset.version,
    scenario: label,
    title: input.title ?? `${ruleset.name}: ${label}`,
    setup: input.setup,
    seed,
    commitment: diceCommitment(seed),
    visibility: input.visibility,
    spectatorDelay: input.spectatorDelay,
    timeControl: input.timeControl,
    status: 'open',
    createdAt: now,
    startedAt: null,
    finishedAt: null,
    seq: 0,
    hashSeq: 0,
    stateHash,
    result: null,
    clocks: initialClocks(input.timeControl, seats),
    deadlineAt: noShowDeadline(input.timeControl, seatRows, now),
    createEvents: events,
    createDice: dice.take(),
  };
  const stored: NewGame = {
    game: row,
    seats: seatRows,
    tokens:
      creatorToken && input.creatorSeat
        ? [{ seat: input.creatorSeat, tokenHash: hashSecret(creatorToken) }]
        : [],
    initial: { seq: 0, state, stateHash },
  };
  const created: CreatedGame = {
    gameId: id,
    commitment: row.commitment,
    invites: invites.filter((i) => i.seat !== input.creatorSeat && !botNamed.has(i.seat)),
    creator:
      creatorToken && input.creatorSeat
        ? { seat: input.creatorSeat, seatToken: creatorToken }
        : null,
  };
  return { ok: true, value: { stored, created, bots: bots.map((b) => b.stored) } };
}
