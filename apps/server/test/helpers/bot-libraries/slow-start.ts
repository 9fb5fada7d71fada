/**
 * The built-in bot library, ready only after 1.5 s: requests wait in the pool meanwhile, so a
 * test can change the game (hand in a hidden plot) before the bot's view is taken.
 */
await new Promise((resolve) => setTimeout(resolve, 1500));

export { decide } from '../../../src/bots/bot-library.js';
