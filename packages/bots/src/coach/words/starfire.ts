import { formatLabel, neighbor } from '@broadside/rules';
import {
  WEAPON_CHART,
  assessShot,
  findUnit,
  interceptOption,
  type StarfireOrder,
  type StarfireState,
} from '@broadside/rules/starfire';
import { listed, typeWords, type Phrase, type Words } from './phrase.js';

/**
 * A weapon's chart name in the singular, lower case: "Laser Beams" → "laser beam", "Plasma
 * Torpedoes" → "plasma torpedo".
 */
export function weaponName(code: keyof typeof WEAPON_CHART): string {
  return WEAPON_CHART[code].name.toLowerCase().replace(/oes$/, 'o').replace(/s$/, '');
}

/**
 * One shot in the Weapon Chart's terms: a d10 equal to or less than the to-hit number hits (the
 * rules' own assessment, with range, datalink and modifiers), for the chart's damage.
 */
export function weaponShot(
  state: StarfireState,
  firer: string,
  slot: number,
  target: string,
): Phrase {
  const a = findUnit(state, firer);
  const b = findUnit(state, target);
  const assessed = a && b ? assessShot(state, a, slot, b) : null;
  if (!assessed?.ok) return { text: `${firer} fires slot ${slot} at ${target}`, reason: null };
  const s = assessed.shot;
  const text = `${firer} fires its ${weaponName(s.weapon)} at ${target}`;
  const range =
    s.toHitRange === s.range
      ? `range ${s.range}`
      : `range ${s.range} (${s.toHitRange} by datalink)`;
  const damage = s.damage === 1 ? '1 system' : `${s.damage} systems`;
  return { text, reason: `${s.toHit} or less on a d10 at ${range}, ${damage} on a hit` };
}

/** Starfire orders in the Quick Start Rules' terms: weapon chart numbers, steps, warp point. */
export const starfireWords: Words = (raw, _seat, raw2) => {
  const state = raw as StarfireState;
  const order = raw2 as StarfireOrder;
  switch (order.type) {
    case 'fire': {
      const shots = order.shots.map((s) => ({
        target: s.target,
        phrase: weaponShot(state, order.unit, s.slot, s.target),
      }));
      // One clause per target: "B8 fires its laser beam and standard missile at A3".
      const byTarget = new Map<string, string[]>();
      for (const s of shots) {
        const weapon = s.phrase.text
          .replace(`${order.unit} fires `, '')
          .replace(` at ${s.target}`, '');
        byTarget.set(s.target, [...(byTarget.get(s.target) ?? []), weapon]);
      }
      const clauses = [...byTarget].map(([t, w]) => `${listed(w)} at ${t}`);
      return {
        text: `${order.unit} fires ${clauses.join('; ')}`,
        reason: shots[0]?.phrase.reason ?? null,
      };
    }
    case 'pass':
      return { text: `${order.unit} holds its fire`, reason: null };
    case 'step': {
      const unit = findUnit(state, order.unit);
      const turn =
        order.facing && unit?.facing && order.facing !== unit.facing
          ? `, turning to ${order.facing}`
          : '';
      if (order.action === 'forward' && unit?.hex && unit.facing) {
        const to = neighbor(unit.hex, unit.facing);
        return { text: `${order.unit} moves to ${formatLabel(to)}${turn}`, reason: null };
      }
      if (order.action === 'stay') return { text: `${order.unit} stays${turn}`, reason: null };
      if (order.action === 'transit')
        return { text: `${order.unit} comes through the warp point`, reason: null };
      if (order.action === 'exit')
        return { text: `${order.unit} leaves through the warp point`, reason: null };
      return { text: `${order.unit} moves${turn}`, reason: null };
    }
    case 'deploy':
      return {
        text: `deploy ${order.unit} at ${formatLabel(order.hex)} facing ${order.facing}`,
        reason: null,
      };
    case 'place_warp_point':
      return { text: `place the warp point at ${formatLabel(order.hex)}`, reason: null };
    case 'transit_order':
      return { text: `transit in the order ${order.units.join(', ')}`, reason: null };
    case 'declare': {
      const parts = [
        ...order.hardTurn.map((u) => `${u} makes a hard turn`),
        ...order.engineModulation.map((u) => `${u} uses engine modulation`),
      ];
      return { text: parts.length === 0 ? 'declare nothing' : listed(parts), reason: null };
    }
    case 'shelter':
      return {
        text:
          order.units.length === 0
            ? 'shelter no ship'
            : `${listed(order.units)} shelter behind the planet`,
        reason: null,
      };
    case 'point_defense': {
      if (order.intercepts.length === 0) return { text: 'no point defense', reason: null };
      const rows = order.intercepts.map((i) => interceptOption(i.option));
      const first = rows[0];
      return {
        text: `point defense: ${listed(order.intercepts.map((i) => `option ${i.option}`))}`,
        reason: first
          ? `option ${first.option} intercepts ${first.count} ${first.munition} on ${first.interceptOn} or less`
          : null,
      };
    }
    case 'choose_fleet':
      return { text: 'choose the fleet', reason: null };
    default:
      return { text: typeWords(order), reason: null };
  }
};
