import type { BotLibrary } from '../../../src/bots/worker-messages.js';

/**
 * A bot that floods: every decision is answered with ten thousand orders at once, each a
 * concession every ruleset accepts on its own. A server that played any of them would record
 * the bot's seat conceding.
 */
export const decide: BotLibrary['decide'] = () =>
  Array.from({ length: 10_000 }, () => ({ type: 'concede' }));
