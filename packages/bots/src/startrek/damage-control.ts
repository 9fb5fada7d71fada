import {
  OFFLINE,
  TRACK_MAX,
  classCard,
  eligibleSystems,
  fitted,
  type ShipState,
  type StartrekState,
  type Track,
  type Transfer,
} from '@broadside/rules/startrek';

/**
 * The Star Trek bots' damage choices: which sub-system takes each hit (the defender picks), and
 * where damage control moves energy. Both follow how much each track matters to the side now.
 */

type Seat = 'A' | 'B';

/**
 * How much one point of a track matters to `ship` now (higher: keep it). Phasers most (their
 * dice are the ship's damage); engines while the ship must still move; Detect Cloak only
 * against an enemy that can cloak; transporters only with boarding; Life Support least, since
 * under the draft's damage control a lower value succeeds more often.
 */
export function trackWorth(state: StartrekState, ship: ShipState, track: Track): number {
  const card = classCard(state.setup, ship.cls);
  const enemies = state.ships.filter((s) => s.side !== ship.side && s.status !== 'destroyed');
  const enemyCloaks = enemies.some((e) => fitted(classCard(state.setup, e.cls), 'cloak'));
  switch (track) {
    case 'shields':
      return 10;
    case 'phasers':
      return fitted(card, 'phasers') ? 6 : 0;
    case 'cloak':
      return ship.cloak ? 5 : 1.5;
    case 'engines':
      return ship.tracks.engines <= 2 ? 3 : 2;
    case 'torpedoes':
      return 1.5;
    case 'detectCloak':
      return enemyCloaks ? 2.5 : 0.2;
    case 'transporters':
      return state.setup.boarding ? 1 : 0.1;
    case 'lifeSupport':
      return 0.5;
  }
}

/** The defender's sub-systems for the hits owed on `ship` in `area`: each hit where it hurts least. */
export function planAllocation(
  state: StartrekState,
  seat: Seat,
): { type: 'allocate'; systems: Track[] } | null {
  if (state.stage.phase !== 'allocate') return null;
  const item = state.stage.owed.find((a) => a.seat === seat);
  if (!item) return null;
  const ship = state.ships.find((s) => s.id === item.ship)!;
  const tracks = { ...ship.tracks };
  const systems: Track[] = [];
  for (let i = 0; i < item.hits; i += 1) {
    const allowed = eligibleSystems({ ...ship, tracks }, item.area);
    let pick = allowed[0]!;
    for (const t of allowed)
      if (trackWorth(state, ship, t) < trackWorth(state, ship, pick)) pick = t;
    systems.push(pick);
    tracks[pick] -= 1;
  }
  return { type: 'allocate', systems };
}

/**
 * Damage control: each ship's successes move energy from the tracks that matter least into its
 * shields (every point of shields takes a sixth off each enemy phaser die), then its phasers.
 */
export function planRepair(
  state: StartrekState,
  seat: Seat,
): { type: 'repair'; transfers: Transfer[] } | null {
  if (state.stage.phase !== 'repair') return null;
  const transfers: Transfer[] = [];
  for (const ship of state.ships) {
    if (ship.side !== seat || ship.status !== 'active') continue;
    let left = state.stage.successes[ship.id] ?? 0;
    const card = classCard(state.setup, ship.cls);
    const tracks = { ...ship.tracks };
    const usable = (t: Track) =>
      fitted(card, t) && t !== 'torpedoes' && !(t === 'cloak' && ship.cloak);
    for (const to of ['shields', 'phasers'] as const) {
      if (!usable(to)) continue;
      const sources = (Object.keys(tracks) as Track[])
        .filter(
          (t) => usable(t) && t !== to && trackWorth(state, ship, t) < trackWorth(state, ship, to),
        )
        .sort((a, b) => trackWorth(state, ship, a) - trackWorth(state, ship, b));
      for (const from of sources) {
        // Keep the engines able to move.
        const floor = from === 'engines' ? 2 : OFFLINE;
        const points = Math.min(left, tracks[from] - floor, TRACK_MAX - tracks[to], 5);
        if (points < 1) continue;
        transfers.push({ ship: ship.id, from, to, points });
        tracks[from] -= points;
        tracks[to] += points;
        left -= points;
      }
    }
  }
  return { type: 'repair', transfers };
}
