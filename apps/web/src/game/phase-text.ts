import type { PendingDecision } from '@broadside/rules';
import type { Seeding } from '@broadside/protocol';

/**
 * "Side B to move" / "Your turn to fire" / "" when nobody owes anything. `words` are the
 * ruleset's words for its decision kinds. When several seats owe at once (simultaneous plots),
 * this client's own decision comes first, else every seat that owes is named.
 */
export function owedText(
  pending: readonly PendingDecision[],
  mySeat: string | null,
  words: Readonly<Record<string, string>> = {},
): string {
  const p = pending.find((d) => d.seat === mySeat) ?? pending[0];
  if (!p) return '';
  const what = words[p.kind] ?? p.kind;
  if (p.seat === mySeat) return `Your turn ${what}`;
  const seats = [...new Set(pending.filter((d) => d.kind === p.kind).map((d) => d.seat))];
  return `${seats.length > 1 ? 'Sides' : 'Side'} ${seats.join(', ')} ${what}`;
}

/**
 * What a seat waits for, as a sentence: "Waiting: Side B to move." — or, while seats are still
 * open (nobody owes anything yet), "Waiting for every seat to be taken."
 */
export function waitingText(
  status: string | null,
  pending: readonly PendingDecision[],
  mySeat: string | null,
  words: Readonly<Record<string, string>> = {},
): string {
  if (status === 'open') return `${SEATS_OPEN}.`;
  const owed = owedText(pending, mySeat, words);
  return owed ? `Waiting: ${owed}.` : 'Waiting.';
}

/** The banner's words while a game waits for its players. */
export const SEATS_OPEN = 'Waiting for every seat to be taken';

/**
 * While every seat is taken but some committed nonce is not revealed (seeds made together): who
 * the game still waits for. Browsers reveal by themselves as soon as they are open on the game.
 */
export function revealingText(seeding: Seeding): string {
  const waiting = seeding.seats.filter((s) => s.commitment !== null && !s.revealed);
  return `Making the dice together: waiting for ${waiting.map((s) => s.seat).join(' and ')} to reveal`;
}

/** A clock as m:ss, or h:mm:ss past an hour. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/**
 * The tab title: the game's name (e.g. the scenario) and a leading marker when a decision is
 * owed, so the tab says so from afar.
 */
export function tabTitle(owed: boolean, name: string | null, base = 'Broadside'): string {
  const main = name ? `${name} · ${base}` : base;
  return owed ? `(!) Your move · ${main}` : main;
}
