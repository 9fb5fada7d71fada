/**
 * Forbidden imports between the web client's folders (see the root .dependency-cruiser.cjs).
 *
 * The ruleset contract (`src/rulesets/types.ts` and the types it is built of in
 * `src/rulesets/contract/`) sits below the shell: the shell (app, game, net, replay, lobby …)
 * implements it and each ruleset's folder fills it in, so the contract itself names neither.
 * Ruleset folders meet only through the registry and the contract, never each other.
 */
const CONTRACT = '^apps/web/src/rulesets/(types\\.ts$|contract/)';

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
module.exports = [
  {
    name: 'web-contract-below-shell',
    comment:
      'The ruleset contract (rulesets/types.ts, rulesets/contract/) imports nothing else of the ' +
      'web client: the shell and the ruleset folders depend on it, not the other way round.',
    severity: 'error',
    from: { path: CONTRACT },
    to: { path: '^apps/web/src/', pathNot: CONTRACT },
  },
  {
    name: 'web-ruleset-folders-apart',
    comment:
      "A ruleset's folder does not import another ruleset's folder; what they share belongs in " +
      'the shell (map, ui, game) or the rules package.',
    severity: 'error',
    from: { path: '^apps/web/src/rulesets/([^/]+)/', pathNot: '^apps/web/src/rulesets/contract/' },
    to: {
      path: '^apps/web/src/rulesets/([^/]+)/',
      pathNot: ['^apps/web/src/rulesets/$1/', '^apps/web/src/rulesets/contract/'],
    },
  },
  {
    name: 'web-no-cycles',
    comment: 'No import cycles in the web client, type-only imports included.',
    severity: 'error',
    from: { path: '^apps/web/src/' },
    to: { circular: true },
  },
];
