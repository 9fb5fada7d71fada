#!/usr/bin/env -S npx tsx
/**
 * `pnpm bot --url <http(s)://host> --game <id> --seat-token <token> [--level easy|hard]
 * [--budget-ms N]`: plays one seat of a Broadside game with a bot from @broadside/bots until the
 * game ends. Exit code 0 when the game finished, 1 when the server refused the seat, 2 for bad
 * arguments.
 */
import { readArgs, USAGE } from './args.js';
import { GameClient } from './game-client.js';

const args = readArgs(process.argv.slice(2).filter((a) => a !== '--'));
if (!args.ok) {
  process.stderr.write(`${args.message}\n${USAGE}\n`);
  process.exit(2);
}
const client = new GameClient(args.options, (line) => process.stderr.write(`${line}\n`));
process.on('SIGINT', () => client.stop());
const outcome = await client.run();
process.stdout.write(
  `${outcome.status}: ${outcome.result?.summary ?? outcome.reason ?? ''} ` +
    `(${outcome.orders} orders, ${outcome.rejected} refused, ${outcome.reconnects} reconnects)\n`,
);
process.exit(outcome.status === 'finished' ? 0 : 1);
