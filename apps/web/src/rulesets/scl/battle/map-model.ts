/**
 * The map model of this ruleset's board (its view as map data). It lives in
 * `@broadside/board-picture`, so that the server's map PNG draws the same board.
 */
export * from '@broadside/board-picture/scl';
