import { BANDS, TRACKS, type Track } from '../../src/startrek/cards.js';
import type { OwnClass, OwnFaction } from '../../src/startrek/own-cards.js';

/**
 * Random own datacards for the custom set-up fuzzer: one or two ship cards and sometimes a faction
 * card of their own, every field anywhere in its range; now and then a card with a fault (a
 * torpedo die count that does not match its Torpedoes track), which the set-up must refuse.
 */
export function randomOwnCards(random: () => number): {
  classes?: OwnClass[];
  factions?: OwnFaction[];
} {
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const factions: OwnFaction[] =
    random() < 0.5
      ? [
          {
            card: 'faction',
            id: 'own_romulans',
            name: 'Romulan Star Empire',
            initiative: int(1, 6),
            crewQuality: int(2, 6),
            assault: int(1, 6),
            defence: int(2, 6),
          },
        ]
      : [];
  const classes = Array.from({ length: int(1, 2) }, (_, i): OwnClass => {
    const lacks = TRACKS.filter(() => random() < 0.25) as Track[];
    if (lacks.length === TRACKS.length) lacks.pop();
    const torpedoes = !lacks.includes('torpedoes');
    const faulty = random() < 0.03;
    return {
      id: `own_ship_${i + 1}`,
      name: `Own ship ${i + 1}`,
      faction: pick(['federation', 'klingon', ...factions.map((f) => f.id)]),
      move: pick(BANDS),
      turn: int(0, 3),
      torpedoDice: torpedoes !== faulty ? int(1, 6) : 0,
      points: int(1, 20),
      lacks,
    };
  });
  return { classes, ...(factions.length > 0 ? { factions } : {}) };
}
