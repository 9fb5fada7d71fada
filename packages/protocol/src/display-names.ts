import { z } from 'zod';

/**
 * Characters no display name may hold: controls (C0, DEL, C1), format characters (which include
 * the bidirectional embeddings, overrides and isolates U+202A–202E and U+2066–2069, the marks
 * U+200E/U+200F and U+061C, and the zero-width U+200B–200D, U+2060 and U+FEFF), line and
 * paragraph separators, private-use and unassigned code points, spaces other than the plain
 * space, and the invisible Hangul fillers.
 */
const REFUSED = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\u115F\u1160\u3164\uFFA0]|(?! )\p{Zs}/u;
const REFUSED_ALL = new RegExp(REFUSED.source, 'gu');

/** Whether a name holds a character {@link displayNameSchema} refuses. */
export function hasRefusedCharacters(name: string): boolean {
  return REFUSED.test(name);
}

/** A name without its refused characters (for names stored before they were refused). */
export function withoutRefusedCharacters(name: string): string {
  return name.replace(REFUSED_ALL, '').trim();
}

/**
 * The name shown for a player (and a guest's `playerName`): normalised to NFC, trimmed, 1–40
 * characters, none of them a control, direction-changing or invisible character.
 */
export const displayNameSchema = z
  .string()
  .normalize('NFC')
  .trim()
  .min(1)
  .max(40)
  .refine(
    (name) => !hasRefusedCharacters(name),
    'must not contain control, direction-changing or invisible characters',
  );

/**
 * Common look-alikes of Latin letters and digits, as the Latin letter they pass for: Cyrillic and
 * Greek letters (after case folding), and digits that pass for letters. A small part of Unicode's
 * confusables table (UTS #39), enough for the names people type.
 */
// prettier-ignore
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', г: 'r', һ: 'h', і: 'i', ї: 'i', ј: 'j', к: 'k', л: 'n', м: 'm',
  н: 'h', о: 'o', п: 'n', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w',
  ɡ: 'g', ү: 'y', ӏ: 'l', ь: 'b', ъ: 'b', з: '3', ч: '4', ш: 'w', щ: 'w', и: 'u', д: 'a', ц: 'u',
  // Greek
  α: 'a', β: 'b', γ: 'y', δ: 'd', ε: 'e', ζ: 'z', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p',
  σ: 'o', ς: 'c', τ: 't', υ: 'u', χ: 'x', ω: 'w', μ: 'u',
  // Digits and signs that pass for letters
  '0': 'o', '1': 'l', '|': 'l', '!': 'l', '5': 's', '$': 's', '@': 'a',
  // Latin letters that pass for others
  ı: 'i', ł: 'l', ſ: 'f',
};

/** Capital Cyrillic and Greek letters whose look differs from their small letter's. */
// prettier-ignore
const CAPITAL_LOOK_ALIKES: Record<string, string> = {
  А: 'a', В: 'b', Е: 'e', К: 'k', М: 'm', Н: 'h', О: 'o', Р: 'p', С: 'c', Т: 't', Х: 'x', У: 'y',
  Α: 'a', Β: 'b', Ε: 'e', Ζ: 'z', Η: 'h', Ι: 'l', Κ: 'k', Μ: 'm', Ν: 'n', Ο: 'o', Ρ: 'p', Τ: 't',
  Υ: 'y', Χ: 'x',
};

/**
 * The confusable "skeleton" of a name: two names with the same skeleton look alike. NFKC (so
 * full-width and styled letters become plain ones), case folding, accents removed, Cyrillic and
 * Greek look-alikes mapped to Latin, `i` and `l` (and `rn` and `m`, `vv` and `w`) taken as one,
 * invisible characters and spaces dropped.
 */
export function nameSkeleton(name: string): string {
  let capitals = '';
  for (const ch of withoutRefusedCharacters(name.normalize('NFKC')))
    capitals += CAPITAL_LOOK_ALIKES[ch] ?? ch;
  const folded = capitals.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  let out = '';
  for (const ch of folded) out += LOOK_ALIKES[ch] ?? ch;
  return out
    .replace(/\s+/gu, '')
    .replace(/[i]/g, 'l')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .normalize('NFC');
}

/** Someone shown by name: the display name and the unique username behind it. */
export interface NamedPerson {
  readonly name: string;
  /**
   * The account's username; null for a player without one (a guest's seat, a bot's), who is
   * labelled with `tag` instead and never counts as the same person as anybody else.
   */
  readonly username: string | null;
  /** What stands beside the name of a player without a username: `guest` unless given. */
  readonly tag?: string;
}

/**
 * The label to show for each person of a list shown together (a tournament's players, a
 * leaderboard, a game's seats), in the same order: the display name alone, or the display name
 * with the username beside it, `Frank (frank_x)`, when another name in the list looks alike
 * ({@link nameSkeleton}) or the name holds characters refused today (a name stored before they
 * were; they are dropped from the label). A name with nothing left is shown as the username.
 * A person without a username shows their `tag` there, `Frank (guest)`.
 */
export function nameLabels(people: readonly NamedPerson[]): string[] {
  // Who is who: an account by its username, each person without one by their place in the list.
  const who = (p: NamedPerson, i: number) =>
    p.username === null ? `\u0000${i}` : p.username.toLowerCase();
  const counts = new Map<string, Set<string>>();
  people.forEach((p, i) => {
    const key = nameSkeleton(p.name);
    const users = counts.get(key) ?? new Set<string>();
    users.add(who(p, i));
    counts.set(key, users);
  });
  return people.map((p) => {
    const beside = p.username ?? p.tag ?? 'guest';
    const clean = withoutRefusedCharacters(p.name.normalize('NFC'));
    if (clean === '') return beside;
    const alike = (counts.get(nameSkeleton(p.name))?.size ?? 0) > 1;
    return alike || clean !== p.name ? `${clean} (${beside})` : p.name;
  });
}
