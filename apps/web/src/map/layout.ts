/**
 * Hex geometry in map pixels: shared with the server's pictures through
 * `@broadside/board-picture`, so the web board, the PNGs and the reports place hexes alike.
 */
export * from '@broadside/board-picture/layout';
