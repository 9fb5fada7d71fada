import {
  CLASS_IDS,
  CLASSES,
  FACTION_IDS,
  FACTIONS,
  ownCardId,
  type OwnClass,
  type OwnFaction,
} from '@broadside/rules/startrek';

/**
 * The datacard editor's form values (docs/rules/star-trek.md, "Own cards"): what the page edits,
 * turned into the card body the rules package checks. Pure, so tests read it without a browser.
 */

/** A blank ship card: a Federation light cruiser with every track fitted but the cloak. */
export const BLANK_CLASS: OwnClass = {
  card: 'class',
  id: 'own_new_ship',
  name: 'New ship',
  faction: 'federation',
  move: 'medium',
  turn: 1,
  torpedoDice: 2,
  points: 6,
  lacks: ['cloak'],
};

/** A blank faction card: the Federation's values. */
export const BLANK_FACTION: OwnFaction = {
  card: 'faction',
  id: 'own_new_faction',
  name: 'New faction',
  initiative: 3,
  crewQuality: 3,
  assault: 2,
  defence: 4,
};

/** "Start from": the blank card or any printed one, as an own card (its id from its name). */
export const CLASS_STARTS: readonly { id: string; name: string; card: OwnClass }[] = [
  { id: 'blank', name: 'A blank card', card: BLANK_CLASS },
  ...CLASS_IDS.map((id) => ({
    id,
    name: CLASSES[id].name,
    card: withName(
      { card: 'class' as const, ...CLASSES[id], lacks: [...CLASSES[id].lacks] },
      `My ${CLASSES[id].name}`,
    ),
  })),
];

/** "Start from" for faction cards. */
export const FACTION_STARTS: readonly { id: string; name: string; card: OwnFaction }[] = [
  { id: 'blank', name: 'A blank card', card: BLANK_FACTION },
  ...FACTION_IDS.map((id) => ({
    id,
    name: FACTIONS[id].name,
    card: withName({ card: 'faction' as const, ...FACTIONS[id] }, `My ${FACTIONS[id].name}`),
  })),
];

/** The card renamed, its id following its name (`ownCardId`). */
export function withName<T extends OwnClass | OwnFaction>(card: T, name: string): T {
  return { ...card, name, id: ownCardId(name) };
}

/** A number field's text as a card value: `NaN` for text that is not a number (the check refuses it). */
export function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}
