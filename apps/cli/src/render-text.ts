import {
  formatLabel,
  type GameRecord,
  type ReplayOutcome,
  type ReplayStep,
} from '@broadside/rules';

/** True for an axial hex `{q, r}`, which is printed as its map label. */
function isHex(value: unknown): value is { q: number; r: number } {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    Number.isInteger((value as { q?: unknown }).q) &&
    Number.isInteger((value as { r?: unknown }).r)
  );
}

/** A value in one short readable piece: hexes as `CCRR`, lists in brackets, objects as JSON. */
export function renderValue(value: unknown): string {
  if (isHex(value)) return formatLabel(value);
  if (Array.isArray(value)) return `[${value.map(renderValue).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value).map(([key, inner]) => `${key}: ${renderValue(inner)}`);
    return `{${fields.join(', ')}}`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An order or event: its `type` first, then `key=value` for every other field. */
export function renderTyped(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return renderValue(value);
  const { type, ...rest } = value as Record<string, unknown>;
  const fields = Object.entries(rest).map(([key, inner]) => `${key}=${renderValue(inner)}`);
  return [typeof type === 'string' ? type : '?', ...fields].join(' ');
}

function renderStep(step: ReplayStep): string[] {
  const time = step.at ? step.at.replace(/^\d{4}-\d{2}-\d{2}T/, '').replace(/\.\d+/, '') : '';
  const head =
    step.kind === 'create'
      ? `#0 game created`
      : step.kind === 'timeout'
        ? `#${step.seq} ${time} ${step.seat}: timed out`
        : step.kind === 'adjudication'
          ? `#${step.seq} ${time} the organiser adjudicated the game`
          : `#${step.seq} ${time} ${step.seat}: ${renderTyped(step.order)}`;
  const lines = [head];
  if (step.dice.length > 0)
    lines.push(`    dice: ${step.dice.map((d) => `d${d.sides}#${d.k}=${d.value}`).join(' ')}`);
  for (const event of step.events) lines.push(`    - ${renderTyped(event)}`);
  return lines;
}

/** The whole replay as readable text, one line per order and per event. */
export function renderReplay(record: GameRecord, outcome: ReplayOutcome): string {
  const lines = [
    `Broadside game record (format ${record.formatVersion}): ${record.ruleset.id} ${record.ruleset.version}`,
    `Game ${record.game.id ?? '(no id)'}, created ${record.game.createdAt}`,
    `Seats: ${record.seats.map((s) => `${s.seat} = ${s.name}`).join(', ')}`,
    `Dice commitment ${record.dice.commitment}`,
    '',
  ];
  for (const step of outcome.steps) lines.push(...renderStep(step));
  lines.push('');
  if (outcome.error) lines.push(`Replay stopped: ${outcome.error.message} [${outcome.error.code}]`);
  else if (outcome.result)
    lines.push(`Result: ${outcome.result.summary} (${outcome.result.reason})`);
  else lines.push('The game is not over.');
  return `${lines.join('\n')}\n`;
}
