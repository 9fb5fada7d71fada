export * from './hex.js';
export * from './facing.js';
export * from './ring.js';
export * from './map.js';
export * from './label.js';
