import { formatLabel as formatHex } from '@broadside/rules';
import {
  CLASSES,
  MISSILES,
  beamPoints,
  damageDiePoints,
  type SclEvent,
  type UnitMove,
} from '@broadside/rules/scl';
import type { LogLine } from './log-line.js';
import { detectionCheckText } from './scl-detection.js';

type Name = (id: string) => string;
type Die = { readonly value: number; readonly sides: number };

const sign = (n: number) => (n >= 0 ? `+ ${n}` : `− ${-n}`);
const list = (dice: readonly Die[]) => dice.map((d) => d.value).join(', ');
/** A class's or missile type's name from its id. */
const clsName = (cls: string) =>
  CLASSES[cls]?.name ?? (MISSILES as Readonly<Record<string, { name: string }>>)[cls]?.name ?? cls;
const pts = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

/** A unit's move as steps, e.g. `F F L F` (or "holds course"). */
export function moveText(m: UnitMove): string {
  const steps = m.steps.length > 0 ? m.steps.join(' ') : 'holds course';
  const thrust = m.thrust ? ` (thrust ${sign(m.thrust)})` : '';
  const facing = m.facing !== undefined ? ` (faces ${60 * m.facing}°)` : '';
  return `${steps}${thrust}${facing}`;
}

/** Each beam die: `d6 5 + 1 = 6 → 1`, an unmodified 1 `→ 0 (a 1 always misses)`. */
function beamDice(dice: readonly Die[], modifier: number): string {
  return dice
    .map((d) =>
      d.value === 1
        ? 'd6 1 → 0 (a 1 always misses)'
        : `d6 ${d.value} ${sign(modifier)} = ${d.value + modifier} → ${beamPoints(d.value, modifier)}`,
    )
    .join('; ');
}

/** Each damage die of a missile or submunition: `d6 4 + 1 − PD 2 → 3`. */
function damageDice(dice: readonly Die[], modifier: number, pd: number): string {
  return dice
    .map((d) =>
      d.value === 1
        ? 'd6 1 → 0 (a 1 always misses)'
        : `d6 ${d.value} ${sign(modifier)}${pd > 0 ? ` − PD ${pd}` : ''} → ${damageDiePoints(d.value, modifier, pd)}`,
    )
    .join('; ');
}

const SYSTEM: Readonly<Record<string, string>> = {
  battery: 'beam battery',
  missile: 'missile system',
  submunition: 'submunition',
  hull: 'hull hit of the open row',
};

/**
 * Words for one Star Cruiser Lite event: every die is explained (beam d6 + modifier → 0/1/2
 * points, missile and submunition dice less point defense, armor saves on d10, system checks,
 * repairs, initiative).
 */
export function describeEvent(e: SclEvent, name: Name): LogLine {
  const info = (text: string, units: string[] = []): LogLine => ({ text, units, tone: 'info' });
  const die = (text: string, units: string[] = []): LogLine => ({ text, units, tone: 'die' });
  switch (e.type) {
    case 'game_created':
      return {
        text: `Star Cruiser Lite: ${e.scenario.replaceAll('_', ' ')}, ${e.movement} movement${e.rules.length ? `, optional rules: ${e.rules.join(', ')}` : ''}; ${e.turnLimit} turns.`,
        units: [],
        tone: 'headline',
      };
    case 'turn_started':
      return { text: `Turn ${e.turn} begins.`, units: [], tone: 'headline' };
    case 'prepare_submitted': {
      if (!e.content) return info(`Side ${e.seat} has handed in its damage control and launches.`);
      const c = e.content;
      const parts = [
        ...c.repairs.map(
          (r) =>
            `repair ${SYSTEM[r.system]}${r.battery !== undefined ? ` ${r.battery + 1}` : ''} of ${name(r.ship)}`,
        ),
        ...c.fullStop.map((id) => `Full Stop for ${name(id)}`),
        ...c.launches.map(
          (l) =>
            `${name(l.ship)} launches ${l.craft === 'missile' ? `${l.count ?? 1} missile${(l.count ?? 1) > 1 ? 's' : ''}` : name(l.craft)} facing ${60 * l.facing}°`,
        ),
        ...c.recover.map((id) => `recover ${name(id)}`),
      ];
      return info(
        `Side ${e.seat} prepares${e.timeout ? ' (time ran out)' : ''}: ${parts.length ? parts.join('; ') : 'nothing'}.`,
      );
    }
    case 'repair_rolled':
      return die(
        `Damage control on ${name(e.ship)}: ${SYSTEM[e.system]}${e.battery !== undefined ? ` ${e.battery + 1}` : ''} — d6 ${e.die.value} + CQ, needs 6 → ${e.repaired ? 'repaired' : 'not repaired'}.`,
        [e.ship],
      );
    case 'full_stop':
      return info(`${name(e.ship)} comes to a Full Stop (harder to detect, −2 to detection).`, [
        e.ship,
      ]);
    case 'launched':
      return info(
        `${name(e.mother)} launches ${e.count > 1 ? `a salvo of ${e.count} ` : ''}${e.unit} (${clsName(e.cls)}) in ${formatHex(e.hex)}, facing ${60 * e.facing}°.`,
        [e.unit, e.mother],
      );
    case 'recovered':
      return info(`${name(e.mother)} recovers ${name(e.unit)}.`, [e.unit, e.mother]);
    case 'initiative_rolled':
      return die(
        `Initiative: ${e.dice.map((d) => `side ${d.seat} d6 ${d.die.value}`).join(', ')} — the lower moves first among equally slow units.`,
      );
    case 'chit_drawn':
      return die(
        `Command chit drawn (d${e.die.sides} ${e.die.value} of ${e.cupBefore}): squadron ${e.squadron} of side ${e.seat} activates.`,
      );
    case 'fleet_command':
      return info(
        `Fleet commander of side ${e.seat} activates squadron ${e.squadron} instead of a chit (${e.usesLeft} use${e.usesLeft === 1 ? '' : 's'} left this turn; no chit leaves the cup).`,
      );
    case 'fleet_command_declined':
      return info(
        `Side ${e.seat} lets the next chit be drawn${e.timeout ? ' (time ran out)' : ''}.`,
      );
    case 'unit_moved':
      return info(
        `${name(e.unit)} moves ${e.path.length} hex${e.path.length === 1 ? '' : 'es'} to ${formatHex(e.path.at(-1) ?? e.from)}, facing ${60 * e.facing}°${e.speed ? `, speed ${e.speed}` : ''}${e.timeout ? ' (time ran out: holds course)' : ''}.`,
        [e.unit],
      );
    case 'unit_escaped':
      return {
        text: `${name(e.unit)} leaves the map by the ${e.edge} edge.`,
        units: [e.unit],
        tone: 'result',
      };
    case 'contact_gained':
      return info(`Side ${e.seat} detects ${e.unit} (${clsName(e.cls)}) in ${formatHex(e.hex)}.`, [
        e.unit,
      ]);
    case 'detection_check':
      return info(
        detectionCheckText(e, name),
        e.target === null ? [e.detector] : [e.detector, e.target],
      );
    case 'contact_lost':
      return info(`Side ${e.seat} loses contact with ${name(e.unit)}.`, [e.unit]);
    case 'fire_submitted': {
      if (!e.content) return info(`Side ${e.seat} has handed in its fire orders.`);
      const c = e.content;
      const n = c.beams.length + c.submunitions.length + c.missiles.length;
      return info(
        `Side ${e.seat} fire orders${e.timeout ? ' (time ran out)' : ''}: ${n} attack${n === 1 ? '' : 's'}, ${c.pointDefense.length} batter${c.pointDefense.length === 1 ? 'y' : 'ies'} in point defense.`,
      );
    }
    case 'beam_shot': {
      const who = e.firer
        ? `${name(e.firer)}${e.battery !== null ? ` battery ${e.battery + 1}` : ''}`
        : `An undetected side ${e.firerSide} unit`;
      const weapon = e.laserMissile ? 'laser missile' : 'beam';
      const detail =
        e.modifier !== null
          ? `range ${e.range ?? '?'}, modifier ${sign(e.modifier)}: ${beamDice(e.dice, e.modifier)}`
          : `d6 ${list(e.dice)}`;
      return die(
        `${who} fires ${weapon} at ${name(e.target)}: ${detail} (1–3: 0, 4–6: 1, 7+: 2) → ${pts(e.points)}.`,
        [e.firer ?? '', e.target].filter(Boolean),
      );
    }
    case 'submunition_shot':
    case 'missile_attack': {
      const what = e.type === 'missile_attack' ? 'missile attack' : 'submunition';
      const who = e.firer ? name(e.firer) : `An undetected side ${e.firerSide} unit`;
      const detail =
        e.modifier !== null
          ? `range ${e.range ?? '?'}, modifier ${sign(e.modifier)}${e.pd > 0 ? `, point defense −${e.pd} per die` : ''}: ${damageDice(e.dice, e.modifier, e.pd)}`
          : `d6 ${list(e.dice)}${e.pd > 0 ? `, point defense −${e.pd} per die` : ''}`;
      return die(
        `${who} ${what} on ${name(e.target)}: ${detail} → ${pts(e.points)}.`,
        [e.firer ?? '', e.target].filter(Boolean),
      );
    }
    case 'attack_cancelled':
      return info(`${name(e.unit)}'s attack is cancelled: ${e.reason}.`, [e.unit]);
    case 'armor_saves':
      return die(
        `Armor ${e.armor} of ${name(e.unit)} against ${pts(e.points)}${e.ap ? ` (armor penetration ${e.ap})` : ''}: d10 ${list(e.dice)} — a point is stopped on d10${e.ap ? ` + ${e.ap}` : ''} ≤ ${e.armor} (10 never) → ${e.saved} saved, ${e.points - e.saved} through.`,
        [e.unit],
      );
    case 'damage_applied': {
      const added = e.hits - e.hitsBefore;
      return info(
        `${name(e.unit)} takes ${added} hit${added === 1 ? '' : 's'} (${e.hitsBefore} → ${e.hits} marked); ${e.rowsFilled} row${e.rowsFilled === 1 ? '' : 's'} filled.`,
        [e.unit],
      );
    }
    case 'unit_destroyed':
      return { text: `${name(e.unit)} is destroyed.`, units: [e.unit], tone: 'result' };
    case 'system_check':
      return die(
        `System check of ${name(e.unit)} (row ${e.row} filled): each system survives on d6 − CQ ≤ ${e.survivesOn}: ${
          e.rolls.length === 0
            ? 'no systems left to check'
            : e.rolls
                .map(
                  (r) =>
                    `${SYSTEM[r.system]} ${r.index + 1} d6 ${r.die.value} ${r.survived ? 'survives' : 'destroyed'}`,
                )
                .join('; ')
        }.`,
        [e.unit],
      );
    case 'missile_lost':
      return info(
        `${name(e.unit)} is lost (${e.reason === 'endurance' ? 'out of endurance' : 'its system check failed'}).`,
        [e.unit],
      );
    case 'turn_ended':
      return info(`Turn ${e.turn} ends.`);
    case 'side_conceded':
      return { text: `Side ${e.seat} concedes.`, units: [], tone: 'result' };
    case 'game_over':
      return { text: `Game over: ${e.result.summary}`, units: [], tone: 'result' };
  }
}
