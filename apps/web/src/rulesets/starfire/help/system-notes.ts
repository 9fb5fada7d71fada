import {
  HOUSE_RULES,
  SYSTEMS,
  WEAPON_CHART,
  isWeaponCode,
  type SystemCode,
} from '@broadside/rules/starfire';

/**
 * What each system letter of a design string does in play, in a line each (the QSR's system
 * descriptions are missing; these follow the Starfire rulings). The numbers come from the
 * rules package's house rules, so the words follow the data.
 */
export const SYSTEM_ROLES: Readonly<Record<SystemCode, string>> = {
  S: 'Takes damage first; a hit knocks it offline instead of destroying it, and it can come back.',
  A: 'Takes damage after the shields; energy beams pass over it.',
  D: 'Intercepts incoming missiles and torpedoes before they do damage.',
  E: 'Beam weapon that passes over armor and cargo holds.',
  F: 'Beam weapon with the longest beam range.',
  G: `Short-range missile launcher; ${HOUSE_RULES.munitionsPerLauncher} munitions.`,
  H: 'Cargo; no effect in combat. Energy beams pass over it.',
  I: 'Drive. Drives in parentheses form an engine room; one lost drive silences the room.',
  L: 'Beam weapon that passes over shields.',
  Mg: `Holds ${HOUSE_RULES.reloadsPerMagazine} reloads for the ship's launchers.`,
  Pt: `Plasma torpedo launcher; ${HOUSE_RULES.munitionsPerLauncher} munitions, +${HOUSE_RULES.torpedoVsBaseBonus} to hit against bases.`,
  Q: 'Crew quarters; every hull needs its number of them. No effect in combat.',
  R: `Long-range missile launcher; ${HOUSE_RULES.munitionsPerLauncher} munitions.`,
  X: 'Science instruments; no effect in combat.',
  Y: `Lifts the ${HOUSE_RULES.targetingLimit}-hex targeting limit to the weapon's full range.`,
  Z: `Datalink: aim with the best range of a friend within ${HOUSE_RULES.datalinkRange} hexes.`,
};

/** A system letter's tooltip, e.g. `S: Shields (1 hull space). Takes damage first; …`. */
export function systemTip(code: SystemCode): string {
  const s = SYSTEMS[code];
  const spaces = `${s.hullSpaces} hull space${s.hullSpaces === 1 ? '' : 's'}`;
  const weapon = isWeaponCode(code) ? `, fires ${WEAPON_CHART[code].name.toLowerCase()}` : '';
  return `${code}: ${s.name} (${spaces}${weapon}). ${SYSTEM_ROLES[code]}`;
}

/** Words for a weapon kind. */
export const WEAPON_KIND_WORDS: Readonly<Record<string, string>> = {
  missile: 'missile (Point Defense can intercept it)',
  torpedo: 'torpedo (Point Defense can intercept it)',
  beam: 'beam',
};
