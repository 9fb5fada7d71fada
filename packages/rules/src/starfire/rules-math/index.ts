export * from './base-range.js';
export * from './engine-modulation.js';
