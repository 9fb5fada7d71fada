/**
 * Where dice come from. The rules never make randomness; the caller passes a source in.
 *
 * Rolls are numbered k = 0, 1, 2 … across a whole game, whatever the die. The game state
 * records how many dice it has rolled, so roll k is always the same die for the same seed,
 * and a game can be rebuilt from its seed and its orders alone.
 */
export interface DiceSource {
  /** Returns roll number `k` of the game, a whole number from 1 to `sides`. */
  roll(k: number, sides: number): number;
}
