/**
 * The shots of a batch of events, for the map to animate: defined in `@broadside/board-picture`,
 * so that the story pictures of a game draw the same shots.
 */
export { onepageShots } from '@broadside/board-picture/onepage-shots';
