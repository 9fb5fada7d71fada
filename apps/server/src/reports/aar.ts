import {
  headerLines,
  proofLines,
  resultLine,
  type BattleReport,
} from '../tournaments/export/battle-report.js';
import type { ExportFormat } from '../tournaments/export/escape.js';
import { markupFor, type Markup } from '../tournaments/export/markup.js';
import type { AnalysisSummary } from '../analysis/analysis-summary.js';
import { coachLines } from './coach-lines.js';
import { frameCaption } from './story.js';
import type { TurnSummary } from './turn-prose.js';

/** A player's comment on a moment of the game (the log entry `seq`). */
export interface Annotation {
  readonly seq: number;
  readonly author: string;
  readonly text: string;
}

/** One turn of the report: its summary and the URL of its picture. */
export interface AarTurn extends TurnSummary {
  readonly imageUrl: string | null;
}

/** What an after-action report is made of (plain text; the formats escape it). */
export interface AfterActionReport extends Omit<BattleReport, 'timeline'> {
  readonly turnReports: readonly AarTurn[];
  /** Comments printed under the turn their entry belongs to, in `seq` order. */
  readonly annotations: readonly Annotation[];
  /** The animated replay, where there is one. */
  readonly gifUrl: string | null;
  /** The web page that checks the record's dice and result (`#/verify?game=…`), if any. */
  readonly verifyUrl?: string | null;
  /** The coach's summary, once a player asked for the game's analysis; absent or null: none. */
  readonly coach?: AnalysisSummary | null;
}

/** The annotations of each turn: those after the previous turn's last entry, up to its own. */
function annotationsByTurn(
  turns: readonly AarTurn[],
  annotations: readonly Annotation[],
): Annotation[][] {
  const sorted = [...annotations].sort((a, b) => a.seq - b.seq);
  return turns.map((t, i) => {
    const after = i === 0 ? -Infinity : turns[i - 1]!.seq;
    const last = i === turns.length - 1 ? Infinity : t.seq;
    return sorted.filter((a) => a.seq > after && a.seq <= last);
  });
}

function turnBlock(m: Markup, t: AarTurn, notes: readonly Annotation[]): string[] {
  const moments = t.moments.length > 0 ? ` — ${m.user(t.moments.join(', '))}` : '';
  const blocks = [
    `${m.bold(frameCaption(t.turn))}${moments}\n${t.sentences.map((s) => m.user(s)).join(' ')}`,
  ];
  if (t.imageUrl) blocks.push(m.image(t.imageUrl, frameCaption(t.turn)));
  if (notes.length > 0)
    blocks.push(m.list(notes.map((n) => `${m.bold(m.user(n.author))}: ${m.user(n.text)}`)));
  return blocks;
}

/**
 * An after-action report of a finished game for a forum or a web page: the sides, then each
 * turn in a few sentences with its picture and the players' comments, then the result, the
 * final position, the coach's verdicts (once analysed), and what the record proves (commitment, seed, fingerprint, signature), with
 * links to the replay, the record and the animated replay. Pure and byte-stable: the same
 * report in, the same text out.
 */
export function afterActionReport(format: ExportFormat, r: AfterActionReport): string {
  const m = markupFor(format);
  const lines = [...headerLines(m, r)];
  const notes = annotationsByTurn(r.turnReports, r.annotations);
  r.turnReports.forEach((t, i) => lines.push(...turnBlock(m, t, notes[i]!)));
  lines.push(resultLine(m, r));
  if (r.mapUrl) lines.push(m.image(r.mapUrl, 'Final position'));
  const playerOf = (seat: string) =>
    r.sides.find((s) => (s.seat ?? s.seatName) === seat)?.player ?? `Side ${seat}`;
  lines.push(...coachLines(m, r.coach ?? null, playerOf));
  const proof = proofLines(m, r);
  if (r.verifyUrl)
    proof.push(
      `${m.bold('Verify it:')} ${m.link(r.verifyUrl, 'replay the dice and the orders in your browser')}, or download the record and run ${m.user('broadside verify')} on it.`,
    );
  lines.push(proof.join('\n'));
  const links = [m.link(r.replayUrl, 'Replay'), m.link(r.recordUrl, 'Game record (JSON)')];
  if (r.gifUrl) links.push(m.link(r.gifUrl, 'Animated replay (GIF)'));
  lines.push(links.join(' · '));
  return m.blocks(lines);
}
