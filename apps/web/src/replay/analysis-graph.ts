import type { GameAnalysisBody } from '@broadside/protocol';
import { svg, type SVGTemplateResult } from 'lit';
import { sideStyle, shapePath } from '../ui/sides.js';

/** Size of the graph's drawing area in SVG units (it scales to the panel's width). */
export const GRAPH = { width: 320, height: 120, pad: 6 } as const;

/** Where decision `i` of `n` and a probability `p` are drawn. */
function at(i: number, n: number, p: number): [number, number] {
  const { width, height, pad } = GRAPH;
  const x = n <= 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (n - 1);
  return [x, pad + (1 - p) * (height - 2 * pad)];
}

/**
 * The win-probability graph of an analysis: one line per seat in its side's colour (each seat's
 * chance after each decision, as the deciding seat saw it), the even line dashed, and a mark in
 * the side's own shape at every costly decision, which `onPick` receives (by record `seq`) when
 * clicked.
 */
export function winGraph(
  analysis: GameAnalysisBody,
  onPick: (seq: number) => void,
): SVGTemplateResult {
  const points = analysis.winProbability;
  const n = points.length;
  const lines = analysis.seats.map((seat) => {
    const path = points
      .map((p, i) => at(i, n, p.winProbability[seat] ?? 0))
      .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
      .join(' ');
    return svg`<polyline
      points=${path}
      fill="none"
      stroke=${sideStyle(seat).colour}
      stroke-width="2"
      stroke-linejoin="round"
      data-seat=${seat}
    ></polyline>`;
  });
  const marks = analysis.verdicts.flatMap((v, i) => {
    if (v.severity === 'good') return [];
    const style = sideStyle(v.seat);
    const [x, y] = at(i, n, points[i]?.winProbability[v.seat] ?? 0);
    const r = v.severity === 'blunder' ? 6 : v.severity === 'mistake' ? 5 : 4;
    return [
      svg`<path
        class="mark"
        d=${shapePath(style.shape, r)}
        transform="translate(${x.toFixed(1)} ${y.toFixed(1)})"
        fill=${style.colour}
        stroke="#0b1020"
        stroke-width="1"
        data-seq=${v.seq}
        @click=${() => onPick(v.seq)}
      ><title>${v.severity}, entry ${v.seq}</title></path>`,
    ];
  });
  const mid = at(0, 1, 0.5)[1];
  const labels = [1, 0.5, 0].map(
    (p) =>
      svg`<text x="2" y=${at(0, 1, p)[1] + (p === 1 ? 8 : p === 0 ? -2 : 3)} font-size="8" fill="#8a93b8">${p * 100}%</text>`,
  );
  return svg`<line x1="0" x2=${GRAPH.width} y1=${mid} y2=${mid} stroke="#5b6690" stroke-dasharray="4 4"></line>
    ${labels}${lines}${marks}`;
}
