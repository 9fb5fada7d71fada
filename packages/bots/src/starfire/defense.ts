import {
  designOf,
  HOUSE_RULES,
  INTERCEPT_OPTIONS,
  starfireRuleset,
  type StarfireOrder,
  type StarfireState,
} from '@broadside/rules/starfire';

/** One Point Defense choice: a D system's slot and its intercept option. */
interface Intercept {
  readonly slot: number;
  readonly option: number;
}

/** An interceptable hit of the attack waiting for Point Defense. */
interface Incoming {
  readonly weapon: string;
  readonly damage: number;
}

/**
 * Expected damage points stopped by `intercepts`, allotted to the hits as the rules allot them:
 * each D engages up to its option's count of not yet engaged hits of its munition, in order, and
 * stops each on its intercept roll.
 */
function stopped(hits: readonly Incoming[], intercepts: readonly Intercept[], penalty: number) {
  const engaged = new Set<number>();
  let saved = 0;
  for (const intercept of intercepts) {
    const row = INTERCEPT_OPTIONS.find((r) => r.option === intercept.option);
    if (!row) continue;
    const chance = Math.max(0, Math.min(10, row.interceptOn + penalty)) / 10;
    let left = row.count;
    hits.forEach((hit, index) => {
      if (left === 0 || engaged.has(index) || hit.weapon !== row.munition) return;
      left -= 1;
      engaged.add(index);
      saved += chance * hit.damage;
    });
  }
  return saved;
}

/**
 * Point Defense allocation: each intact D in turn takes the intercept option that stops the most
 * expected damage among the hits the D systems before it left unengaged (so the systems split
 * between missiles and torpedoes when both come in). Using Point Defense costs nothing, so
 * stopping most is best. `null` when no attack waits for this side.
 */
export function planPointDefense(state: StarfireState, seat: string): StarfireOrder | null {
  const stage = state.stage;
  if (stage.phase !== 'combat' || !stage.queue) return null;
  const attack = stage.queue.attacks[stage.queue.next];
  if (!attack) return null;
  const defender = state.units.find((u) => u.id === attack.target);
  if (!defender || defender.side !== seat) return null;
  const penalty = defender.transited ? HOUSE_RULES.transitPointDefensePenalty : 0;
  const hits: Incoming[] = attack.hits
    .filter((h) => h.interceptable)
    .map((h) => ({ weapon: h.weapon, damage: h.damage }));
  const slots = designOf(state, defender.id)
    .slots.filter((s) => s.code === 'D' && defender.slots[s.index] === 'intact')
    .map((s) => s.index);
  const intercepts: Intercept[] = [];
  for (const slot of slots) {
    const base = stopped(hits, intercepts, penalty);
    let best: Intercept | null = null;
    let gain = 0;
    for (const row of INTERCEPT_OPTIONS) {
      const tried = stopped(hits, [...intercepts, { slot, option: row.option }], penalty) - base;
      if (tried > gain) {
        gain = tried;
        best = { slot, option: row.option };
      }
    }
    if (best) intercepts.push(best);
  }
  const order: StarfireOrder = { type: 'point_defense', intercepts };
  return starfireRuleset.check(state, seat, order).ok ? order : null;
}
