import type { WebRuleset } from './types.js';

/**
 * Every ruleset this client can show, by id, each loaded on first use with a dynamic `import()`
 * so the build puts each in a chunk of its own: a Starfire player never downloads another
 * ruleset's code. The ONE place a ruleset folder is named.
 */
const LOADERS: Readonly<Record<string, () => Promise<WebRuleset>>> = {
  starfire: () => import('./starfire/index.js').then((m) => m.starfireWeb),
  onepage: () => import('./onepage/index.js').then((m) => m.onepageWeb),
  startrek: () => import('./startrek/index.js').then((m) => m.startrekWeb),
  scl: () => import('./scl/index.js').then((m) => m.sclWeb),
};

/** The ruleset whose folder a link without one (`#/practice/<scenario>`, `#/designer`) means. */
export const DEFAULT_RULESET = 'starfire';

/** Pages a ruleset brings, for the shell's navigation (route name → link text). */
export const RULESET_PAGES: readonly {
  readonly ruleset: string;
  readonly page: string;
  readonly label: string;
}[] = [{ ruleset: 'starfire', page: 'designer', label: 'Ship designer' }];

const loaded = new Map<string, Promise<WebRuleset>>();

/** True when this client has a folder for the ruleset. */
export function hasWebRuleset(id: string): boolean {
  return Object.hasOwn(LOADERS, id);
}

/** The ids of the rulesets this client can show. */
export function webRulesetIds(): readonly string[] {
  return Object.keys(LOADERS);
}

/** Loads a ruleset's folder (once); `null` when this client cannot show the ruleset. */
export function loadWebRuleset(id: string): Promise<WebRuleset | null> {
  const load = Object.hasOwn(LOADERS, id) ? LOADERS[id] : undefined;
  if (!load) return Promise.resolve(null);
  let promise = loaded.get(id);
  if (!promise) {
    promise = load();
    loaded.set(id, promise);
  }
  return promise;
}
