/**
 * The board as a picture: each ruleset's map model (its view as map data, shared with the web
 * board) and a pure SVG builder. No I/O; a server rasterises the SVG.
 */
export * from './map-data.js';
export { boardPicture, type BoardPicture } from './picture.js';
export { setupPicture, type SetupPicture } from './setup-picture.js';
export { boardSvg, PICTURE_COLOURS, sideColour } from './svg.js';
export * from './sides.js';
export { escapeXml } from './escape.js';
export { PALETTE, type PaletteColour } from './palette.js';
export * from './story/index.js';
export * from './pieces.js';
