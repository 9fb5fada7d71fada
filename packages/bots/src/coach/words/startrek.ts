import { formatLabel } from '@broadside/rules';
import {
  BAND_HEXES,
  distanceToStand,
  houseRule,
  manoeuvre,
  measure,
  nearestShips,
  type ShipState,
  type StartrekOrder,
  type StartrekState,
} from '@broadside/rules/startrek';
import { listed, typeWords, type Phrase, type Words } from './phrase.js';

function ship(state: StartrekState, id: string): ShipState | undefined {
  return state.ships.find((s) => s.id === id);
}

function dice(n: number): string {
  return n === 1 ? '1 die' : `${n} dice`;
}

/**
 * Fire Phasers: "a number of d6's equal to the … phasers value. Each die that rolls equal to or
 * higher than the current shield value of the target ship is a hit."
 */
export function phaserShot(state: StartrekState, from: string, to: string, area: string): Phrase {
  const a = ship(state, from);
  const b = ship(state, to);
  const text = `${from} fires phasers at ${to}'s ${area}`;
  if (!a || !b) return { text, reason: null };
  const { distance } = measure(a, b);
  const shields = b.tracks.shields;
  return {
    text,
    reason: `${dice(a.tracks.phasers)}, each ${shields}+ hits against shields ${shields}, range ${distance}`,
  };
}

/**
 * Detonate an Active Torpedo: "each die that comes up equal to the distance is a hit" (0 counts
 * as 1); with the house rule `torpedo_falloff`, equal or higher.
 */
export function torpedoBlast(
  state: StartrekState,
  torpedoId: string,
  area: string,
  targetId?: string,
): Phrase {
  const torpedo = state.torpedoes.find((t) => t.id === torpedoId);
  if (!torpedo) return { text: `detonate torpedo ${torpedoId}`, reason: null };
  const target =
    (targetId ? ship(state, targetId) : undefined) ?? nearestShips(state, torpedo.hex)[0];
  if (!target) return { text: `detonate torpedo ${torpedoId}`, reason: null };
  const distance = distanceToStand(torpedo.hex, target);
  const needed = Math.max(1, distance);
  const each = houseRule(state.setup, 'torpedo_falloff') ? `${needed}+` : `exactly ${needed}`;
  return {
    text: `detonate torpedo ${torpedoId} on ${target.id}'s ${area}`,
    reason: `${dice(torpedo.dice)} at range ${distance}, each hits on ${each}`,
  };
}

/**
 * Star Trek orders in the draft's terms: phasers against shields, torpedoes, cloak and scans;
 * an action that names the initiative die it gives up says so (without, the lowest goes).
 */
export const startrekWords: Words = (raw, _seat, raw2) => {
  const phrase = orderWords(raw as StartrekState, raw2 as StartrekOrder);
  const drop = (raw2 as { drop?: unknown }).drop;
  return typeof drop === 'number'
    ? { ...phrase, text: `${phrase.text}, giving up the initiative die showing ${drop}` }
    : phrase;
};

/** An order's phrase, the initiative die aside. */
function orderWords(state: StartrekState, order: StartrekOrder): Phrase {
  switch (order.type) {
    case 'fire':
      return phaserShot(state, order.ship, order.target, order.area);
    case 'detonate':
      return torpedoBlast(state, order.torpedo, order.area, order.target);
    case 'move': {
      const s = ship(state, order.ship);
      const hexes = BAND_HEXES[order.band];
      if (!s) return { text: `${order.ship} moves ${order.band}`, reason: null };
      const end = manoeuvre(s, order).end;
      const turn =
        order.turn === 0
          ? ''
          : `, turning ${order.turn > 0 ? 'right' : 'left'} ${Math.abs(order.turn)} after ${order.turnAt}`;
      return {
        text: `${order.ship} moves ${order.band} (${hexes} hexes) to ${formatLabel(end.hex)}${turn}`,
        reason: null,
      };
    }
    case 'move_cloaked':
      return { text: `${order.ship} moves ${order.band} under cloak`, reason: null };
    case 'launch': {
      const s = ship(state, order.ship);
      return {
        text: `${order.ship} launches a torpedo next to ${order.target} at ${formatLabel(order.hex)}`,
        reason: s ? `torpedoes ${s.tracks.torpedoes}, the token stays until detonated` : null,
      };
    }
    case 'cloak': {
      const s = ship(state, order.ship);
      return {
        text: `${order.ship} engages its cloak`,
        reason: s ? `phasers ${s.tracks.phasers} to 1, cloak up by ${s.tracks.phasers - 1}` : null,
      };
    }
    case 'scan': {
      const s = ship(state, order.ship);
      return {
        text: `${order.ship} scans cloak token ${order.token}`,
        reason: s ? `${dice(s.tracks.detectCloak)} of detect cloak against the cloak value` : null,
      };
    }
    case 'warp':
      return { text: `${order.ship} leaves the battle at warp`, reason: null };
    case 'board': {
      const a = ship(state, order.ship);
      const b = ship(state, order.target);
      return {
        text: `${order.ship} beams a boarding party onto ${order.target}`,
        reason:
          a && b
            ? `${dice(a.tracks.transporters)} of transporters, ${b.tracks.shields}+ against shields ${b.tracks.shields}`
            : null,
      };
    }
    case 'assault':
      return {
        text: `the boarding party on ${order.target} attacks its ${order.area}`,
        reason: null,
      };
    case 'pass':
      return { text: 'pass the action', reason: null };
    case 'allocate':
      return {
        text:
          order.systems.length === 0 ? 'take no hits' : `take the hits on ${listed(order.systems)}`,
        reason: null,
      };
    case 'repair':
      return {
        text:
          order.transfers.length === 0
            ? 'no damage control'
            : `damage control: ${listed(order.transfers.map((t) => `${t.points} from ${t.from} to ${t.to} on ${t.ship}`))}`,
        reason: null,
      };
    default:
      return { text: typeWords(order), reason: null };
  }
}
