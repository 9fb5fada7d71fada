import type { Page } from 'playwright-core';
import type { Hex } from '@broadside/rules';

/** What a page's map is drawing now: its overlay and selected unit, as the ruleset handed them. */
export interface MapDrawn {
  readonly selectedUnit: string | null;
  readonly marks: readonly { hex: Hex; kind: string }[];
  readonly badges: readonly { hex: Hex; text: string }[];
  readonly path: readonly Hex[];
}

/** Reads the overlay off the page's `hex-map` element (its properties, not its pixels). */
export function mapDrawn(page: Page): Promise<MapDrawn> {
  return page.locator('hex-map').evaluate((el) => {
    const map = el as HTMLElement & MapDrawn;
    return {
      selectedUnit: map.selectedUnit,
      marks: [...map.marks],
      badges: [...map.badges],
      path: [...map.path],
    };
  });
}

/** A hex as a stable key for sets and sorting. */
export const keyOf = (h: Hex): string => `${h.q},${h.r}`;

/** The keys of some hexes, sorted, so two lists compare as sets. */
export const keysOf = (hexes: readonly Hex[]): string[] => hexes.map(keyOf).sort();
