/**
 * @broadside/protocol — the wire contract between the Broadside server and its clients:
 * zod schemas for every HTTP body and WebSocket message, message types, close codes,
 * limits and the error registry. Shared by the server, the web app and bots.
 */
export * from './errors.js';
export * from './limits.js';
export * from './close-codes.js';
export * from './common.js';
export * from './messages.js';
export * from './http.js';
export * from './rematch.js';
export * from './queue.js';
export * from './seeding.js';
export * from './accounts.js';
export * from './display-names.js';
export * from './view-patch.js';
export * from './library.js';
export * from './annotations.js';
export * from './tournament-numbers.js';
export * from './bracket.js';
export * from './analysis.js';
