import { formatLabel, type Hex } from '@broadside/rules';
import { type Die, type StarfireEvent } from '@broadside/rules/starfire';

import type { LogLine } from './log-line.js';
import { cannotFireText } from './starfire-silence.js';

export type { LogLine };

/** Turns a unit id into a readable name, e.g. `A1` → `CT Lancer`. */
export type NameOf = (unitId: string) => string;

const PHASE_NAMES = {
  declaration: 'Declarations',
  movement: 'Movement',
  shelter: 'Shelter',
  combat: 'Combat',
} as const;

const DECLARATION_NAMES = {
  hard_turn: 'a Hard Turn',
  engine_modulation: 'Engine Modulation',
} as const;

const SYSTEM_WORDS: Readonly<Record<string, string>> = {
  S: 'shield',
  A: 'armor',
  D: 'point defense',
  E: 'energy beam',
  F: 'force beam',
  G: 'sprint missile launcher',
  H: 'cargo hold',
  I: 'drive',
  L: 'laser',
  Mg: 'magazine',
  Pt: 'plasma torpedo launcher',
  Q: 'crew quarters',
  R: 'missile launcher',
  X: 'science instruments',
  Y: 'combat sensors',
  Z: 'datalink',
};

function hexText(h: Hex): string {
  return formatLabel(h);
}

/** "rolled 4 (d10 #12)" — the value, the die and its roll number, so anyone can check it. */
export function dieText(die: Die): string {
  return `rolled ${die.value} (d${die.sides} #${die.k})`;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Design text per hull, as `CT S(I)LQ, DD …`. */
function fleetText(designs: Partial<Record<string, string>>): string {
  return Object.entries(designs)
    .map(([hull, text]) => `${hull} ${text ?? ''}`)
    .join(', ');
}

/**
 * True when the winner of the initiative tied on the roll just before (`previous`) and won by
 * the tie rule: the side that did worse the turn before wins. On turn 1 a tie is rolled again,
 * so the roll before the decision never ties for its winner then.
 */
function wonTie(order: readonly string[], previous: StarfireEvent | undefined): boolean {
  if (previous?.type !== 'initiative_rolled') return false;
  const value = (side: string | undefined) => previous.dice.find((d) => d.side === side)?.die.value;
  const winner = value(order[0]);
  return (
    winner !== undefined && previous.dice.some((d) => d.side !== order[0] && d.die.value === winner)
  );
}

/**
 * Explains one event in a sentence. `previous` is the event just before it in the log, when known. Every die shows what it needed, what it rolled and its
 * roll number (the dice are verifiable from the seed after the game).
 */
export function describeEvent(e: StarfireEvent, name: NameOf, previous?: StarfireEvent): LogLine {
  const info = (text: string, units: readonly string[] = []): LogLine => ({
    text,
    units,
    tone: 'info',
  });
  switch (e.type) {
    case 'game_created':
      return { text: `The battle is set: sides ${list(e.sides)}.`, units: [], tone: 'headline' };
    case 'fleet_chosen':
      if (e.hidden || !e.designs)
        return info(`Side ${e.side} chose its fleet (secret until all have chosen).`);
      return info(
        `Side ${e.side} ${e.timeout ? 'ran out of time and keeps the default designs' : 'chose its fleet'}: ${fleetText(e.designs)}.`,
      );
    case 'fleets_revealed':
      return {
        text: `Fleets revealed: ${Object.entries(e.fleets)
          .map(([side, designs]) => `side ${side} ${fleetText(designs)}`)
          .join('; ')}.`,
        units: [],
        tone: 'headline',
      };
    case 'transit_order_written':
      return info(
        e.units
          ? `Side ${e.side} wrote its transit order: ${e.units.map(name).join(', ')}.`
          : `Side ${e.side} wrote its hidden transit order.`,
        e.units ?? [],
      );
    case 'warp_point_placed':
      return info(`Side ${e.side} places warp point ${e.warpPoint + 1} at ${hexText(e.hex)}.`);
    case 'unit_deployed':
      return info(`${name(e.unit)} deployed at ${hexText(e.hex)} facing ${e.facing}.`, [e.unit]);
    case 'turn_started':
      return { text: `Turn ${e.turn} begins.`, units: [], tone: 'headline' };
    case 'initiative_rolled':
      return {
        text: `Initiative: ${e.dice.map((d) => `side ${d.side} ${dieText(d.die)}`).join('; ')}.`,
        units: [],
        tone: 'die',
      };
    case 'initiative_decided': {
      const how =
        e.by === 'roll'
          ? wonTie(e.order, previous)
            ? 'by the tie rule (the roll tied; it did worse last turn)'
            : 'by the roll'
          : e.by === 'scenario'
            ? 'by the scenario'
            : 'alone';
      return info(
        `Side ${e.order[0] ?? '?'} has the initiative ${how}: it moves last and fires first (order ${e.order.join(' › ')}).`,
      );
    }
    case 'phase_started':
      return { text: `${PHASE_NAMES[e.phase]} phase.`, units: [], tone: 'headline' };
    case 'declared':
      return info(
        `${name(e.unit)} declares ${DECLARATION_NAMES[e.declaration]} (${e.mp} MP this turn).`,
        [e.unit],
      );
    case 'declarations_done':
      return info(`Side ${e.side} has declared.`);
    case 'unit_stepped': {
      const where =
        e.action === 'forward'
          ? `moves ${hexText(e.from)} → ${hexText(e.to)}`
          : `stays in ${hexText(e.to)}`;
      const turn = e.turned ? `, turns to face ${e.facing}` : '';
      return info(`${name(e.unit)} ${where}${turn}; ${e.mpLeft} MP left.`, [e.unit]);
    }
    case 'unit_transited':
      return info(
        `${name(e.unit)} comes through warp point ${e.warpPoint + 1} at ${hexText(e.hex)} facing ${e.facing}; ${e.mpLeft} MP left.`,
        [e.unit],
      );
    case 'units_waited':
      return info(
        `${list(e.units.map(name))} wait${e.units.length === 1 ? 's' : ''} to transit.`,
        e.units,
      );
    case 'unit_exited':
      return info(`${name(e.unit)} leaves through warp point ${e.warpPoint + 1}.`, [e.unit]);
    case 'unit_left_map':
      return info(
        `${name(e.unit)} leaves the map by the ${e.edge} edge${e.status === 'escaped' ? ' and escapes' : ''}.`,
        [e.unit],
      );
    case 'sheltered':
      return info(
        e.units.length > 0
          ? `Side ${e.side} shelters ${list(e.units.map(name))} behind a planet or moon.`
          : `Side ${e.side} shelters no ship.`,
        e.units,
      );
    case 'shot': {
      const datalink = e.toHitRange !== e.range ? ` (datalink range ${e.toHitRange})` : '';
      const mods = e.modifiers !== 0 ? `, modifiers ${signed(e.modifiers)}` : '';
      const verdict = e.die.success ? 'hit' : 'miss';
      const ammo =
        e.munitionsLeft === null
          ? ''
          : ` (${e.munitionsLeft} left${e.reloadFrom !== null ? ', reloaded from the magazine' : ''})`;
      return {
        text: `${name(e.firer)} fires ${e.weapon}${ammo} at ${name(e.target)}: range ${e.range}${datalink}${mods}, to-hit ${e.die.needed ?? '?'}, ${dieText(e.die)}: ${verdict}.`,
        units: [e.firer, e.target],
        tone: 'die',
      };
    }
    case 'passed':
      return info(`${name(e.unit)} holds its fire.`, [e.unit]);
    case 'cannot_fire':
      return info(cannotFireText(e, name), e.nearest ? [e.unit, e.nearest.unit] : [e.unit]);
    case 'point_defense_awaited': {
      const incoming = (['R', 'G', 'Pt'] as const)
        .filter((w) => e[w] > 0)
        .map((w) => `${e[w]} ${w}`);
      return info(
        `${name(e.defender)} may use Point Defense against ${list(incoming)} from ${name(e.firer)}.`,
        [e.defender, e.firer],
      );
    }
    case 'intercept':
      return {
        text: `${name(e.defender)} Point Defense (system ${e.slot + 1}, option ${e.option}) against ${e.munition}: needed ${e.die.needed ?? '?'}, ${dieText(e.die)}: ${e.die.success ? 'intercepted' : 'missed'}.`,
        units: [e.defender],
        tone: 'die',
      };
    case 'damage': {
      const hits = e.systems.map(
        (s) => `${SYSTEM_WORDS[s.code] ?? s.code} ${s.now === 'offline' ? 'offline' : 'destroyed'}`,
      );
      const wasted = e.wasted > 0 ? ` (${e.wasted} wasted)` : '';
      return info(
        `${name(e.target)} takes ${e.points} damage from ${name(e.firer)}'s ${e.weapon}: ${hits.length > 0 ? hits.join(', ') : 'nothing left to hit'}${wasted}.`,
        [e.target, e.firer],
      );
    }
    case 'reloads_lost':
      return info(`${name(e.unit)} loses ${e.reloads} reloads with its magazine.`, [e.unit]);
    case 'unit_destroyed':
      return {
        text: `${name(e.unit)} is destroyed${e.wreck ? ' (a drifting wreck)' : ''}.`,
        units: [e.unit],
        tone: 'result',
      };
    case 'shield_restored':
      return info(`${name(e.unit)} brings a shield back online.`, [e.unit]);
    case 'turn_ended':
      return info(`Turn ${e.turn} ends.`);
    case 'side_conceded':
      return {
        text: `Side ${e.side} ${e.timeout ? 'ran out of time' : 'concedes'}.`,
        units: [],
        tone: 'result',
      };
    case 'game_over':
      return { text: e.result.summary, units: [], tone: 'result' };
  }
}
