export * from './arcs.js';
export * from './default-map.js';
