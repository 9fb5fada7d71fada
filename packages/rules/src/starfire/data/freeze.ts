export { deepFreeze } from '../../core/deep-freeze.js';
