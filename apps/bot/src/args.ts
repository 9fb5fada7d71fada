import { parseArgs } from 'node:util';
import { botOptionsSchema, type BotOptions } from './options.js';

/** The usage line. */
export const USAGE =
  'usage: pnpm bot --url <http(s)://host> --game <id> --seat-token <token> ' +
  '[--level random|easy|hard] [--budget-ms N] [--seed S] [--nonce HEX] [--verbose]';

/**
 * Reads the command line into checked options, or an error message naming the bad argument.
 */
export function readArgs(
  argv: readonly string[],
): { ok: true; options: BotOptions } | { ok: false; message: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        url: { type: 'string' },
        game: { type: 'string' },
        'seat-token': { type: 'string' },
        level: { type: 'string' },
        'budget-ms': { type: 'string' },
        seed: { type: 'string' },
        nonce: { type: 'string' },
        verbose: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
  const v = parsed.values;
  const checked = botOptionsSchema.safeParse({
    url: v.url,
    game: v.game,
    seatToken: v['seat-token'],
    ...(v.level !== undefined ? { level: v.level } : {}),
    ...(v['budget-ms'] !== undefined ? { budgetMs: v['budget-ms'] } : {}),
    ...(v.seed !== undefined ? { seed: v.seed } : {}),
    ...(v.nonce !== undefined ? { nonce: v.nonce } : {}),
    verbose: v.verbose ?? false,
  });
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return { ok: false, message: `${issue?.path.join('.') || 'arguments'}: ${issue?.message}` };
  }
  return { ok: true, options: checked.data };
}
