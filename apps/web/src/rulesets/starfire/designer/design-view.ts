import {
  HULLS,
  SYSTEMS,
  designPoints,
  parseDesign,
  type Design,
  type DesignError,
  type HullCode,
  type SystemCode,
} from '@broadside/rules/starfire';

/**
 * What the designer shows for a design string: the rules package's verdict, plus a hull-space
 * count that keeps working while the string is still invalid.
 */
export interface DesignView {
  readonly design: Design | null;
  readonly errors: readonly DesignError[];
  /** Hull spaces the readable systems take. */
  readonly used: number;
  /** Hull spaces the hull has. */
  readonly capacity: number;
  /** The design's points by the rules (Starfire rulings, "Points"), or `null` while invalid. */
  readonly points: number | null;
}

/**
 * Hull spaces taken by the systems that can be read in `text`; unreadable characters count
 * nothing (the rules package reports them). Two-letter codes (`Mg`, `Pt`) are read first.
 */
export function hullSpacesOf(text: string): number {
  let total = 0;
  for (const match of text.matchAll(/Mg|Pt|[A-Z]/g)) {
    const code = match[0] as SystemCode;
    if (Object.hasOwn(SYSTEMS, code)) total += SYSTEMS[code].hullSpaces;
  }
  return total;
}

/** Parses a design for the designer page. */
export function viewDesign(hull: HullCode, text: string): DesignView {
  const parsed = parseDesign(hull, text);
  return {
    design: parsed.ok ? parsed.value : null,
    errors: parsed.ok ? [] : parsed.error,
    used: parsed.ok ? parsed.value.hullSpacesUsed : hullSpacesOf(text),
    capacity: HULLS[hull].hullSpaces,
    points: parsed.ok ? designPoints(parsed.value) : null,
  };
}

/** One run of characters of a design string, flagged when an error points into it. */
export interface MarkedRun {
  readonly text: string;
  /** Index into the error list of the first error at this run, or `null`. */
  readonly error: number | null;
}

/**
 * Splits `text` into runs so the page can underline the characters that errors point at.
 * Each error marks the system code that starts at its position (two letters for Mg/Pt, a
 * whole engine room for a `(`); an error at the end of the string marks a trailing gap.
 */
export function markErrors(text: string, errors: readonly DesignError[]): readonly MarkedRun[] {
  const owner: (number | null)[] = Array.from({ length: text.length + 1 }, () => null);
  errors.forEach((e, i) => {
    const start = Math.min(Math.max(e.position, 0), text.length);
    const end = Math.min(text.length, start + tokenLength(text, start));
    for (let at = start; at < Math.max(end, start + 1); at += 1) owner[at] ??= i;
  });
  const runs: MarkedRun[] = [];
  const chars = [...text, ' '];
  chars.forEach((ch, at) => {
    const error = owner[at] ?? null;
    if (at === text.length && error === null) return;
    const last = runs[runs.length - 1];
    if (last && last.error === error) runs[runs.length - 1] = { text: last.text + ch, error };
    else runs.push({ text: ch, error });
  });
  return runs;
}

function tokenLength(text: string, at: number): number {
  if (text.charAt(at) === '(') {
    const close = text.indexOf(')', at);
    return close < 0 ? text.length - at : close - at + 1;
  }
  const pair = text.slice(at, at + 2);
  return pair === 'Mg' || pair === 'Pt' ? 2 : 1;
}
