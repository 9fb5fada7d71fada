export * from './hulls.js';
export * from './systems.js';
export * from './weapons.js';
export * from './intercept.js';
export * from './house-rules.js';
export * from './restricted-arc.js';
