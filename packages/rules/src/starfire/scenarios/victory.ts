import type { GameResult } from '../../core/ruleset.js';
import { HULLS } from '../data/hulls.js';
import type { BattleSnapshot, ResolvedSetup, SideId, UnitStatus } from './types.js';

type SnapshotUnit = BattleSnapshot['units'][number];

/** Statuses of a unit still in the fight: on the map, or about to be (not yet placed, waiting to transit). */
const IN_PLAY: readonly UnitStatus[] = ['undeployed', 'waiting_transit', 'on_map'];

function inPlay(unit: SnapshotUnit): boolean {
  return IN_PLAY.includes(unit.status);
}

/** Whether the side has a unit in play (checked after every step of every order). */
function hasUnitInPlay(units: readonly SnapshotUnit[], side: SideId): boolean {
  for (const unit of units) if (unit.side === side && inPlay(unit)) return true;
  return false;
}

function sideList(sides: readonly SideId[]): string {
  if (sides.length <= 1) return `Side ${sides[0] ?? '?'}`;
  return `Sides ${sides.slice(0, -1).join(', ')} and ${sides[sides.length - 1]}`;
}

function result(
  winners: readonly SideId[],
  level: GameResult['level'],
  reason: GameResult['reason'],
  summary: string,
): GameResult {
  return { winners: [...winners], level, reason, summary };
}

/**
 * Battle to the death (scenarios 1, 2, 4, 5): the game ends when at most one side still has units
 * in play; that side wins (seed: "the last undestroyed ship on the map"). When nobody is left, it
 * is a draw.
 */
function battleToTheDeath(
  resolved: ResolvedSetup,
  units: readonly SnapshotUnit[],
  atLimit: boolean,
): GameResult | null {
  const alive = resolved.sides.filter((side) => hasUnitInPlay(units, side));
  const reason = atLimit ? 'turn_limit' : 'victory';
  if (alive.length === 0)
    return result([], null, reason, 'Draw: no side has a ship left on the map.');
  if (alive.length === 1) {
    return result(
      alive,
      null,
      reason,
      `${sideList(alive)} wins: it has the last undestroyed ships on the map.`,
    );
  }
  if (!atLimit) return null;
  return result(
    [],
    null,
    reason,
    `Draw at the turn limit: ${sideList(alive)} still have ships on the map.`,
  );
}

/**
 * Convoy raid: the game ends when side A has no freighter left in play. Escaped freighters
 * (off the top edge) decide: all of them, A major; more than half, A minor; none, B major;
 * otherwise B minor (seed: 3 → A major, 2 → A minor, 1 → B minor, 0 → B major).
 */
function convoyEscape(
  resolved: ResolvedSetup,
  units: readonly SnapshotUnit[],
  atLimit: boolean,
): GameResult | null {
  const freighters = units.filter((u) => u.side === 'A' && HULLS[u.hull].kind === 'freighter');
  if (!atLimit && freighters.some(inPlay)) return null;
  const escaped = freighters.filter((u) => u.status === 'escaped').length;
  const total = freighters.length;
  const reason = atLimit ? 'turn_limit' : 'victory';
  const raiders = resolved.sides.filter((side) => side !== 'A');
  const counted = `${escaped} of ${total} freighters escaped`;
  if (escaped === total)
    return result(['A'], 'major', reason, `Side A wins a major victory: ${counted}.`);
  if (escaped * 2 > total)
    return result(['A'], 'minor', reason, `Side A wins a minor victory: ${counted}.`);
  if (escaped === 0)
    return result(
      raiders,
      'major',
      reason,
      `${sideList(raiders)} wins a major victory: ${counted}.`,
    );
  return result(raiders, 'minor', reason, `${sideList(raiders)} wins a minor victory: ${counted}.`);
}

/**
 * Warp point assault: the game ends when side A has no unit on the map, or side B has none on the
 * map and none waiting to transit. Side B's ships that exited through the warp point survive.
 */
function warpAssault(
  resolved: ResolvedSetup,
  units: readonly SnapshotUnit[],
  atLimit: boolean,
): GameResult | null {
  const thresholds = resolved.scenario.warpAssault;
  if (!thresholds) throw new Error('warp_assault scenario without thresholds');
  const defenders = units.filter((u) => u.side === 'A');
  const attackers = units.filter((u) => u.side === 'B');
  const defendersLeft = defenders.filter(inPlay).length;
  const attackersLeft = attackers.filter(inPlay).length;
  if (!atLimit && defendersLeft > 0 && attackersLeft > 0) return null;
  const reason = atLimit ? 'turn_limit' : 'victory';
  if (defendersLeft === 0) {
    const survivors = attackers.filter((u) => inPlay(u) || u.status === 'exited').length;
    const level = survivors >= thresholds.attackerMajorSurvivors ? 'major' : 'minor';
    return result(
      ['B'],
      level,
      reason,
      `Side B wins a ${level} victory: side A has no unit left on the map and ${survivors} of side B's ships survived.`,
    );
  }
  const destroyed = attackers.filter((u) => u.status === 'destroyed').length;
  const level = destroyed > thresholds.defenderMajorKills ? 'major' : 'minor';
  return result(
    ['A'],
    level,
    reason,
    `Side A wins a ${level} victory: it still holds the map and destroyed ${destroyed} of side B's ships.`,
  );
}

function evaluate(
  resolved: ResolvedSetup,
  snapshot: BattleSnapshot,
  atLimit: boolean,
): GameResult | null {
  switch (resolved.scenario.victory) {
    case 'battle_to_the_death':
      return battleToTheDeath(resolved, snapshot.units, atLimit);
    case 'convoy_escape':
      return convoyEscape(resolved, snapshot.units, atLimit);
    case 'warp_assault':
      return warpAssault(resolved, snapshot.units, atLimit);
  }
}

/**
 * The result if the battle is over now, else `null`. Call after every applied order and at the
 * end of every turn. Units not yet placed or waiting to transit count as still in the fight.
 */
export function evaluateVictory(
  resolved: ResolvedSetup,
  snapshot: BattleSnapshot,
): GameResult | null {
  return evaluate(resolved, snapshot, false);
}

/**
 * The result when the creator's turn limit is reached: the scenario's victory test applied to the
 * units still on the map (Starfire rulings, End of battle). A battle to the death with two or
 * more sides left is a draw.
 */
export function evaluateAtTurnLimit(resolved: ResolvedSetup, snapshot: BattleSnapshot): GameResult {
  const decided = evaluate(resolved, snapshot, true);
  if (!decided) throw new Error('evaluate at the turn limit always decides');
  return decided;
}

/**
 * The result of a concession, or `null` when play goes on. `remaining` lists the sides still
 * playing before this concession. With exactly one other side left, that side wins, with a major
 * victory where the scenario has victory levels; with more, the conceding side's units leave the
 * game and play goes on (Starfire rulings, End of battle: Concession).
 */
export function concessionResult(
  resolved: ResolvedSetup,
  conceding: SideId,
  remaining: readonly SideId[] = resolved.sides,
): GameResult | null {
  const others = remaining.filter((side) => side !== conceding);
  if (others.length > 1) return null;
  const level = resolved.scenario.hasLevels ? 'major' : null;
  const won = level ? `wins a major victory` : 'wins';
  return result(
    others,
    level,
    'concession',
    `${sideList(others)} ${won}: side ${conceding} conceded.`,
  );
}
