import { HULL_CODES, DEFAULT_DESIGNS, type HullCode } from '@broadside/rules/starfire';

/** A design the player saved in this browser. */
export interface SavedDesign {
  readonly id: string;
  readonly name: string;
  readonly hull: HullCode;
  /** Canonical design string. */
  readonly text: string;
}

/** A design on offer for a hull: the shipped default or one of the player's own. */
export interface DesignChoice {
  readonly name: string;
  readonly text: string;
  readonly isDefault: boolean;
}

const KEY = 'broadside.designs.v1';

import type { KeyValueStorage } from '../../../net/storage.js';

export type { KeyValueStorage };

function isSavedDesign(value: unknown): value is SavedDesign {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.text === 'string' &&
    (HULL_CODES as readonly unknown[]).includes(v.hull)
  );
}

/** Every saved design; a corrupt or missing entry reads as none. */
export function loadDesigns(storage: KeyValueStorage): readonly SavedDesign[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedDesign) : [];
  } catch {
    return [];
  }
}

/** Saves a design, replacing one with the same hull and name. Returns the new list. */
export function saveDesign(
  storage: KeyValueStorage,
  design: Omit<SavedDesign, 'id'>,
): readonly SavedDesign[] {
  const others = loadDesigns(storage).filter(
    (d) => !(d.hull === design.hull && d.name === design.name),
  );
  const id = `${design.hull}:${design.name}`;
  const next = [...others, { ...design, id }];
  storage.setItem(KEY, JSON.stringify(next));
  return next;
}

/** Deletes a saved design by id. Returns the new list. */
export function deleteDesign(storage: KeyValueStorage, id: string): readonly SavedDesign[] {
  const next = loadDesigns(storage).filter((d) => d.id !== id);
  storage.setItem(KEY, JSON.stringify(next));
  return next;
}

/** The designs on offer for a hull: the default first, then the player's own, by name. */
export function designChoices(
  saved: readonly SavedDesign[],
  hull: HullCode,
): readonly DesignChoice[] {
  const own = saved
    .filter((d) => d.hull === hull)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((d) => ({ name: d.name, text: d.text, isDefault: false }));
  return [
    { name: DEFAULT_DESIGNS[hull].name, text: DEFAULT_DESIGNS[hull].text, isDefault: true },
    ...own,
  ];
}
