/**
 * A game's story as pictures: one frame per turn of a finished game, as a spectator saw it,
 * drawn with the title, the players, trails and shots.
 */
export { storyFrames, type StoryFrame, type StoryTrail } from './frames.js';
export { storySvg, type StoryHeader, type StorySvgOptions } from './svg.js';
export { cropOf, type Crop, CROP_MARGIN, CROP_MIN } from './crop.js';
