#!/usr/bin/env tsx
/**
 * `broadside`: verify and replay Broadside game records from the command line.
 * See `broadside --help` and docs/record-format.md.
 */
import { run } from './cli.js';

const code = await run(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
process.exitCode = code;
