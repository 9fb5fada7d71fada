import { decodeShareCode, encodeShareCode, type SharedItem } from '@broadside/protocol';

/**
 * Links between the scenario library, the lobby and the scenario editor. A set-up travels as its
 * share code: `#/?setup=<code>` opens the lobby's create form with it, and
 * `#/scenarios/edit/<ruleset>?code=<code>` opens it in the scenario editor.
 */

/** The share code of a scenario: a whole set-up of a ruleset, under a name. */
export function scenarioCode(ruleset: string, name: string, setup: unknown): string {
  return encodeShareCode({ kind: 'scenario', ruleset, name, body: setup });
}

/** The lobby link that fills the create form with a scenario's set-up. */
export function playHref(code: string): string {
  return `#/?setup=${encodeURIComponent(code)}`;
}

/** The scenario editor's link for a scenario. */
export function editorHref(ruleset: string, code: string): string {
  return `#/scenarios/edit/${encodeURIComponent(ruleset)}?code=${encodeURIComponent(code)}`;
}

/**
 * The scenario a lobby location hash carries (`#/?setup=<code>`), or null when it carries none
 * or a code that is not a scenario.
 */
export function setupOfHash(hash: string): SharedItem | null {
  const query = hash.replace(/^#\/?/, '').split('?', 2)[1];
  const code = query ? new URLSearchParams(query).get('setup') : null;
  if (!code) return null;
  const decoded = decodeShareCode(code);
  return decoded.ok && decoded.value.kind === 'scenario' ? decoded.value : null;
}
