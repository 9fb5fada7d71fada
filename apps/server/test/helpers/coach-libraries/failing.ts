import type { CoachLibrary } from '../../../src/analysis/messages.js';

/** A coach that cannot read any game: listing its decisions throws. */
export const steps: CoachLibrary['steps'] = () => {
  throw new Error('this coach reads no game');
};

/** Never reached: no decision is ever listed. */
export const analyse: CoachLibrary['analyse'] = () => {
  throw new Error('this coach judges nothing');
};
