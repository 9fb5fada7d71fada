import { formatLabel } from '@broadside/rules';
import type { ActionOrder, Die, StartrekEvent } from '@broadside/rules/startrek';
import type { LogLine } from './log-line.js';

/** Names a ship, token or torpedo id for the reader, e.g. `Raider B1`. */
export type NameOf = (id: string) => string;

/** Readable names of the tracks. */
export const TRACK_NAMES: Readonly<Record<string, string>> = {
  shields: 'Shields',
  phasers: 'Phasers',
  torpedoes: 'Photon Torpedoes',
  lifeSupport: 'Life Support',
  engines: 'Engines',
  transporters: 'Transporters',
  detectCloak: 'Detect Cloak',
  cloak: 'Cloak',
};

/** Readable names of the hit areas. */
export const AREA_NAMES: Readonly<Record<string, string>> = {
  weapons: 'Weapons Systems',
  systems: 'Ship Systems',
  transporters: 'Transporters',
};

const line = (text: string, units: readonly string[], tone: LogLine['tone'] = 'info'): LogLine => ({
  text,
  units,
  tone,
});

/** Dice against a target number, e.g. `[6 2 4] vs 4+: 2 hits`. */
function rolled(dice: readonly Die[], needed: number, what: 'hit' | 'success'): string {
  const hits = dice.filter((d) => d.value >= needed).length;
  const list = dice.length > 0 ? `[${dice.map((d) => d.value).join(' ')}]` : 'no dice';
  return `${list} vs ${needed}+: ${hits} ${hits === 1 ? what : PLURALS[what]}`;
}

const PLURALS = { hit: 'hits', success: 'successes' } as const;

const turnWords = (turn: number) =>
  turn === 0
    ? 'straight'
    : `${Math.abs(turn)} hexside${Math.abs(turn) === 1 ? '' : 's'} ${turn > 0 ? 'right' : 'left'}`;

/** One action in words, e.g. `Raider B1 fires phasers at Heavy Cruiser A1 (Weapons Systems)`. */
export function actionText(o: ActionOrder, name: NameOf): string {
  const drop = o.drop !== undefined ? `, dropping a ${o.drop}` : '';
  switch (o.type) {
    case 'move':
      return `${name(o.ship)} moves ${o.band}, ${o.turn === 0 ? 'straight' : `turning ${turnWords(o.turn)} after ${o.turnAt}`}${drop}`;
    case 'move_cloaked':
      return `${name(o.ship)} moves its ${o.tokens.length} cloak tokens ${o.band}${drop}`;
    case 'fire':
      return `${name(o.ship)} fires phasers at ${name(o.target)} (${AREA_NAMES[o.area]})${drop}`;
    case 'launch':
      return `${name(o.ship)} launches a torpedo at ${name(o.target)}, placed at ${formatLabel(o.hex)}${drop}`;
    case 'detonate':
      return `torpedo ${o.torpedo} detonates (${AREA_NAMES[o.area]})${drop}`;
    case 'cloak':
      return `${name(o.ship)} cloaks${drop}`;
    case 'scan':
      return `${name(o.ship)} scans token ${o.token}${drop}`;
    case 'warp':
      return `${name(o.ship)} goes to warp${drop}`;
    case 'board':
      return `${name(o.ship)} beams a boarding party at ${name(o.target)}${drop}`;
    case 'assault':
      return `the boarding party aboard ${name(o.target)} assaults its ${AREA_NAMES[o.area]}${drop}`;
    case 'pass':
      return `passes${drop}`;
  }
}

/**
 * Words for one event. Every die is spelled out with what it needed: initiative rolls and the
 * die dropped after each action, phaser dice against the target's shields and what spilled past
 * them, torpedo dice against the distance, scan dice against the cloak, damage control dice
 * against each ship's own target (its Life Support value as the draft has it, or its crew's
 * quality under the house rule).
 */
export function describeEvent(e: StartrekEvent, name: NameOf): LogLine {
  switch (e.type) {
    case 'game_created': {
      const extras = [e.boarding ? 'boarding parties' : '', e.scenery ? 'asteroids' : '']
        .filter(Boolean)
        .join(', ');
      return line(
        `Battle begins: ${e.turnLimit} turns${extras ? ` (draft options: ${extras})` : ''}.`,
        [],
        'headline',
      );
    }
    case 'turn_started':
      return line(`Turn ${e.turn}`, [], 'headline');
    case 'ship_arrived':
      return line(`${name(e.ship)} drops out of warp at ${formatLabel(e.at.hex)}.`, [e.ship]);
    case 'initiative_rolled':
      return line(
        `Initiative: side ${e.seat} rolls [${e.dice.map((d) => d.value).join(' ')}] = ${e.total}: its first action comes at ${e.total}.`,
        [],
        'die',
      );
    case 'action_submitted':
      if (e.timeout) return line(`Side ${e.seat} ran out of time: it passes.`, []);
      return e.order
        ? line(`Your action is in (secret until both are): ${actionText(e.order, name)}.`, [])
        : line(`Side ${e.seat} has handed in its action (secret until both are in).`, []);
    case 'actions_revealed':
      return line(
        `Equal initiative at ${e.total}: both actions revealed together — ${e.actions
          .map(
            (a) =>
              `side ${a.seat} ${a.timeout ? 'ran out of time and passes' : actionText(a.order, name)}`,
          )
          .join(
            '; ',
          )}. Moves and other actions first, then every volley is rolled before any hit lands.`,
        [],
        'headline',
      );
    case 'action_taken':
      return line(
        `At ${e.total}, side ${e.seat}${e.timeout ? ' ran out of time and' : ''} ${actionText(e.order, name)}.`,
        'ship' in e.order ? [e.order.ship] : [],
      );
    case 'action_void':
      return line(
        `Side ${e.seat}'s ${e.action} is void: the other side's action made it impossible` +
          (e.message ? `: ${e.message}` : ` (${e.reason}).`),
        [],
      );
    case 'die_removed':
      return line(
        `Side ${e.seat} removes a ${e.value}: ${e.left.length > 0 ? `[${e.left.join(' ')}] left, next action at ${e.total}` : 'no dice left this turn'}.`,
        [],
        'die',
      );
    case 'ship_moved':
      return line(
        `${name(e.ship)} moves ${e.band}: ${formatLabel(e.from.hex)} → ${formatLabel(e.to.hex)}, heading ${e.to.heading}.`,
        [e.ship],
      );
    case 'tokens_moved':
      return line(
        `${name(e.ship)}'s cloak tokens move ${e.band}: ${e.tokens.map((t) => `${t.token} → ${formatLabel(t.to.hex)}`).join(', ')}.`,
        e.tokens.map((t) => t.token),
      );
    case 'phasers_fired':
      return line(
        `${name(e.ship)} fires phasers at ${name(e.target)} (${e.arc} arc, ${e.distance} hexes, ${AREA_NAMES[e.area]}): ${rolled(e.dice, e.needed, 'hit')} (shields ${e.needed}).`,
        [e.ship, e.target],
        'die',
      );
    case 'torpedo_launched':
      return line(
        `${name(e.ship)} launches torpedo ${e.torpedo} at ${name(e.target)}, now at ${formatLabel(e.hex)} (${e.torpedoesLeft} torpedo track left).`,
        [e.ship, e.torpedo, e.target],
      );
    case 'torpedo_detonated':
      return line(
        `Torpedo ${e.torpedo} detonates ${e.distance} hex${e.distance === 1 ? '' : 'es'} from ${name(e.target)}, the nearest ship (${AREA_NAMES[e.area]}): ${rolled(e.dice, e.needed, 'hit')} (a die hits at the distance or higher).`,
        [e.torpedo, e.target],
        'die',
      );
    case 'shields_hit':
      return line(
        `${name(e.ship)}: ${e.hits} hit${e.hits === 1 ? '' : 's'}, shields ${e.shieldsBefore} → ${e.shieldsAfter}${e.spill > 0 ? `, ${e.spill} spill${e.spill === 1 ? 's' : ''} over into the systems` : ''}.`,
        [e.ship],
      );
    case 'systems_hit':
      return line(
        `${name(e.ship)} takes ${e.systems.length} system hit${e.systems.length === 1 ? '' : 's'} in ${AREA_NAMES[e.area]}: ${e.systems.map((t) => TRACK_NAMES[t]).join(', ')}${e.timeout ? ` (the defender ran out of time: picked by dice${e.dice ? ` [${e.dice.map((d) => `d${d.sides} ${d.value}`).join(' ')}]` : ''})` : ' (the defender chose)'}.`,
        [e.ship],
        e.timeout ? 'die' : 'info',
      );
    case 'ship_destroyed':
      return line(
        `${name(e.ship)} is destroyed: ${e.points} points to side ${e.to}.`,
        [e.ship],
        'result',
      );
    case 'ship_warped':
      return line(
        `${name(e.ship)} goes to warp: ${e.points} points to side ${e.to}.`,
        [e.ship],
        'result',
      );
    case 'ship_cloaked':
      return line(
        `${name(e.ship)} cloaks: Phasers ${e.phasers}, Cloak ${e.cloak}; ${e.tokens.length} cloak tokens take its place${e.real ? ` (the real one is ${e.real}, known only to you)` : ''}.`,
        [e.ship],
      );
    case 'ship_decloaked':
      return line(
        `${name(e.ship)} ${e.forced ? 'loses its cloak (Cloak Offline)' : 'decloaks'} at ${formatLabel(e.at.hex)} (token ${e.token}): Phasers ${e.phasers}, Cloak ${e.cloak}.`,
        [e.ship],
      );
    case 'token_scanned':
      return line(
        `${name(e.ship)} scans token ${e.token}: ${rolled(e.dice, e.needed, 'success')} (Cloak ${e.needed})${e.successes === 0 ? ' — nothing found' : e.real === null ? ' — the scanner looks under the token' : e.real ? ' — it is the real ship!' : ' — a decoy'}.`,
        [e.ship, e.token],
        'die',
      );
    case 'boarding_attempt':
      return line(
        `${name(e.ship)} beams troops at ${name(e.target)}: ${rolled(e.dice, e.needed, 'success')} (shields ${e.needed}) — ${e.success ? 'a boarding party is aboard' : 'repelled'}.`,
        [e.ship, e.target],
        'die',
      );
    case 'assault':
      return line(
        `The boarding party aboard ${name(e.target)} assaults ${AREA_NAMES[e.area]}: ${rolled(e.dice, e.needed, 'hit')} (defence ${e.needed}).`,
        [e.target],
        'die',
      );
    case 'repair_rolled':
      return line(
        `Damage control, side ${e.seat}: ${e.ships.map((s) => `${name(s.ship)} ${rolled(s.dice, s.needed, 'success')}`).join('; ')}.`,
        e.ships.map((s) => s.ship),
        'die',
      );
    case 'repair_submitted':
      if (e.timeout) return line(`Side ${e.seat} ran out of time: no energy moved.`, []);
      return e.transfers
        ? line(
            `Your damage control is in (secret until both are): ${transfersText(e.transfers, name)}.`,
            [],
          )
        : line(`Side ${e.seat} has handed in its damage control.`, []);
    case 'repairs_revealed':
      return line(
        `Damage control revealed: ${e.repairs.map((r) => `side ${r.seat} ${r.void ? 'void (no longer possible)' : transfersText(r.transfers, name)}`).join('; ')}.`,
        [],
      );
    case 'turn_ended':
      return line(`Turn ${e.turn} ends.`, []);
    case 'side_conceded':
      return line(`Side ${e.seat} concedes.`, [], 'result');
    case 'game_over':
      return line(`Game over: ${e.result.summary}`, [], 'result');
  }
}

/** Damage control transfers in words. */
export function transfersText(
  transfers: readonly { ship: string; from: string; to: string; points: number }[],
  name: NameOf,
): string {
  if (transfers.length === 0) return 'no energy moved';
  return transfers
    .map((t) => `${name(t.ship)} ${t.points} from ${TRACK_NAMES[t.from]} to ${TRACK_NAMES[t.to]}`)
    .join(', ');
}
