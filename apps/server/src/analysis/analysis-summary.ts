import type { GameAnalysis, Verdict, VerdictSeverity } from '@broadside/bots';
import type { SeatId } from '@broadside/rules';

/** What a battle report says of a game's analysis: counts and the costliest decisions. */
export interface AnalysisSummary {
  /** Decisions analysed. */
  readonly decisions: number;
  /** Playouts per candidate and decision the estimates rest on. */
  readonly samples: number;
  /** Decisions of each severity, per seat. */
  readonly bySeat: Readonly<Record<SeatId, Readonly<Record<VerdictSeverity, number>>>>;
  /** The costliest decisions that were not fine, worst first (at most {@link COSTLIEST}). */
  readonly costliest: readonly Verdict[];
}

/** How many of the costliest decisions a summary names. */
export const COSTLIEST = 3;

/** The summary of an analysis (a pure function of it). */
export function summariseAnalysis(analysis: GameAnalysis): AnalysisSummary {
  const bySeat: Record<SeatId, Record<VerdictSeverity, number>> = {};
  for (const seat of analysis.seats)
    bySeat[seat] = { good: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
  for (const v of analysis.verdicts) {
    const counts = (bySeat[v.seat] ??= { good: 0, inaccuracy: 0, mistake: 0, blunder: 0 });
    counts[v.severity]++;
  }
  const costliest = analysis.verdicts
    .filter((v) => v.severity !== 'good')
    .sort((a, b) => b.loss - a.loss || a.seq - b.seq)
    .slice(0, COSTLIEST);
  return { decisions: analysis.verdicts.length, samples: analysis.samples, bySeat, costliest };
}
