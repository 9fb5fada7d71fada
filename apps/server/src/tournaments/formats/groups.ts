import { bracketOrder, eliminationRounds } from '../elimination.js';
import { roundRobin } from '../round-robin.js';
import { computeStandings, type Standing } from '../standings.js';
import type { Pairing, PlayedBoard, PlayerId, Scoring, TieBreak } from '../types.js';

/** A group's name: A, B, C… */
export function groupName(index: number): string {
  return String.fromCharCode(65 + index);
}

/**
 * Players snaked into `count` groups by seed: seeds 1…count go to groups A…, the next `count`
 * back from the last group to A, and so on (12 players in 4 groups: A 1 8 9, B 2 7 10,
 * C 3 6 11, D 4 5 12), so every group gets an even share of the field's strength.
 */
export function snakeGroups(seeded: readonly PlayerId[], count: number): PlayerId[][] {
  const groups: PlayerId[][] = Array.from({ length: count }, () => []);
  seeded.forEach((p, i) => {
    const lap = Math.floor(i / count);
    const at = i % count;
    groups[lap % 2 === 0 ? at : count - 1 - at]!.push(p);
  });
  return groups;
}

/** The number of group-stage rounds: the round robin of the largest group. */
export function groupStageRounds(groups: readonly (readonly PlayerId[])[]): number {
  return Math.max(0, ...groups.map((g) => roundRobin(g).length));
}

/**
 * Group-stage round `round` (1-based): every group's round robin round of that number (Berger
 * tables within the group), group A's boards first. A smaller group may have finished already.
 */
export function groupRound(groups: readonly (readonly PlayerId[])[], round: number): Pairing[] {
  return groups.flatMap((g) => roundRobin(g)[round - 1] ?? []);
}

/** The group a player was drawn into (its index), or -1. */
export function groupOf(groups: readonly (readonly PlayerId[])[], player: PlayerId): number {
  return groups.findIndex((g) => g.includes(player));
}

/** A group's table: its players over its own boards, the tournament's tie-breaks applied. */
export function groupStandings(
  group: readonly PlayerId[],
  boards: readonly PlayedBoard[],
  scoring: Scoring,
  tieBreaks: readonly TieBreak[],
): Standing[] {
  const inGroup = new Set(group);
  const own = boards.filter((b) => inGroup.has(b.first));
  return computeStandings(group, own, scoring, tieBreaks);
}

/**
 * Who goes through from each group: its top `perGroup` by the group table, withdrawn players
 * passed over. The list is by place, then group: every group winner (A, B…), then every
 * runner-up, and so on.
 */
export function groupQualifiers(
  tables: readonly (readonly Standing[])[],
  perGroup: number,
  withdrawn: ReadonlySet<PlayerId>,
): { player: PlayerId; group: number; place: number }[][] {
  const tiers: { player: PlayerId; group: number; place: number }[][] = [];
  tables.forEach((table, group) => {
    const through = table.filter((s) => !withdrawn.has(s.player)).slice(0, perGroup);
    through.forEach((s, i) => (tiers[i] ??= []).push({ player: s.player, group, place: i + 1 }));
  });
  return tiers;
}

/** The round in which bracket places `a` and `b` (0-based slots) can first meet. */
function meetingRound(a: number, b: number): number {
  return Math.floor(Math.log2(a ^ b)) + 1;
}

/**
 * The playoff seeds (1 first) from the groups' qualifiers (by place, as {@link groupQualifiers}
 * gives them). Group winners take the top seeds in group order; each later seed, in seed order,
 * goes to the group whose players already placed it would meet latest in the bracket (ties to
 * the first group), so a winner meets a runner-up of another group, and two players of one group
 * meet as late as the bracket allows (with two groups or more a winner and its runner-up only in
 * the final).
 */
export function groupPlayoffSeeds(
  tiers: readonly (readonly { player: PlayerId; group: number }[])[],
): PlayerId[] {
  const count = tiers.reduce((n, t) => n + t.length, 0);
  if (count === 0) return [];
  const order = bracketOrder(2 ** eliminationRounds(count));
  const slotOf = (seed: number) => order.indexOf(seed);
  const placed: { player: PlayerId; group: number; slot: number }[] = [];
  for (const tier of tiers) {
    const left = [...tier];
    while (left.length > 0) {
      const slot = slotOf(placed.length + 1);
      const latest = (group: number) =>
        Math.min(
          Infinity,
          ...placed.filter((p) => p.group === group).map((p) => meetingRound(p.slot, slot)),
        );
      let best = 0;
      for (let i = 1; i < left.length; i += 1)
        if (latest(left[i]!.group) > latest(left[best]!.group)) best = i;
      const [q] = left.splice(best, 1);
      placed.push({ ...q!, slot });
    }
  }
  return placed.map((p) => p.player);
}
