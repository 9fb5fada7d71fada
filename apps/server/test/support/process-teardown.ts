import { afterAll } from 'vitest';
import { killAllTracked } from './processes.js';

// vitest setup file: after every test file, passed or failed, nothing it started keeps running.
afterAll(killAllTracked);
