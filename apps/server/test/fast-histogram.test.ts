import { describe, expect, test } from 'vitest';
import { FastHistogram, histogramQuantile } from '../src/fast-histogram.js';

describe('FastHistogram (hot-path Prometheus histogram)', () => {
  test('counts each observation in the first bucket whose bound it does not exceed', () => {
    const h = new FastHistogram({ name: 'x_seconds', help: 'X.', buckets: [0.5, 0.1, 1] });
    for (const v of [0.05, 0.1, 0.3, 0.5, 0.7, 2]) h.observe(v);
    expect(h.text()).toBe(
      [
        '# HELP x_seconds X.',
        '# TYPE x_seconds histogram',
        'x_seconds_bucket{le="0.1"} 2',
        'x_seconds_bucket{le="0.5"} 4',
        'x_seconds_bucket{le="1"} 5',
        'x_seconds_bucket{le="+Inf"} 6',
        `x_seconds_sum ${0.05 + 0.1 + 0.3 + 0.5 + 0.7 + 2}`,
        'x_seconds_count 6',
        '',
      ].join('\n'),
    );
  });

  test.each([
    // PromQL's histogram_quantile interpolates linearly inside the bucket the rank falls in.
    { q: 0.5, expected: 0.15 },
    { q: 0.25, expected: 0.1 },
    { q: 0.9, expected: 0.38 },
    { q: 1, expected: 0.5 },
  ])('quantile $q of the buckets', ({ q, expected }) => {
    const buckets = [
      { le: 0.1, cumulative: 25 },
      { le: 0.2, cumulative: 75 },
      { le: 0.5, cumulative: 100 },
      { le: Infinity, cumulative: 100 },
    ];
    expect(histogramQuantile(q, buckets)).toBeCloseTo(expected, 9);
  });

  test('an empty histogram has no quantile; ranks in +Inf give the highest bound', () => {
    expect(histogramQuantile(0.5, [{ le: Infinity, cumulative: 0 }])).toBeNaN();
    expect(
      histogramQuantile(0.99, [
        { le: 1, cumulative: 1 },
        { le: Infinity, cumulative: 10 },
      ]),
    ).toBe(1);
  });
});
