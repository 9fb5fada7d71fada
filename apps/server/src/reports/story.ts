import type { DescribeEvent } from '@broadside/board-picture/narration';
import { storyFrames, storySvg, type StoryFrame } from '@broadside/board-picture/story';
import type { AnyRuleset, GameRecord } from '@broadside/rules';
import { turnSummaries, type TurnSummary } from './turn-prose.js';

/** What the pictures of a game say above the map. */
export interface StoryTitle {
  readonly title: string;
  /** The players by side letter. */
  readonly players: readonly { readonly side: string; readonly name: string }[];
  /** The result in words. */
  readonly result: string;
}

/** A finished game cut into frames (set-up, then each turn) with a summary of each. */
export interface GameStory extends StoryTitle {
  readonly frames: readonly StoryFrame[];
  readonly summaries: readonly TurnSummary[];
}

/**
 * A finished game's story: its frames replayed from the record (board-picture's story frames,
 * as a spectator saw the game) and each one's summary in the ruleset's words (`describe`, null
 * for a ruleset without narration).
 */
export function gameStory(
  ruleset: AnyRuleset,
  record: GameRecord,
  describe: DescribeEvent | null,
  title: StoryTitle,
): GameStory {
  const frames = storyFrames(ruleset, record);
  return { ...title, frames, summaries: turnSummaries(frames, describe) };
}

/** "Set-up" for the position as created, else "Turn 3". */
export function frameCaption(turn: number | null): string {
  return turn === null ? 'Set-up' : `Turn ${turn}`;
}

/** Options of {@link frameSvg}. */
export interface FrameSvgOptions {
  /** Draw the whole map (the same size for every frame, as an animation needs). */
  readonly whole?: boolean;
  /** Width in pixels (900 unless told). */
  readonly width?: number;
}

/**
 * Frame `n` (1 = the set-up) of a story as an SVG document: the map cropped to the action
 * (or whole), titled with the game, its players, the frame's caption and, on the last frame,
 * the result; null for no such frame.
 */
export function frameSvg(
  story: GameStory,
  n: number,
  options: FrameSvgOptions = {},
): string | null {
  const frame = Number.isInteger(n) ? story.frames[n - 1] : undefined;
  if (!frame) return null;
  return storySvg(
    frame,
    {
      title: story.title,
      players: story.players,
      caption: frameCaption(frame.turn),
      result: n === story.frames.length ? story.result : null,
    },
    { crop: options.whole !== true, ...(options.width ? { maxWidth: options.width } : {}) },
  );
}
