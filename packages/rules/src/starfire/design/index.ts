export * from './types.js';
export * from './parse.js';
export * from './format.js';
export * from './defaults.js';
export * from './points.js';
