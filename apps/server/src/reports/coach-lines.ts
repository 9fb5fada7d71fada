import type { AnalysisSummary } from '../analysis/analysis-summary.js';
import type { Markup } from '../tournaments/export/markup.js';

/** Severities the report counts, worst first. */
const COUNTED = ['blunder', 'mistake', 'inaccuracy'] as const;

/** "1 blunder, 2 mistakes" for a seat's counts; "no costly decision" when all were fine. */
function counts(bySeverity: Readonly<Record<string, number>>): string {
  const parts = COUNTED.flatMap((s) => {
    const n = bySeverity[s] ?? 0;
    return n === 0 ? [] : [`${n} ${s}${n === 1 ? '' : 's'}`];
  });
  return parts.length === 0 ? 'no costly decision' : parts.join(', ');
}

const percent = (x: number) => `${Math.round(x * 100)} %`;

/**
 * The coach's part of an after-action report, from a cached analysis: how many costly
 * decisions each player made and the costliest few, each with what the coach would have done
 * and why, in the ruleset's words. `playerOf` names a seat's player. Empty without an analysis.
 */
export function coachLines(
  m: Markup,
  summary: AnalysisSummary | null,
  playerOf: (seat: string) => string,
): string[] {
  if (!summary) return [];
  const seats = Object.keys(summary.bySeat).sort();
  const lines = [
    `${m.bold('The coach')} (${summary.decisions} decisions, ${summary.samples} playouts per candidate): ` +
      seats.map((s) => `${m.user(playerOf(s))}: ${counts(summary.bySeat[s]!)}`).join('; '),
  ];
  if (summary.costliest.length > 0)
    lines.push(
      m.list(
        summary.costliest.map((v) => {
          const when = v.turn === null ? '' : `Turn ${v.turn}, `;
          const better = v.bestText ? `; the coach would ${m.user(v.bestText)}` : '';
          const why = v.why ? ` (${m.user(v.why)})` : '';
          return `${when}${m.user(playerOf(v.seat))}: ${v.severity}, costs ${percent(v.loss)} of a win: ${m.user(v.chosenText)}${better}${why}`;
        }),
      ),
    );
  return lines;
}
