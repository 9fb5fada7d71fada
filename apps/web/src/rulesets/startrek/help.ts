import { html } from 'lit';
import {
  AREA_TRACKS,
  CLASS_IDS,
  CLASSES,
  FACTION_IDS,
  FACTIONS,
  HOUSE_RULE_OPTIONS,
  MAX_SHIPS_PER_SIDE,
  SCENARIO_IDS,
  SCENARIOS,
  TRACKS,
  fitted,
  shipPoints,
  type FactionId,
} from '@broadside/rules/startrek';
import { AREA_NAMES, TRACK_NAMES } from './battle/log-text.js';
import { fleetPickHelp } from '../../game/fleet-pick-help.js';

const classTable = () =>
  html`<table data-testid="class-table">
    <thead>
      <tr>
        <th>Class</th>
        <th>Faction</th>
        <th>Move</th>
        <th>Turn</th>
        <th>Torpedo dice</th>
        <th>Not fitted</th>
        <th>VP</th>
      </tr>
    </thead>
    <tbody>
      ${CLASS_IDS.map((id) => {
        const c = CLASSES[id];
        return html`<tr>
          <td>${c.name}</td>
          <td>${FACTIONS[c.faction as FactionId].name}</td>
          <td>${c.move}</td>
          <td>${c.turn}</td>
          <td>${c.torpedoDice || '—'}</td>
          <td>${c.lacks.map((t) => TRACK_NAMES[t]).join(', ') || '—'}</td>
          <td>${c.points}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;

const factionTable = () =>
  html`<table data-testid="faction-table">
    <thead>
      <tr>
        <th>Faction</th>
        <th>Initiative dice</th>
        <th>Crew Quality</th>
        <th>Assault dice*</th>
        <th>Defence*</th>
      </tr>
    </thead>
    <tbody>
      ${FACTION_IDS.map((id) => {
        const f = FACTIONS[id];
        return html`<tr>
          <td>${f.name}</td>
          <td>${f.initiative}</td>
          <td>${f.crewQuality}+</td>
          <td>${f.assault}</td>
          <td>${f.defence}+</td>
        </tr>`;
      })}
    </tbody>
  </table>`;

const pointsTable = () =>
  html`<table data-testid="points-table">
    <thead>
      <tr>
        <th>Class</th>
        <th>Fitted tracks</th>
        <th>Torpedo dice</th>
        <th>Band</th>
        <th>Turn</th>
        <th>Points</th>
      </tr>
    </thead>
    <tbody>
      ${CLASS_IDS.map((id) => {
        const c = CLASSES[id];
        return html`<tr>
          <td>${c.name}</td>
          <td>${TRACKS.filter((t) => fitted(id, t)).length}</td>
          <td>${c.torpedoDice}</td>
          <td>${c.move}</td>
          <td>${c.turn}</td>
          <td>${shipPoints(id)}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;

/**
 * The Star Trek Ship Battles rules in the app: how a turn goes, and every ruling the engine
 * makes where the playtest draft is silent or unclear (docs/rules/star-trek.md), with the figures
 * taken from the rules package.
 */
export function startrekHelp() {
  return html`<section data-testid="rules-startrek">
    <h2>Star Trek Ship Battles: how to play</h2>
    <p>
      The playtest draft “Star Trek Ship Battles (Working Title)” on the hex grid: one hex is one
      inch, so Short, Medium and Long are 3, 6 and 9 hexes. A turn is <b>initiative</b>, then
      <b>actions</b> in initiative order, then <b>damage control</b>. Every die is in the log.
    </p>
    <h3>Stands and distance</h3>
    <ul>
      <li>
        A ship's stand covers two hexes: its fore hex (with the heading pointer) and the aft hex
        right behind it. Stands may share hexes.
      </li>
      <li>Headings are 0–5: 0 up, then clockwise.</li>
      <li>
        Distance between stands is the shortest of fore–fore, fore–aft, aft–fore and aft–aft; the
        arc (Fore or Aft, Fore on a tie) is reported with each volley and has no other effect yet.
      </li>
      <li>Distance from a torpedo to a stand is to its nearer hex.</li>
    </ul>
    <h3>Faction and ship cards</h3>
    ${factionTable()}
    <p class="muted">* Boarding option only.</p>
    <p>
      Every ship has the tracks ${TRACKS.map((t) => TRACK_NAMES[t]).join(', ')}, each 1–6.
      <b>A track at 1 is Offline</b> and its system does not work. <b>Ruling:</b> a system a class
      does not carry is “not fitted”: it stays at 1, takes no hits and no energy. Cloak starts at 1,
      or at 6 for a ship the scenario starts under cloak.
    </p>
    ${classTable()}
    <h3>Initiative</h3>
    <ul>
      <li>
        Each side with a ship on the map rolls its Initiative dice; the total is when it acts.
        <b>The highest total acts first</b> (ruling).
      </li>
      <li>
        After each action the side removes one die of its choice (the lowest if it does not say);
        the new total is its next action. A side with no dice left has no more actions this turn
        (ruling).
      </li>
      <li>
        <b>Equal totals act at once</b> (ruling): both hand in their action secretly; when both are
        in they are revealed together. Moves, launches, cloaks, scans, warps and passes go first
        (side A then B), then every volley is rolled before any of its hits is applied; an action
        the other side made impossible is void. Then each side removes its die.
      </li>
    </ul>
    <h3>Actions</h3>
    <ul>
      <li>
        <b>Move</b>: the full band (up to the class's band and what Engines allow: 6 Long, 4–5
        Medium, 2–3 Short, 1 none), with one turn of up to the turn value after any number of hexes.
        The whole path and the final stand must stay on the map; ships leave only by warp.
      </li>
      <li>
        <b>Fire phasers</b> at an enemy within Long (9): roll the Phasers value in dice; each die
        equal to or higher than the target's Shields (as they were when fired) hits. Shields drop by
        the hits, never below 1; the rest <b>spill</b> into the area the attacker named in the
        order:
        ${Object.entries(AREA_TRACKS)
          .map(([a, ts]) => `${AREA_NAMES[a]} (${ts.map((t) => TRACK_NAMES[t]).join(', ')})`)
          .join('; ')}. <b>The defender picks the sub-system</b> each hit damages; when the area has
        no track above 1, any track above 1 takes it. A ship that must take a hit and has no track
        above 1 is destroyed.
      </li>
      <li>
        <b>Launch a torpedo</b> (Torpedoes online; the track drops by 1, so a ship carries five) at
        an uncloaked enemy within Long: the Active Torpedo goes on a hex touching the target's
        stand. It stays until its side detonates it, even after its launcher is gone.
      </li>
      <li>
        <b>Detonate</b>: the nearest uncloaked ship of either side is the target (the detonating
        side breaks a tie). As the draft says, a die hits when it is <b>equal to the distance</b>
        (0 counts as 1), so at 7 or more none hits. Hits go to the shields first, as phasers.
      </li>
      <li>
        <b>Cloak</b> (an action; only ships with the device): Phasers go to 1 and Cloak rises by as
        much, at most 6 (at least 2 to cloak). The ship becomes as many cloak tokens as its Cloak
        value, all on its stand; a secret die picks the real one. Cloaked ships cannot fire, launch,
        scan or board; they may move (each token its own turn, the same band), warp and decloak. A
        cloak knocked to 1 drops at once.
      </li>
      <li>
        <b>Decloak</b> is no action and may be done <b>at any time</b>: the ship appears on its real
        token, Phasers rise by Cloak − 1 (at most 6), Cloak goes to 1.
      </li>
      <li>
        <b>Scan</b> a token within Long (Detect Cloak online): roll Detect Cloak dice, each equal to
        or higher than the target's Cloak succeeds. On any success both players learn whether it is
        real (spectators never do); a decoy stays on the map. As the draft says,
        <b>the firing ship</b> must have scanned: a cloaked ship can be fired on only by a ship that
        found its real token itself.
      </li>
      <li>
        <b>Warp</b> (Engines online; cloaked ships too): the ship leaves and the enemy scores half
        its points, rounded up.
      </li>
      <li><b>Pass</b>: use the action for nothing (the die is still removed).</li>
    </ul>
    <h3>Damage control</h3>
    <p>
      Each ship rolls its Life Support value in dice; as the draft says, each die equal to or higher
      than <b>that same Life Support value</b> succeeds. Each success moves one point between the
      ship's own tracks (never Photon Torpedoes, never a system not fitted, every track 1–6; Cloak
      may take part). Both sides hand theirs in secretly; a list made impossible by a decloak in
      between is void.
    </p>
    <h3>Victory</h3>
    <p>
      A destroyed ship scores its points for the enemy; one that warps, half (rounded up). The game
      ends after the last turn or when a side has nothing left in play or to come; more points wins
      (decisive when the loser has nothing left, marginal otherwise), equal is a draw. A concession
      is accepted at any time.
    </p>
    <h3>Scenarios</h3>
    <ul>
      ${SCENARIO_IDS.map((id) => {
        const s = SCENARIOS[id];
        return html`<li>
          <b>${s.number}. ${s.name}</b> (${s.turnLimit} turns): ${s.briefing}
          ${s.specialRules.join(' ')}
        </li>`;
      })}
    </ul>
    <h3>Custom battles and points</h3>
    <p>
      A game's creator may start from a scenario and change its map size, turn limit, each side's
      faction card and name, its ships (any class on either side, each at a hex with a heading,
      cloaked if it has the device, or arriving from warp on a later turn), the asteroids (scenery
      option only) and which classes may not warp or score as survivors. At the start no two stands
      may share a hex, and a side fields 1 to ${MAX_SHIPS_PER_SIDE} ships. A set-up that breaks a
      rule is refused with the reason and the place at fault.
    </p>
    <p>
      <b>Fleet points</b> price each ship from its card: fitted tracks, plus twice its torpedo dice
      (rolled again on each of five launches), plus its move band (Short 1, Medium 2, Long 3), plus
      its turn value. The faction card is not priced. A side may be given a <b>budget</b>: a fleet
      that costs more is refused. Victory points stay what the ship cards say.
    </p>
    ${pointsTable()} ${fleetPickHelp('printed classes')}
    <h3>Your own cards</h3>
    <p>
      The draft's datacards were left "to be designed": design your own on the
      <a href="#/designer/startrek">Star Trek datacards</a> page. A <b>faction card</b> gives
      initiative dice (1–6), Crew Quality (2–6) and, for boarding, assault dice and defence. A
      <b>ship card</b> gives its faction, longest move band, Turn Value (0–3), torpedo dice (0–6,
      none exactly when Torpedoes are not fitted), victory points and which tracks are fitted; every
      fitted track starts at 6. Start from a blank card or any printed one; the page checks the card
      as you type, shows its fleet points by the same formula as above, saves it to your library and
      copies or imports it as a share code. In the lobby's <b>Custom forces</b> your saved ship
      cards appear beside the printed classes, and the game carries them and the faction cards they
      name.
    </p>
    <h3>The draft's unfinished ideas (options, off by default)</h3>
    <ul>
      <li>
        <b>Boarding parties</b>: <i>board</i> rolls Transporters dice against an uncloaked enemy
        within Short (3); any die at or above its Shields puts a party aboard. <i>Assault</i> rolls
        the faction's Assault dice against the target faction's Defence; hits go straight into the
        named area's systems.
      </li>
      <li>
        <b>Scenery</b>: the scenario's asteroid hexes (dots on the map); no stand may end a move on
        one, no torpedo may be placed on one.
      </li>
    </ul>
    <h3>House rules (options, off by default)</h3>
    <p>
      Where Broadside once played another reading than the draft's words, that reading is a house
      rule the game's creator may turn on. Off, the draft's words above apply. Games made under
      rules 1.0.0 played all of them.
    </p>
    <ul data-testid="house-rules">
      ${HOUSE_RULE_OPTIONS.map(
        (o) =>
          html`<li>
            <b>${o.label.replace(/^House rule: /, '')}</b> (<code>${o.id}</code>): ${o.help}
          </li>`,
      )}
    </ul>
    <h3>Timeouts and secrets</h3>
    <ul>
      <li>
        A missing action is a pass (lowest die); a missing allocation is rolled; missing damage
        control moves nothing.
      </li>
      <li>
        Hidden from the other side and spectators: a simultaneous action or damage control until
        revealed, and which cloak token is real (and so where the ship is) until it decloaks. Every
        token looks alike on the opponent's map. Hidden from spectators: what a scan found.
      </li>
    </ul>
    <h3>Left out</h3>
    <p class="muted">
      Arcs have no effect; there is no line of sight; no scenario allows cloaked firing; every
      scenario is one side against one; the draft's lost ship designs are replaced by the classes
      above.
    </p>
  </section>`;
}
