/**
 * How each side looks. Colours are from the Okabe–Ito palette, which stays distinct under the
 * common colour-vision deficiencies; each side also has its own counter shape, so colour is
 * never the only cue.
 */

/** Shapes drawn as the counter of a unit, one per side. */
export const COUNTER_SHAPES = [
  'circle',
  'square',
  'diamond',
  'triangle',
  'hexagon',
  'star',
] as const;

/** One of {@link COUNTER_SHAPES}. */
export type CounterShape = (typeof COUNTER_SHAPES)[number];

/** Colour, shape and a readable name for a side. */
export interface SideStyle {
  readonly colour: string;
  readonly shape: CounterShape;
  readonly label: string;
}

const OKABE_ITO = ['#E69F00', '#56B4E9', '#009E73', '#F0E442', '#CC79A7', '#D55E00'] as const;
const ORDER = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** The style of side `side` (A … F); unknown sides cycle through the palette. */
export function sideStyle(side: string): SideStyle {
  const found = (ORDER as readonly string[]).indexOf(side);
  const index = found < 0 ? 0 : found;
  return {
    colour: OKABE_ITO[index % OKABE_ITO.length] ?? '#E69F00',
    shape: COUNTER_SHAPES[index % COUNTER_SHAPES.length] ?? 'circle',
    label: `Side ${side}`,
  };
}

/**
 * SVG path (centred on 0,0) of a counter shape with radius `r`.
 */
export function shapePath(shape: CounterShape, r: number): string {
  const polygon = (points: readonly (readonly [number, number])[]): string =>
    `M${points.map(([x, y]) => `${round(x)},${round(y)}`).join('L')}Z`;
  switch (shape) {
    case 'circle':
      return `M${-r},0a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
    case 'square':
      return polygon([
        [-r * 0.85, -r * 0.85],
        [r * 0.85, -r * 0.85],
        [r * 0.85, r * 0.85],
        [-r * 0.85, r * 0.85],
      ]);
    case 'diamond':
      return polygon([
        [0, -r],
        [r, 0],
        [0, r],
        [-r, 0],
      ]);
    case 'triangle':
      return polygon([
        [0, -r],
        [r * 0.95, r * 0.75],
        [-r * 0.95, r * 0.75],
      ]);
    case 'hexagon':
      return polygon(
        Array.from({ length: 6 }, (_, i) => {
          const a = (Math.PI / 3) * i + Math.PI / 6;
          return [r * Math.cos(a), r * Math.sin(a)] as const;
        }),
      );
    case 'star':
      return polygon(
        Array.from({ length: 10 }, (_, i) => {
          const a = (Math.PI / 5) * i - Math.PI / 2;
          const k = i % 2 === 0 ? r : r * 0.5;
          return [k * Math.cos(a), k * Math.sin(a)] as const;
        }),
      );
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
