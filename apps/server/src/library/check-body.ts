import { designTextBodySchema, serverError, type LibraryKind } from '@broadside/protocol';
import type { AnyRuleset } from '@broadside/rules';
import { HttpError, zodIssueToWire } from '../http/errors.js';

/**
 * Checks the body of an entry with its ruleset before it is kept, and answers the body to store.
 * A scenario is a set-up the ruleset's `parseSetup` accepts (its error comes back with the path
 * under `body`). A design of a ruleset that checks designs as text (`checkDesign`, Starfire) is
 * `{hull, text}` with a valid design string, stored in its canonical form. Other rulesets' designs
 * are only held to the size limit of the draft schema: their rules expose no design check.
 */
export function checkLibraryBody(ruleset: AnyRuleset, kind: LibraryKind, body: unknown): unknown {
  if (kind === 'scenario') {
    const setup = ruleset.parseSetup(body);
    if (!setup.ok) throw new HttpError({ ...setup.error, path: ['body', ...setup.error.path] });
    return body;
  }
  if (!ruleset.checkDesign) return body;
  const shaped = designTextBodySchema.safeParse(body);
  if (!shaped.success) throw new HttpError(zodIssueToWire(shaped.error, ['body']));
  const checked = ruleset.checkDesign(shaped.data.hull, shaped.data.text);
  if (!checked) {
    throw new HttpError(
      serverError('request/invalid', `No hull "${shaped.data.hull}" in ${ruleset.name}.`, [
        'body',
        'hull',
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
  return { hull: shaped.data.hull, text: checked.text };
}
