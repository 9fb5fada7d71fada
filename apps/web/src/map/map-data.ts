/**
 * Everything `<hex-map>` draws, as plain data. The shapes live in `@broadside/board-picture`,
 * which the server's map PNG shares with the web board.
 */
export * from '@broadside/board-picture/map-data';
