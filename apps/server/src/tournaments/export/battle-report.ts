import type { ExportFormat } from './escape.js';
import { markupFor, type Markup } from './markup.js';

/** One side of a battle: the seat's name in the scenario, who played it and its forces. */
export interface ReportSide {
  /** The seat's id (its side letter on the map), where known. */
  readonly seat?: string;
  readonly seatName: string;
  /** The player's name as shown (username beside look-alikes), or null for a seat nobody named. */
  readonly player: string | null;
  /** Forces, e.g. "2 × Destroyer". */
  readonly forces: readonly string[];
}

/** A key moment of the battle. */
export interface ReportEvent {
  readonly turn: number | null;
  readonly text: string;
}

/** What a battle report is made of (all plain text; the exports escape it). */
export interface BattleReport {
  readonly title: string;
  readonly ruleset: string;
  readonly scenario: string | null;
  readonly sides: readonly ReportSide[];
  /** The ruleset's one-sentence summary of the result, e.g. "Side A wins a major victory: …". */
  readonly result: string;
  /** The victory level, e.g. `major`, or null. */
  readonly level: string | null;
  readonly turns: number | null;
  readonly timeline: readonly ReportEvent[];
  /** The dice commitment published when the game was created. */
  readonly commitment: string;
  /** The dice seed revealed at the end (hex), or null while the game runs. */
  readonly seed: string | null;
  /** Seeds made together: the seats whose nonces went into the seed (empty: the server's alone). */
  readonly seedSeats?: readonly string[];
  /** The record's fingerprint: the hash-chain head after its last entry. */
  readonly fingerprint?: string | null;
  /** The server's Ed25519 signature over the record's digest, and the key that made it. */
  readonly signature?: {
    readonly keyId: string;
    readonly publicKey: string;
    readonly value: string;
  } | null;
  readonly replayUrl: string;
  readonly recordUrl: string;
  /** The PNG of the final position, where one can be drawn. */
  readonly mapUrl: string | null;
}

/**
 * What the record proves, line by line: the dice commitment, the revealed seed (and who made it),
 * the record's fingerprint and the server's signature over it.
 */
export function proofLines(
  m: Markup,
  r: Pick<BattleReport, 'commitment' | 'seed' | 'seedSeats' | 'fingerprint' | 'signature'>,
): string[] {
  const lines = [`${m.bold('Dice commitment:')} ${m.user(r.commitment)}`];
  if (r.seed) {
    const makers =
      r.seedSeats && r.seedSeats.length > 0
        ? ` (made together by the server and seat${r.seedSeats.length > 1 ? 's' : ''} ${r.seedSeats.map((s) => m.user(s)).join(', ')})`
        : '';
    lines.push(`${m.bold('Revealed seed:')} ${m.user(r.seed)}${makers}`);
  }
  if (r.fingerprint) lines.push(`${m.bold('Fingerprint:')} ${m.user(r.fingerprint)}`);
  if (r.signature)
    lines.push(
      `${m.bold('Signed by:')} server key ${m.user(r.signature.keyId)} (${m.user(r.signature.publicKey)})`,
      `${m.bold('Signature:')} ${m.user(r.signature.value)}`,
    );
  return lines;
}

/**
 * A battle report for a forum: title, scenario, sides with their players and forces, result and
 * victory level, turns, a short timeline, the dice commitment and revealed seed, and links.
 */
export function battleReport(format: ExportFormat, r: BattleReport): string {
  const m = markupFor(format);
  const lines = [...headerLines(m, r), resultLine(m, r)];
  if (r.mapUrl) lines.push(m.image(r.mapUrl));
  if (r.timeline.length > 0) {
    lines.push(
      m.bold('Key events'),
      m.list(
        r.timeline.map((e) => `${e.turn === null ? '' : `Turn ${e.turn}: `}${m.user(e.text)}`),
      ),
    );
  }
  lines.push(proofLines(m, r).join('\n'));
  lines.push(`${m.link(r.replayUrl, 'Replay')} · ${m.link(r.recordUrl, 'Game record (JSON)')}`);
  return m.blocks(lines);
}

/** The opening blocks of a report: the title, the ruleset and scenario, and the sides. */
export function headerLines(
  m: Markup,
  r: Pick<BattleReport, 'title' | 'ruleset' | 'scenario' | 'sides'>,
): string[] {
  return [
    m.heading(m.user(r.title)),
    `${m.bold('Ruleset:')} ${m.user(r.ruleset)}` +
      (r.scenario ? ` — ${m.bold('Scenario:')} ${m.user(r.scenario)}` : ''),
    m.list(
      r.sides.map(
        (s) =>
          `${m.bold(m.user(s.seatName))}: ${s.player === null ? 'unnamed' : m.user(s.player)}` +
          (s.forces.length > 0 ? ` — ${s.forces.map((f) => m.user(f)).join(', ')}` : ''),
      ),
    ),
  ];
}

/** "Result: … (major) — 12 turns". */
export function resultLine(m: Markup, r: Pick<BattleReport, 'result' | 'level' | 'turns'>): string {
  return (
    `${m.bold('Result:')} ${m.user(r.result)}` +
    (r.level ? ` (${m.user(r.level)})` : '') +
    (r.turns === null ? '' : ` — ${r.turns} turn${r.turns === 1 ? '' : 's'}`)
  );
}
