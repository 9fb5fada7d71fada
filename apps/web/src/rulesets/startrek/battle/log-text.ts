/** The startrek battle log's words: shared with the server's after-action reports. */
export * from '@broadside/board-picture/narration/startrek';
