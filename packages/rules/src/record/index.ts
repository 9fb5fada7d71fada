export * from './schema.js';
export * from './errors.js';
export * from './parse.js';
export * from './dice-log.js';
export * from './replay.js';
export * from './verify.js';
export * from './build.js';
export * from './json-schema.js';
