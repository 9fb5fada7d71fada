import { formatLabel as label, type Hex } from '@broadside/rules';
import type { Die, OnepageEvent, Plan } from '@broadside/rules/onepage';
import type { LogLine } from './log-line.js';
import { silenceText } from './onepage-silence.js';

/** Names a ship or missile id for the reader, e.g. `Destroyer B2`. */
export type NameOf = (id: string) => string;

/** Arrows for directions 0–5 (0 up, then clockwise). */
export const ARROWS = ['↑', '↗', '↘', '↓', '↙', '↖'] as const;

/** A path as arrows, e.g. `↗↗↘`. */
export function arrows(path: readonly number[]): string {
  return path.map((d) => ARROWS[d] ?? '?').join('');
}

const hexes = (list: readonly Hex[]) => list.map(label).join(' → ');

/** "Heavy Cruiser A1 ↗↗; Destroyer A2 holds; launches: A1 at B2". */
export function planText(plan: Plan, name: NameOf): string {
  const moves = plan.moves.map((m) => `${name(m.ship)} ${arrows(m.path)}`);
  const launches = plan.launches.map((l) => `${l.ship} → ${l.target}`);
  const parts = [moves.length > 0 ? moves.join('; ') : 'every ship holds'];
  if (launches.length > 0) parts.push(`missiles: ${launches.join(', ')}`);
  return parts.join('; ');
}

const dice = (list: readonly Die[]) => list.map((d) => d.value).join('+');

const line = (text: string, units: readonly string[], tone: LogLine['tone'] = 'info'): LogLine => ({
  text,
  units,
  tone,
});

/** "gun lost, launcher lost, 2 MP lost" for what a damage event cost; `''` for nothing. */
export function lossText(lost: { guns: number; launchers: number; mp: number }): string {
  const parts: string[] = [];
  const add = (n: number, one: string, many: string) => {
    if (n > 0) parts.push(n === 1 ? `${one} lost` : `${n} ${many} lost`);
  };
  add(lost.guns, 'gun', 'guns');
  add(lost.launchers, 'launcher', 'launchers');
  add(lost.mp, 'MP', 'MP');
  return parts.join(', ');
}

/**
 * Words for one event. Every die is spelled out with what it needed: the missile formula
 * (d6 + 3) − (target MP + d6) ≥ 0 with its damage die, each gun's d6 against 4+ and its 2d6, the
 * hull hits marked and the loss boxes they triggered.
 */
export function describeEvent(e: OnepageEvent, name: NameOf): LogLine {
  switch (e.type) {
    case 'game_created':
      return line(`Battle begins: ${e.movement} movement, ${e.turnLimit} turns.`, [], 'headline');
    case 'turn_started':
      return line(`Turn ${e.turn}`, [], 'headline');
    case 'initiative_rolled':
      return line(
        `Initiative: ${e.dice.map((d) => `${d.seat} rolls ${d.die.value}`).join(', ')}` +
          (e.dice[0]?.die.value === e.dice[1]?.die.value ? ' (tie, roll again)' : ''),
        [],
        'die',
      );
    case 'initiative_decided':
      return line(
        `Side ${e.first} lost the roll and moves first; side ${e.second} moves last.`,
        [],
      );
    case 'plot_submitted':
      if (e.timeout) return line(`Side ${e.seat} ran out of time: its ships hold.`, []);
      return e.plot
        ? line(
            `Side ${e.seat}'s plot is in (secret until both are): ${planText(e.plot, name)}.`,
            [],
          )
        : line(`Side ${e.seat} has handed in its plot.`, []);
    case 'plots_revealed':
      return line(
        `Plots revealed: ${e.plots.map((p) => `${p.seat}: ${planText(p.plot, name)}`).join(' | ')}`,
        e.plots.flatMap((p) => p.plot.moves.map((m) => m.ship)),
        'headline',
      );
    case 'move_made':
      return line(
        `Side ${e.seat} moves${e.timeout ? ' (out of time)' : ''}: ${planText(e.plan, name)}.`,
        e.plan.moves.map((m) => m.ship),
      );
    case 'ships_stepped':
      return line(
        `Step ${e.step}: ${e.moves.map((m) => `${m.ship} ${label(m.from)} → ${label(m.to)}`).join(', ')}`,
        e.moves.map((m) => m.ship),
      );
    case 'gravity_pull':
      return line(
        `Gravity: ${name(e.unit)} ended on a ${e.pull} and is pulled toward the ${e.body}, ` +
          `${label(e.from)} → ${label(e.to)}.`,
        [e.unit],
      );
    case 'ship_escaped':
      return line(`${name(e.ship)} escapes off the ${e.edge} edge.`, [e.ship], 'result');
    case 'missile_launched':
      return line(
        `${name(e.ship)} launches missile ${e.missile} at ${name(e.target)} from ${label(e.hex)} ` +
          `(${e.stockLeft} left).`,
        [e.ship, e.target],
      );
    case 'missile_moved':
      return line(`Missile ${e.missile} homes ${hexes([e.from, ...e.path])}.`, [e.missile]);
    case 'missile_attack': {
      const formula =
        `(d6 ${e.attackDie.value} + 3) − (MP ${e.targetMp} + d6 ${e.defenseDie.value}) = ` +
        `${e.total} ${e.hit ? '≥ 0: hit' : '< 0: miss'}`;
      const damage = e.damageDie ? `, damage d6 = ${e.damageDie.value}` : '';
      return line(
        `Missile ${e.missile} attacks ${name(e.target)}: ${formula}${damage}.`,
        [e.target],
        'die',
      );
    }
    case 'missile_lost':
      return line(
        `Missile ${e.missile} is lost (${e.reason === 'endurance' ? 'out of endurance' : 'its target is gone'}).`,
        [e.missile],
      );
    case 'fire_submitted':
      if (e.timeout) return line(`Side ${e.seat} ran out of time: it holds fire.`, []);
      return e.shots
        ? line(`Side ${e.seat}'s fire is in (secret until both are): ${e.shots.length} gun(s).`, [])
        : line(`Side ${e.seat} has handed in its fire orders.`, []);
    case 'fire_revealed':
      return line(
        `Fire revealed: ${e.fires
          .map(
            (f) =>
              `${f.seat}: ${f.shots.length === 0 ? 'holds fire' : f.shots.map((s) => `${s.ship} → ${s.target}`).join(', ')}`,
          )
          .join(' | ')}`,
        e.fires.flatMap((f) => f.shots.map((s) => s.ship)),
        'headline',
      );
    case 'gun_shot':
      return line(
        `${name(e.ship)}'s gun ${e.gun} rolls ${e.die.value} vs ${e.needed}+ at ${name(e.target)}: ` +
          (e.hit ? `hit, 2d6 = ${dice(e.damageDice)} = ${e.damage} damage.` : 'miss.'),
        [e.ship, e.target],
        'die',
      );
    case 'ship_silent':
      return line(silenceText(e, name), e.nearest ? [e.ship, e.nearest.ship] : [e.ship]);
    case 'damage': {
      const from = e.hitsBefore + 1;
      const to = e.hitsBefore + e.hullHits;
      const boxes = lossText(e.lost);
      const wasted = e.damage > e.hullHits ? ` (${e.damage - e.hullHits} beyond its hull)` : '';
      return line(
        `${name(e.ship)} takes ${e.damage} ${e.source} damage from ${e.by}: ` +
          `${e.hullHits} hull hit${e.hullHits === 1 ? '' : 's'}${wasted}` +
          (e.hullHits > 0 ? ` (boxes ${from}–${to})` : '') +
          `, ${e.hullLeft} hull left; ${boxes ? `loss boxes: ${boxes}` : 'no loss box'}.`,
        [e.ship],
      );
    }
    case 'ship_destroyed':
      return line(`${name(e.ship)} is destroyed.`, [e.ship], 'result');
    case 'turn_ended':
      return line(`End of turn ${e.turn}.`, []);
    case 'side_conceded':
      return line(`Side ${e.seat} concedes.`, [], 'result');
    case 'game_over':
      return line(e.result.summary, [], 'result');
  }
}
