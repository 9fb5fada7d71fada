import { formatLabel } from '@broadside/rules';
import {
  beamModifier,
  engagement,
  strikeModifier,
  traceMove,
  type SclOrder,
  type SclState,
  type Unit,
} from '@broadside/rules/scl';
import { listed, signed, typeWords, type Phrase, type Words } from './phrase.js';

function unit(state: SclState, id: string): Unit | undefined {
  return state.units.find((u) => u.id === id);
}

/**
 * Beam Batteries: "1, 2, 3: no damage; 4, 5, 6: 1 point of damage; 7 and higher: 2 points … An
 * unmodified roll of 1 is always a miss", the cumulative modifier added to the die. The roll a
 * die needs for one point, and for two (`null` when a d6 cannot reach it).
 */
export function beamRolls(modifier: number): { one: number | null; two: number | null } {
  const one = Math.max(2, 4 - modifier);
  const two = Math.max(2, 7 - modifier);
  return { one: one <= 6 ? one : null, two: two <= 6 ? two : null };
}

/** One beam shot in the rules' words: range, cumulative modifier and the rolls that score. */
export function beamShot(state: SclState, from: string, battery: number, to: string): Phrase {
  const text = `${from} battery ${battery + 1} fires at ${to}`;
  const a = unit(state, from);
  const b = unit(state, to);
  if (!a || !b) return { text, reason: null };
  const remote = engagement(state, a, b) === 'remote';
  const mod = beamModifier(state, a, b, remote);
  const { one, two } = beamRolls(mod.total);
  const scores =
    one === null ? 'no roll scores' : `${one}+ scores 1${two === null ? '' : `, ${two}+ scores 2`}`;
  return {
    text,
    reason: `range ${mod.range}, modifier ${signed(mod.total)}${remote ? ' (remote data)' : ''}: ${scores}`,
  };
}

/** A submunition or missile attack: damage dice of die + modifier (less point defense). */
function strike(state: SclState, from: string, to: string, what: string): Phrase {
  const text = `${what} ${from} attacks ${to}`;
  const a = unit(state, from);
  const b = unit(state, to);
  if (!a || !b) return { text, reason: null };
  const mod = strikeModifier(state, a, a, b, engagement(state, a, b) === 'remote');
  return {
    text,
    reason: `range ${mod.range}, each damage die ${signed(mod.total)}, less point defense`,
  };
}

/** Star Cruiser Lite orders in the rules' terms: beams with their modifiers, moves, launches. */
export const sclWords: Words = (raw, _seat, raw2) => {
  const state = raw as SclState;
  const order = raw2 as SclOrder;
  switch (order.type) {
    case 'fire': {
      const shots = [
        ...order.beams.map((b) => beamShot(state, b.unit, b.battery, b.target)),
        ...order.submunitions.map((s) => strike(state, s.unit, s.target, 'a submunition of')),
        ...order.missiles.map((m) => strike(state, m.missile, m.target, 'missile')),
      ];
      const pd = order.pointDefense.map(
        (p) => `${p.unit} battery ${p.battery + 1} on point defense`,
      );
      const parts = [...shots.map((s) => s.text), ...pd];
      if (parts.length === 0) return { text: 'hold fire', reason: null };
      return { text: listed(parts), reason: shots.find((s) => s.reason)?.reason ?? null };
    }
    case 'move': {
      if (order.moves.length === 0) return { text: 'every unit holds course', reason: null };
      const parts = order.moves.map((m) => {
        const thrust = m.thrust ? ` thrust ${signed(m.thrust)}` : '';
        const u = unit(state, m.unit);
        const trace = u ? traceMove(state, u, m) : null;
        const end = trace?.ok ? trace.value.path[trace.value.path.length - 1] : undefined;
        const where =
          trace?.ok && trace.value.escaped
            ? ` and leaves by the ${trace.value.escaped} edge`
            : end
              ? ` to ${formatLabel(end)}`
              : '';
        const steps = m.steps.length === 0 ? 'holds course' : `moves ${m.steps.join(' ')}${where}`;
        return `${m.unit}${thrust} ${steps}`;
      });
      return { text: listed(parts), reason: null };
    }
    case 'prepare': {
      const parts = [
        ...order.repairs.map((r) => `${r.ship} repairs its ${r.system}`),
        ...order.fullStop.map((id) => `${id} comes to a full stop`),
        ...order.launches.map(
          (l) =>
            `${l.ship} launches ${l.craft === 'missile' ? `${l.count ?? 1} missile${(l.count ?? 1) > 1 ? 's' : ''}` : l.craft}`,
        ),
        ...order.recover.map((id) => `recover ${id}`),
      ];
      return { text: parts.length === 0 ? 'prepare nothing' : listed(parts), reason: null };
    }
    case 'command':
      return {
        text:
          order.squadron === null ? 'let the chit be drawn' : `activate squadron ${order.squadron}`,
        reason: null,
      };
    default:
      return { text: typeWords(order), reason: null };
  }
};
