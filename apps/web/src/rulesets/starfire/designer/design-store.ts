import { designTextBodySchema, type LibraryEntry } from '@broadside/protocol';
import { DEFAULT_DESIGNS, HULL_CODES, type HullCode } from '@broadside/rules/starfire';
import { browserLibrary, readBrowserEntries, type Library } from '../../../library/library.js';
import type { KeyValueStorage } from '../../../net/storage.js';

export type { KeyValueStorage };

/**
 * The player's Starfire designs, kept in the library (issue 30): kind `design`, ruleset
 * `starfire`, body `{hull, text}` with the canonical design text. The account's designs (on the
 * server, for a signed-in player) are held here once {@link refreshDesigns} has read them, so the
 * lobby and the battle's fleet panel can list designs without waiting.
 */

/** A design the player saved. */
export interface SavedDesign {
  /** The library entry's id. */
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

/** Where designs were kept before the library; read once, then emptied. */
const OLD_KEY = 'broadside.designs.v1';

/** The account's Starfire designs, as last read. */
let accountDesigns: readonly SavedDesign[] = [];

function isHull(value: unknown): value is HullCode {
  return (HULL_CODES as readonly unknown[]).includes(value);
}

/** A library entry as a Starfire design, or null when it is not one. */
export function designOfEntry(entry: LibraryEntry): SavedDesign | null {
  if (entry.kind !== 'design' || entry.ruleset !== 'starfire') return null;
  const body = designTextBodySchema.safeParse(entry.body);
  if (!body.success || !isHull(body.data.hull)) return null;
  return { id: entry.id, name: entry.name, hull: body.data.hull, text: body.data.text };
}

function oldDesigns(storage: KeyValueStorage): { name: string; hull: HullCode; text: string }[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(OLD_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((v: unknown) => {
      const d = v as Record<string, unknown> | null;
      return d && typeof d.name === 'string' && typeof d.text === 'string' && isHull(d.hull)
        ? [{ name: d.name, hull: d.hull, text: d.text }]
        : [];
    });
  } catch {
    return [];
  }
}

/**
 * Moves the designs saved before the library (`broadside.designs.v1`) into this browser's
 * library, once: nobody loses a design. Two old designs of one name on different hulls keep
 * both, the second named with its hull.
 */
export function moveOldDesigns(storage: KeyValueStorage): void {
  const raw = storage.getItem(OLD_KEY);
  if (raw === null || raw === '[]') return;
  const library = browserLibrary(storage);
  const names = new Set(
    readBrowserEntries(storage)
      .filter((e) => e.kind === 'design' && e.ruleset === 'starfire')
      .map((e) => e.name),
  );
  for (const d of oldDesigns(storage)) {
    const name = names.has(d.name) ? `${d.name} (${d.hull})`.slice(0, 60) : d.name;
    names.add(name);
    // The browser library writes before its promise settles.
    void library
      .save({ kind: 'design', ruleset: 'starfire', name, body: { hull: d.hull, text: d.text } })
      .catch(() => undefined);
  }
  storage.setItem(OLD_KEY, '[]');
}

/**
 * Every saved design: the account's (as last read) and this browser's own. A corrupt or missing
 * entry reads as none.
 */
export function loadDesigns(storage: KeyValueStorage): readonly SavedDesign[] {
  moveOldDesigns(storage);
  const own = readBrowserEntries(storage).flatMap((e) => designOfEntry(e) ?? []);
  return [...accountDesigns, ...own];
}

/** Reads the account's designs again (none for the browser's library); answers every design. */
export async function refreshDesigns(
  library: Library,
  storage: KeyValueStorage,
): Promise<readonly SavedDesign[]> {
  accountDesigns =
    library.where === 'server'
      ? (await library.list('design', 'starfire')).flatMap((e) => designOfEntry(e) ?? [])
      : [];
  return loadDesigns(storage);
}

/** Saves a design into `library`, replacing one of the same name; answers every design. */
export async function saveDesign(
  library: Library,
  storage: KeyValueStorage,
  design: Omit<SavedDesign, 'id'>,
): Promise<readonly SavedDesign[]> {
  await library.save({
    kind: 'design',
    ruleset: 'starfire',
    name: design.name,
    body: { hull: design.hull, text: design.text },
  });
  return refreshDesigns(library, storage);
}

/** Deletes a design from `library`; answers every design. */
export async function deleteDesign(
  library: Library,
  storage: KeyValueStorage,
  id: string,
): Promise<readonly SavedDesign[]> {
  await library.remove(id);
  return refreshDesigns(library, storage);
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
