import {
  DESIGN_KIND_FIELD,
  designTextBody,
  readDesignText,
  serverError,
  type LibraryKind,
} from '@broadside/protocol';
import type { AnyRuleset } from '@broadside/rules';
import { HttpError, zodIssueToWire } from '../http/errors.js';

/**
 * Checks the body of an entry with its ruleset before it is kept, and answers the body to store.
 * A scenario is a set-up the ruleset's `parseSetup` accepts (its error comes back with the path
 * under `body`). A design of a ruleset that checks designs as text (`checkDesign`) is a unit kind
 * and a valid design string (`readDesignText`), stored in its canonical form. Other rulesets' designs
 * are only held to the size limit of the draft schema: their rules expose no design check.
 */
export function checkLibraryBody(ruleset: AnyRuleset, kind: LibraryKind, body: unknown): unknown {
  if (kind === 'scenario') {
    const setup = ruleset.parseSetup(body);
    if (!setup.ok) throw new HttpError({ ...setup.error, path: ['body', ...setup.error.path] });
    return body;
  }
  if (!ruleset.checkDesign) return body;
  const design = readDesignText(body);
  if (!design.ok) throw new HttpError(zodIssueToWire(design.error, ['body']));
  const checked = ruleset.checkDesign(design.kind, design.text);
  if (!checked) {
    throw new HttpError(
      serverError('request/invalid', `No unit kind "${design.kind}" in ${ruleset.name}.`, [
        'body',
        DESIGN_KIND_FIELD,
      ]),
    );
  }
  if (!checked.ok) {
    const first = checked.errors[0]!;
    throw new HttpError({
      code: first.code,
      message: `${first.message} (at character ${first.position})`,
      path: ['body', 'text'],
    });
  }
  return designTextBody(design.kind, checked.text);
}
