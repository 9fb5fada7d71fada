import fc from 'fast-check';
import { hex, type Hex } from '../../src/hex/index.js';

/** Any hex within a generous window around the origin. */
export const anyHex: fc.Arbitrary<Hex> = fc
  .tuple(fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 }))
  .map(([q, r]) => hex(q, r));
