import { html, type TemplateResult } from 'lit';

/**
 * The rules pages' "Each side picks its fleet" paragraph (issue 30), the same for the one-page
 * rules, Star Cruiser Lite and Star Trek, whose rulebook pages (docs/rules/*.md, "Each side picks
 * its fleet") say the same in full. `ships` names what a side fields in the ruleset ("designs",
 * "classes").
 */
export function fleetPickHelp(ships: string): TemplateResult {
  return html`<h3 data-testid="rules-fleet-pick">Each side picks its fleet</h3>
    <p>
      In the lobby's <b>Custom forces</b>, tick <b>Each side picks its fleet</b> and give each side
      a <b>budget</b>. The game then opens on a fleet screen instead of the battle: each player
      picks their own ships from the ${ships} (and their own saved ones where the rules take them),
      sees the points used against their budget as they go, and places each ship by selecting it and
      clicking a hex of their side's <b>deployment zone</b>, marked on the map: the hexes within
      three of the set-up's own ships for that side, nearer to them than to the other side's. The
      rules check the pick when it is sent, exactly as a custom battle's forces, and a refusal (over
      budget, outside the zone …) is shown beside the ship or the fleet at fault.
    </p>
    <p>
      A pick stays secret: the other player and spectators see only that a side has picked. When
      both have, the battle begins as if the picked fleets had been set up from the start. A player
      who runs out of time is given the set-up's own ships, or the cheapest ship within the budget.
    </p>`;
}
