// Pieces shared by the benchmark's hand-written SVG charts (report.ts, chart.ts).

/** Escapes text for an SVG text node or attribute. */
export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The opening of a chart: the `<svg>` element, a white background and a bold title at `x`. */
export function svgStart(width: number, height: number, title: string, x: number): string[] {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${x}" y="22" font-size="14" font-weight="bold">${escapeXml(title)}</text>`,
  ];
}
