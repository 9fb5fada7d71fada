import type { GameRecordRow, LogEntry } from './types.js';

/** A row of `games` as the database returns it. */
export interface GameDbRow {
  id: string;
  ruleset: string;
  ruleset_version: string;
  scenario: string | null;
  title: string;
  setup_json: string;
  seed: Buffer;
  commitment: string;
  visibility: 'public' | 'private';
  spectator_delay: string;
  time_control: string;
  status: GameRecordRow['status'];
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  seq: number;
  hash_seq: number;
  state_hash: string;
  result_json: string | null;
  clocks_json: string;
  deadline_at: number | null;
  create_events: string;
  create_dice: string;
  game_seed?: Buffer | null;
  seat_commitments?: string | null;
  reveal_deadline_at?: number | null;
}

/** A row of `log` as the database returns it. */
export interface LogDbRow {
  seq: number;
  kind: LogEntry['kind'];
  seat: string;
  client_order_id: string | null;
  order_json: string | null;
  events_json: string;
  dice_json: string;
  state_hash: string | null;
  at: number;
}

/** A row of `log_tail`: a log row with the header after it. */
export interface TailDbRow extends LogDbRow {
  id: number;
  game_id: string;
  status: GameRecordRow['status'];
  result_json: string | null;
  clocks_json: string;
  deadline_at: number | null;
  finished_at: number | null;
}

/** A game header from its row. */
export function toGame(row: GameDbRow): GameRecordRow {
  return {
    id: row.id,
    ruleset: row.ruleset,
    rulesetVersion: row.ruleset_version,
    scenario: row.scenario,
    title: row.title,
    setup: JSON.parse(row.setup_json),
    seed: new Uint8Array(row.seed),
    commitment: row.commitment,
    visibility: row.visibility,
    spectatorDelay: JSON.parse(row.spectator_delay),
    timeControl: JSON.parse(row.time_control),
    status: row.status,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    seq: row.seq,
    hashSeq: row.hash_seq,
    stateHash: row.state_hash,
    result: row.result_json === null ? null : JSON.parse(row.result_json),
    clocks: JSON.parse(row.clocks_json),
    deadlineAt: row.deadline_at,
    createEvents: JSON.parse(row.create_events),
    createDice: JSON.parse(row.create_dice),
    gameSeed: row.game_seed ? new Uint8Array(row.game_seed) : null,
    seatCommitments: row.seat_commitments ? JSON.parse(row.seat_commitments) : null,
    revealDeadlineAt: row.reveal_deadline_at ?? null,
  };
}

/** A log entry from its row (of `log` or `log_tail`). */
export function toEntry(row: LogDbRow): LogEntry {
  return {
    seq: row.seq,
    kind: row.kind,
    seat: row.seat,
    clientOrderId: row.client_order_id,
    order: row.order_json === null ? null : JSON.parse(row.order_json),
    events: JSON.parse(row.events_json),
    dice: JSON.parse(row.dice_json),
    stateHash: row.state_hash,
    at: row.at,
  };
}
