export * from './verifiable.js';
export * from './scripted.js';
export * from './seed.js';
export * from './joint-seed.js';
