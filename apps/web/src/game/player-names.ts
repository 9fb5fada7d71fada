/**
 * The names of the players of the game on screen, for every shared part of the battle screen
 * (header, legend, ship cards, chat, log, end screen) and the replay. The battle page sets them
 * from the server's seat list (an account's display name, the free-text name of an anonymous
 * seat, else the ruleset's name for the side); everything else only reads them.
 */

let names: ReadonlyMap<string, string> = new Map();

/** Sets the names from the server's seats (`[{ seat, name }]`). */
export function setPlayerNames(
  seats: readonly { readonly seat: string; readonly name: string }[],
): void {
  names = new Map(seats.map((s) => [s.seat, s.name]));
}

/** The name the server gave a seat, if any. */
export function knownPlayerName(seat: string): string | undefined {
  return names.get(seat);
}

/** The name of a seat's player, or `Side <seat>` when none is known. */
export function playerName(seat: string): string {
  return names.get(seat) ?? `Side ${seat}`;
}

/**
 * Puts player names into a sentence of the rules' own words: "Side A concedes." becomes
 * "Ann concedes.", "side B's plot" becomes "Bob's plot". Sides without a known name stay.
 */
export function withPlayerNames(text: string): string {
  if (names.size === 0) return text;
  return text.replace(/\b[Ss]ide ([A-Z])\b/g, (whole, seat: string) => names.get(seat) ?? whole);
}

/** A unit as its owner's: "Ann's Corvette A1". */
export function ownedBy(seat: string, unitName: string): string {
  const name = names.get(seat);
  return name ? `${name}’s ${unitName}` : unitName;
}
