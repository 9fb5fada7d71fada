import { describe, expect, test } from 'vitest';
import { analyseStep, coachSteps, DEFAULT_SAMPLES } from '../src/index.js';
import { botRecord } from './coach-support.js';
import { rulesetOf } from './support.js';

/**
 * Decisions per second of the coach at its default samples, per ruleset (one core). Runs only
 * when BROADSIDE_COACH_MEASURE is set: `BROADSIDE_COACH_MEASURE=1 npx vitest run <this file>`.
 */
const CASES: [string, unknown][] = [
  ['starfire', { scenario: 'warp_assault' }],
  ['onepage', { scenario: 'duel', options: { movement: 'written' } }],
  ['scl', { scenario: 'carrier_strike', options: { movement: 'standard' } }],
  ['startrek', { scenario: 'ambush' }],
];

// eslint-disable-next-line no-restricted-globals -- a test's switch, not the package's code
describe.runIf(process.env.BROADSIDE_COACH_MEASURE)('coach speed', () => {
  test.each(CASES)(
    '%s %j',
    (id, setup) => {
      const R = rulesetOf(id);
      const { record } = botRecord(R, setup, 21, { maxMoves: 120 });
      const steps = coachSteps(R, record);
      const start = performance.now();
      const verdicts = steps.map((s) => analyseStep(R, s, { seed: 'm', samples: DEFAULT_SAMPLES }));
      const seconds = (performance.now() - start) / 1000;
      const worst = verdicts.filter((v) => v.verdict.severity !== 'good').length;
      console.log(
        `${id}: ${steps.length} decisions in ${seconds.toFixed(1)} s = ${(steps.length / seconds).toFixed(1)}/s; flagged ${worst}`,
      );
      for (const v of verdicts.slice(0, 400))
        if (v.verdict.severity !== 'good') console.log(JSON.stringify(v.verdict));
      for (const v of verdicts.filter((_, i) => i % 12 === 0)) console.log(v.verdict.chosenText);
      expect(steps.length).toBeGreaterThan(0);
    },
    600_000,
  );
});
