import type { AnalysisRunning, GameAnalysisBody } from '@broadside/protocol';
import { ApiError, wireErrorOf } from '../net/api-answers.js';

/** What `GET /api/games/{id}/analysis` answered: the analysis, or how far it has come. */
export type AnalysisAnswer =
  { readonly status: 'ready'; readonly analysis: GameAnalysisBody } | AnalysisRunning;

/**
 * Asks the server for a finished game's analysis by the coach. The first ask starts it; while it
 * is made the answer is its progress (HTTP 202). Throws an {@link ApiError} for a refusal.
 */
export async function fetchAnalysis(gameId: string): Promise<AnalysisAnswer> {
  const response = await fetch(`/api/games/${encodeURIComponent(gameId)}/analysis`, {
    headers: { accept: 'application/json' },
  });
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(response.status, wireErrorOf(json));
  if (response.status === 202) return json as AnalysisRunning;
  return { status: 'ready', analysis: json as GameAnalysisBody };
}
