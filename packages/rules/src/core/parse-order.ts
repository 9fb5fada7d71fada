import type { z } from 'zod';
import { err, ok, ruleError, type Result } from './result.js';

/**
 * Parses an unchecked order against a ruleset's order schema: the order, or `order/malformed`
 * naming the first problem and the path to it, the same way in every ruleset.
 */
export function parseOrder<Order>(schema: z.ZodType<Order>, input: unknown): Result<Order> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const path = (issue?.path ?? []).map((p) => (typeof p === 'number' ? p : String(p)));
  const where = path.length ? ` at ${path.join('.')}` : '';
  return err(
    ruleError(
      'order/malformed',
      `Malformed order${where}: ${issue?.message ?? 'unknown problem'}.`,
      path,
    ),
  );
}
