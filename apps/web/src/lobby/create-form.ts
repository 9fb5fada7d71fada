import type { CreateGameBody } from '@broadside/protocol';

/** The create form's choices every ruleset shares: seat, name, clocks, visibility, spectators. */
export interface CommonForm {
  readonly title: string;
  /** The seat the creator takes, or `''` to take none (only hand out invites). */
  readonly mySeat: string;
  readonly playerName: string;
  readonly visibility: 'public' | 'private';
  readonly timeKind: 'none' | 'live' | 'correspondence';
  readonly liveMinutes: number;
  readonly incrementSeconds: number;
  readonly correspondenceHours: number;
  /** Whether the correspondence hours are for each decision or for each game turn. */
  readonly correspondencePer: 'decision' | 'turn';
  readonly delayKind: 'none' | 'seconds' | 'turns';
  readonly delayAmount: number;
}

/** The shared choices as the form first shows them: public, no clock, no delay, seat A. */
export const DEFAULT_COMMON: CommonForm = {
  title: '',
  mySeat: 'A',
  playerName: '',
  visibility: 'public',
  timeKind: 'none',
  liveMinutes: 30,
  incrementSeconds: 10,
  correspondenceHours: 24,
  correspondencePer: 'decision',
  delayKind: 'none',
  delayAmount: 1,
};

/** Builds the `POST /api/games` body of a game of `ruleset` with the ruleset's `setup`. */
export function commonBody(form: CommonForm, ruleset: string, setup: unknown): CreateGameBody {
  const body: CreateGameBody = {
    ruleset,
    setup,
    visibility: form.visibility,
    timeControl:
      form.timeKind === 'live'
        ? {
            kind: 'live',
            initialSeconds: Math.round(form.liveMinutes * 60),
            incrementSeconds: form.incrementSeconds,
          }
        : form.timeKind === 'correspondence'
          ? {
              kind: 'correspondence',
              perDecisionSeconds: Math.round(form.correspondenceHours * 3600),
              ...(form.correspondencePer === 'turn' ? { per: 'turn' as const } : {}),
            }
          : { kind: 'none' },
    spectatorDelay:
      form.delayKind === 'seconds'
        ? { kind: 'seconds', seconds: form.delayAmount }
        : form.delayKind === 'turns'
          ? { kind: 'turns', turns: form.delayAmount }
          : { kind: 'none' },
  };
  if (form.title.trim()) body.title = form.title.trim();
  if (form.mySeat) body.creatorSeat = form.mySeat;
  if (form.playerName.trim()) body.playerName = form.playerName.trim();
  return body;
}

/** The generic set-up: the scenario and the game options (`setup.options[id]`). */
export function genericSetup(
  scenario: string,
  options: Readonly<Record<string, string>>,
): Record<string, unknown> {
  return Object.keys(options).length > 0 ? { scenario, options: { ...options } } : { scenario };
}

/** The link that hands a seat to another player (the invite rides in the URL fragment). */
export function inviteLink(origin: string, gameId: string, seat: string, invite: string): string {
  const q = new URLSearchParams({ seat, invite });
  return `${origin}/#/game/${encodeURIComponent(gameId)}?${q.toString()}`;
}
