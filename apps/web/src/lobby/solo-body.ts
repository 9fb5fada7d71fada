import type { BotSeatSpec, CreateGameBody } from '@broadside/protocol';

/** The choices of a game against the computer. */
export interface SoloChoice {
  readonly ruleset: string;
  /** The ruleset's set-up (built like the create form's, with the scenario's defaults). */
  readonly setup: unknown;
  /** Every seat of the game. */
  readonly seats: readonly string[];
  /** The player's seat; the bots take the others. */
  readonly mySeat: string;
  readonly playerName: string;
  readonly level: BotSeatSpec['level'];
  /** Thinking time per decision of a hard bot, in ms. */
  readonly budgetMs: number;
}

/**
 * The `POST /api/games` body of a game against the computer: private (nobody else needs to find
 * it), no clock, the player in `mySeat` and a bot of the chosen level in every other seat.
 */
export function soloBody(choice: SoloChoice): CreateGameBody {
  const bots = choice.seats
    .filter((seat) => seat !== choice.mySeat)
    .map((seat) => ({
      seat,
      level: choice.level,
      ...(choice.level === 'hard' ? { budgetMs: choice.budgetMs } : {}),
    }));
  return {
    ruleset: choice.ruleset,
    setup: choice.setup,
    visibility: 'private',
    timeControl: { kind: 'none' },
    spectatorDelay: { kind: 'none' },
    creatorSeat: choice.mySeat,
    ...(choice.playerName.trim() ? { playerName: choice.playerName.trim() } : {}),
    bots,
  };
}
