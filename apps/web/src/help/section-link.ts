/**
 * Links into a ruleset's rules page. A section is named in the hash route's query, because the
 * hash already holds the route: `#/help/<ruleset>?section=<id>` opens the rules page of
 * `<ruleset>` scrolled to the element whose id is `<id>`.
 */

/** The hash URL of a ruleset's rules page, or of one section of it. */
export function helpHref(ruleset: string, section = ''): string {
  const page = `#/help/${encodeURIComponent(ruleset)}`;
  return section ? `${page}?section=${encodeURIComponent(section)}` : page;
}

/** The section a location hash names (`''` for none). */
export function sectionOf(hash: string): string {
  const query = hash.split('?', 2)[1] ?? '';
  return new URLSearchParams(query).get('section') ?? '';
}

/** The element with id `id` in `root` or in any shadow root below it, or `null`. */
export function findById(root: Document | ShadowRoot | Element, id: string): Element | null {
  const direct =
    'getElementById' in root ? root.getElementById(id) : root.querySelector(`#${CSS.escape(id)}`);
  if (direct) return direct;
  for (const el of root.querySelectorAll('*')) {
    const found = el.shadowRoot ? findById(el.shadowRoot, id) : null;
    if (found) return found;
  }
  return null;
}
