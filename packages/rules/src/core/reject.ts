import { err, ruleError, type RuleError } from './result.js';

/**
 * A ruleset's `reject`: a failed result whose code is one of the ruleset's documented order
 * error codes, with a human message and the path into the order.
 */
export function rejecter<Code extends string>(): (
  code: Code,
  message: string,
  path?: readonly (string | number)[],
) => { readonly ok: false; readonly error: RuleError } {
  return (code, message, path = []) => err(ruleError(code, message, path));
}
