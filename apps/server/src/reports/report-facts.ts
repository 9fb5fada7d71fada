import { boardPicture } from '@broadside/board-picture';
import type { GameRecord } from '@broadside/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { baseUrlOf } from '../http/base-url.js';
import { HttpError } from '../http/errors.js';
import { seatLabels, seatNames } from '../match/seat-names.js';
import type { BattleReport } from '../tournaments/export/battle-report.js';
import { keyEvents } from '../tournaments/export/timeline.js';

/** The scenario's forces per seat, where the set-up names a scenario the ruleset describes. */
function forcesOf(
  description: {
    scenarios?: readonly {
      id: string;
      seats: readonly { id: string; forces: readonly { unit: string; count: number }[] }[];
    }[];
  },
  setup: unknown,
): Map<string, string[]> {
  const id =
    typeof setup === 'object' && setup !== null && 'scenario' in setup
      ? (setup as { scenario: unknown }).scenario
      : null;
  const scenario = description.scenarios?.find((s) => s.id === id);
  return new Map(
    (scenario?.seats ?? []).map((s) => [s.id, s.forces.map((f) => `${f.count} × ${f.unit}`)]),
  );
}

/** A finished game's row: 404 for no such game, 409 `record/not_available` while it runs. */
export function finishedGame(app: FastifyInstance, gameId: string) {
  app.match.commits.flush();
  const row = app.match.store.getGame(gameId);
  if (!row) throw HttpError.of('game/not_found');
  if (row.status !== 'finished' || row.result === null) throw HttpError.of('record/not_available');
  return row;
}

/**
 * The signed record of a finished game, asked as `request` was (same host and forwarded
 * scheme), so that the record, and the signature a report quotes, are exactly those a reader
 * downloads from the record's URL.
 */
export async function signedRecord(
  app: FastifyInstance,
  request: FastifyRequest,
  gameId: string,
): Promise<GameRecord> {
  const forwarded = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const;
  const headers = Object.fromEntries(
    forwarded.flatMap((h) => {
      const value = request.headers[h];
      return typeof value === 'string' ? [[h, value]] : [];
    }),
  );
  const recorded = await app.inject({
    url: `/api/games/${gameId}/record`,
    headers,
    remoteAddress: request.raw.socket.remoteAddress ?? request.ip,
  });
  if (recorded.statusCode !== 200) throw HttpError.of('record/not_available');
  return recorded.json() as GameRecord;
}

/**
 * What the forum exports say about a finished game: its title, ruleset, sides with players and
 * forces, result, key events, proof lines and links; with the signed record they come from.
 */
export async function reportFacts(
  app: FastifyInstance,
  request: FastifyRequest,
  gameId: string,
  publicUrl: string | undefined,
): Promise<{ report: BattleReport; record: GameRecord }> {
  const row = finishedGame(app, gameId);
  const ruleset = app.match.rulesets.get(row.ruleset);
  const base = baseUrlOf(request, publicUrl);
  const record = await signedRecord(app, request, gameId);
  const forces = ruleset ? forcesOf(ruleset.describe(), row.setup) : new Map<string, string[]>();
  const seats = app.match.store.seats(gameId);
  // Look-alike names carry their usernames, as everywhere the game's players are listed.
  const labels = seatLabels(
    seatNames(
      ruleset,
      row,
      seats.map((s) => s.seat),
    ),
    seats,
  );
  const game = app.match.cache.get(gameId);
  const turns = game.ok ? game.game.ruleset.turn(game.game.state) : null;
  const setup = ruleset?.parseSetup(row.setup);
  const entries = app.match.store.entries(gameId, 1, row.seq);
  const report: BattleReport = {
    title: row.title,
    ruleset: ruleset?.describe().name ?? row.ruleset,
    scenario: row.scenario,
    sides: seats.map((s, i) => ({
      seat: s.seat,
      seatName: ruleset && setup?.ok ? ruleset.seatName(setup.value, s.seat) : s.seat,
      player: s.playerName === null ? null : labels[i]!,
      forces: forces.get(s.seat) ?? [],
    })),
    result: row.result!.summary,
    level: row.result!.level,
    turns,
    timeline: keyEvents([row.createEvents, ...entries.map((e) => e.events)]),
    commitment: record.dice?.commitment ?? row.commitment,
    seed: record.dice?.seed ?? null,
    seedSeats: record.dice?.derivation?.seats.map((s) => s.seat) ?? [],
    fingerprint: record.chain ?? null,
    signature: record.signature
      ? {
          keyId: record.signature.keyId,
          publicKey: record.signature.publicKey,
          value: record.signature.value,
        }
      : null,
    replayUrl: `${base}/#/watch/${gameId}`,
    recordUrl: `${base}/api/games/${gameId}/record`,
    mapUrl:
      ruleset && boardPicture(row.ruleset, null) ? `${base}/api/games/${gameId}/map.png` : null,
  };
  return { report, record };
}
