import type { BotLibrary } from '../../../src/bots/worker-messages.js';

/**
 * Bots that misbehave, by level: `random` throws, `easy` answers an order no ruleset accepts,
 * `hard` never answers (it spins until its worker is stopped).
 */
export const decide: BotLibrary['decide'] = (request) => {
  if (request.level === 'random') throw new Error('this bot always throws');
  if (request.level === 'easy') return { type: 'no such order', seat: request.seat };
  for (;;) {
    // Spin: only terminating the worker ends this.
  }
};
