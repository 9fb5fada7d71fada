import { html, type TemplateResult } from 'lit';
import {
  BASE_FORBIDDEN_SYSTEMS,
  FREIGHTER_SYSTEMS,
  HULL_CODES,
  HULLS,
  RESTRICTED_MOUNTS,
  SYSTEMS,
  type HullCode,
} from '@broadside/rules/starfire';
import { rulesLink } from './links.js';

/** Hull codes joined for a sentence, e.g. `ES, CT and FT1`. */
function hullList(codes: readonly HullCode[]): string {
  if (codes.length <= 1) return codes.join('');
  return `${codes.slice(0, -1).join(', ')} and ${codes.at(-1) ?? ''}`;
}

/** Hulls grouped by the number of crew quarters they need, e.g. `1 → ES, CT, FT1, FT2`. */
export function quartersByCount(): readonly {
  readonly count: number;
  readonly hulls: readonly HullCode[];
}[] {
  const counts = [...new Set(HULL_CODES.map((h) => HULLS[h].requiredQuarters))].sort(
    (a, b) => a - b,
  );
  return counts.map((count) => ({
    count,
    hulls: HULL_CODES.filter((h) => HULLS[h].requiredQuarters === count),
  }));
}

/** The restricted-arc mounts, e.g. `ES: F+, L+, E+`. */
export function restrictedMounts(): readonly {
  readonly hull: HullCode;
  readonly weapons: string;
}[] {
  return HULL_CODES.filter((h) => RESTRICTED_MOUNTS[h].length > 0).map((hull) => ({
    hull,
    weapons: RESTRICTED_MOUNTS[hull].map((w) => `${w}+`).join(', '),
  }));
}

const codes = (list: readonly string[]) =>
  list.map((c) => `${c} (${SYSTEMS[c as keyof typeof SYSTEMS].name})`).join(', ');

/** The construction rules (QSR, "Ship Design"), with the numbers from the package's tables. */
export function constructionRules(): TemplateResult {
  const warships = HULL_CODES.filter((h) => HULLS[h].kind === 'warship');
  const freighters = HULL_CODES.filter((h) => HULLS[h].kind === 'freighter');
  const bases = HULL_CODES.filter((h) => HULLS[h].kind === 'base');
  return html`<ol>
      <li>
        <strong>Pick a hull.</strong> Its systems may take up to its hull spaces, and its speed may
        not pass its Max MP (${rulesLink('hulls', 'Hull Chart')}).
      </li>
      <li>
        <strong>Fill it with systems</strong>, each taking the hull spaces of the
        ${rulesLink('systems', 'System Chart')}.
      </li>
      <li>
        <strong>Order.</strong> Shields (S) come first, then armor (A), then the Datalink (Z) as the
        first internal system. Everything else may follow in any order, and that order is the order
        damage takes them.
      </li>
      <li>
        <strong>Crew quarters.</strong>
        ${quartersByCount().map(
          (q) => html`${hullList(q.hulls)} need ${q.count} Q${q.count === 1 ? '' : 's'}; `,
        )}
      </li>
      <li>
        <strong>Who mounts what.</strong> Warships (${hullList(warships)}) must mount at least one
        drive (I) and their quarters. Freighters (${hullList(freighters)}) may mount only
        ${codes(FREIGHTER_SYSTEMS)}, and take double damage. Bases (${hullList(bases)}) may not
        mount ${codes(BASE_FORBIDDEN_SYSTEMS)}, never move and have no blindspot.
      </li>
      <li>
        <strong>Engine rooms.</strong> Drives are written in rooms, in parentheses: one drive per
        room <code>(I)</code> on the small hulls, alternating <code>(I)</code> and
        <code>(II)</code> on a light cruiser with the rightmost <code>(II)</code>, and two
        <code>(II)</code> on a heavy cruiser. Each room gives the MP of the Hull Chart's "MP per
        room" while all its drives are intact; the speed is their sum.
      </li>
      <li>
        <strong>Restricted arc.</strong> Some weapons are too big for a turret on a small hull and
        fire only into the front 120°, written with a <code>+</code>:
        ${restrictedMounts().map((m) => html`on ${m.hull}, <code>${m.weapons}</code>; `)} the mark
        follows from hull and weapon, so the designer adds it for you.
      </li>
    </ol>
    <p>Build and check your own designs in the <a href="#/designer">ship designer</a>.</p>`;
}
