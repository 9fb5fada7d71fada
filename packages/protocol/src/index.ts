/**
 * @broadside/protocol — the wire contract between the Broadside server and its clients:
 * zod schemas for every HTTP body and WebSocket message, message types, close codes,
 * limits and the error registry. Shared by the server, the web app and bots.
 */
export * from './errors.js';
