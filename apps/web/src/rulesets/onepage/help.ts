import { html } from 'lit';
import {
  DESIGN_IDS,
  DESIGN_POINTS,
  DESIGNS,
  MAX_SHIPS_PER_SIDE,
  POINTS_WEIGHTS,
  GUN_TO_HIT,
  MISSILE_ATTACK_BONUS,
  DESIGN_CAPS,
  MISSILE_ENDURANCE,
  MISSILE_MP,
  SCENARIO_IDS,
  SCENARIOS,
} from '@broadside/rules/onepage';
import { boxLetters } from './battle/ship-cards.js';
import { fleetPickHelp } from '../../game/fleet-pick-help.js';

/** Hull hits of a design that carry loss boxes, e.g. "4: G · 5: M · 3, 6: MP" as "3 MP, 4 G …". */
function lossBoxes(id: (typeof DESIGN_IDS)[number]): string {
  const boxes: string[] = [];
  for (let hit = 1; hit <= DESIGNS[id].hull; hit += 1) {
    const letters = boxLetters(id, hit);
    if (letters) boxes.push(`${hit}: ${letters}`);
  }
  return boxes.length > 0 ? boxes.join(' · ') : 'none';
}

const designTable = () =>
  html`<table data-testid="design-table">
    <thead>
      <tr>
        <th>Design</th>
        <th>Hull</th>
        <th>Guns</th>
        <th>Missiles (launchers)</th>
        <th>MP</th>
        <th>Loss boxes (hull hit: lost)</th>
      </tr>
    </thead>
    <tbody>
      ${DESIGN_IDS.map((id) => {
        const d = DESIGNS[id];
        return html`<tr>
          <td>${d.name}</td>
          <td>${d.hull}</td>
          <td>${d.guns}</td>
          <td>${d.missiles} (${d.launchers})</td>
          <td>${d.mp}</td>
          <td>${lossBoxes(id)}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;

const pointsTable = () =>
  html`<table data-testid="points-table">
    <thead>
      <tr>
        <th>Design</th>
        <th>Points</th>
      </tr>
    </thead>
    <tbody>
      ${DESIGN_IDS.map(
        (id) =>
          html`<tr>
            <td>${DESIGNS[id].name}</td>
            <td>${DESIGN_POINTS[id]}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;

const w = POINTS_WEIGHTS;

/** Custom battles and their points (docs/rules/onepage.md, Custom battles and Points). */
const customSection = () =>
  html`<h3>Custom battles and points</h3>
    <p>
      A custom battle starts from a scenario and changes any of: the map size, each side's ships
      (any of the seven designs, each on a hex of your choice; up to ${MAX_SHIPS_PER_SIDE} a side),
      the planets and their numbered rings, the turn limit, and the victory condition (destroy the
      enemy, or a convoy of at least two freighters running for the right edge). A set-up the rules
      cannot play is refused with the part at fault named, and nothing is created.
    </p>
    <p>
      The rulebook prices nothing, so Broadside gives each design points from its printed figures:
      <b
        >hull + ${w.guns} × guns + ${w.missiles === 1 ? '' : `${w.missiles} × `}missiles + ${w.mp} ×
        MP</b
      >. A hull point soaks one point of damage; a gun does about 3.5 a turn, but only at range 1; a
      missile is spent once and hits about half the time; MP decides who reaches range 1 and how
      well a ship dodges missiles. A side may be given a budget: its ships may not cost more.
    </p>
    ${pointsTable()}`;

/** Own designs and the ship editor (docs/rules/onepage.md, Own designs). */
const ownDesignsSection = () =>
  html`<h3 data-testid="rules-onepage-own">Own designs and the ship editor</h3>
    <p>
      A custom battle may also field ships of your own design. The
      <a href="#/designer/onepage">ship editor</a> sets the printed sheet's figures: hull points (up
      to ${DESIGN_CAPS.hull}), guns (up to ${DESIGN_CAPS.guns}), missiles and launchers (missiles
      need a launcher), MP (1 to ${DESIGN_CAPS.mp}), and rows of loss boxes. Each row takes a gun
      (G), a launcher (M) or MP, either on every Nth hull hit or on the hull hits you list, and as
      in the rules a hull hit is one point of damage.
    </p>
    <p>
      The rules check the design as you type and say beside the field what is wrong: a box beyond
      the hull, or boxes that take more guns, launchers or MP than the ship has before its last hull
      box (a box on the last one is allowed, as on the printed Raider). The editor draws the hull
      track box by box with its letters, shows the points by the same formula as above, and saves
      the design to your designs (your account when signed in, else this browser) or copies a share
      code that anyone can import. In the lobby's Custom forces your saved designs are offered after
      the seven printed ones, marked "own".
    </p>`;

/**
 * The one-page rules in the app: how a turn goes, and every ruling the engine makes where the
 * rulebook is silent (docs/rules/onepage.md), with the figures taken from the rules package.
 */
export function onepageHelp() {
  return html`<section data-testid="rules-onepage">
    <h2>One-page space combat: how to play</h2>
    <p>
      Each side has a few ships on a hex map with a planet. A turn is: <b>movement</b>, then
      <b>missiles</b> move and attack, then <b>guns</b> fire, then the turn ends. Every die is in
      the battle log with what it needed, and comes from a seed committed before the game and
      revealed after it, so anyone can verify it from the end screen.
    </p>
    <h3>Ship designs</h3>
    ${designTable()}
    <p>
      A ship launches at most one missile per working launcher per turn while its stock lasts.
      "Every Nth" boxes repeat (8th, 16th …); "on the Nth" boxes happen once.
    </p>
    <h3>Movement</h3>
    <ul>
      <li>
        Each ship may spend up to its current MP every turn; unused MP is lost (no carry-over).
      </li>
      <li>
        Ships have <b>no facing</b>: each MP moves one hex in any of the six directions. The pointer
        on a counter only shows its last step.
      </li>
      <li>Any number of ships and missiles may share a hex. Nothing may enter the planet's hex.</li>
      <li>
        A ship may leave the map only where its scenario says (the Convoy's freighters, off the
        right edge), as its last step: it escapes.
      </li>
      <li>
        <b>Written movement</b> (simultaneous): both sides plot in secret; when both plots are in
        they are revealed together and the ships move step by step, all at once. <b>Initiative</b>:
        each side rolls a d6 (ties roll again); the loser moves first, openly, then the winner.
      </li>
      <li>
        A ship left out of a plot holds position. A player who runs out of time holds every ship.
      </li>
    </ul>
    <h3>Gravity wells</h3>
    <ul>
      <li>
        The hexes two out from the planet carry a <b>2</b>, three out a <b>1</b> (the numerals on
        the map).
      </li>
      <li>
        A ship that moved and <b>ends</b> its move on a numeral N is pulled N hexes toward the
        planet. A ship that spent no MP is not pulled.
      </li>
      <li>
        The pull happens once (the numeral where it ends is not read again) and stops next to the
        planet. Ties between two nearer hexes go to the lower direction (up first, then clockwise).
      </li>
      <li>Missiles are pulled the same way, after their own move.</li>
    </ul>
    <h3>Missiles</h3>
    <ul>
      <li>
        A missile is launched at an enemy ship (no range limit) and appears in its ship's hex where
        the ship ended its move.
      </li>
      <li>
        It homes by itself, ${MISSILE_MP} MP a turn, each step to the hex nearest its target, and
        stops in or next to it. It then attacks, hit or miss, and is spent.
      </li>
      <li>
        Attack: (d6 + ${MISSILE_ATTACK_BONUS}) − (target's current MP + d6) ≥ 0 hits, for d6 damage.
      </li>
      <li>
        Missiles attack one at a time in launch order; damage counts at once. A missile whose target
        is gone is lost, and one that has not attacked after ${MISSILE_ENDURANCE} moves is lost.
      </li>
      <li>Missiles attack before guns fire, so guns never get a shot at them.</li>
    </ul>
    <h3>Guns and damage</h3>
    <ul>
      <li>
        Range 1: an enemy in the same or an adjacent hex. Each gun rolls a d6: ${GUN_TO_HIT} or more
        hits, for 2d6 damage.
      </li>
      <li>
        Both sides aim in secret at the same time; a side with no shot owes nothing. Shots are
        rolled after both are in, and damage is marked after every shot, so a ship sunk in a volley
        still fires in it.
      </li>
      <li>
        One point of damage is one hull hit. Every loss box the hits pass costs at once (a gun, a
        launcher or MP); never below 0. Damage beyond the hull left is lost.
      </li>
      <li>
        A ship at 0 hull is destroyed. Each hull hit scores a point for the side that made it.
      </li>
    </ul>
    <h3>Scenarios and victory</h3>
    <ul>
      ${SCENARIO_IDS.map((id) => {
        const s = SCENARIOS[id];
        return html`<li>
          <b>${s.name}</b> (${s.turnLimit} turns): ${s.briefing} ${s.victoryText}
        </li>`;
      })}
      <li>A side that concedes loses decisively.</li>
      <li>
        A side may offer a draw instead; if the other side accepts, the battle ends drawn. The offer
        lapses when the other side plays on without answering.
      </li>
    </ul>
    ${customSection()} ${ownDesignsSection()} ${fleetPickHelp('seven designs')}
    <h3>On screen</h3>
    <p>
      To plot, pick a ship (button or counter), then click hexes within its MP: the arrow is the
      planned path, marked hexes are where it can still go, Undo or a click on the path takes steps
      back, Reset clears everything. The end of the path is ringed and labelled with the ship's id;
      if a gravity well will pull the ship there, a dashed line shows where it ends up. Around that
      hex the map washes the gun range (1 hex) and hatches the missile reach (3 hexes); <kbd>r</kbd>
      or the Reach button in the map key hides them. A click on a hex out of reach says why above
      the map. Pick a missile target per launcher, then Send. Destroyed and escaped ships are listed
      greyed and take no orders. If the rules refuse a plot, it stays as you drew it and the ship at
      fault is marked in the list and on the map. Your plot shows as “submitted — waiting for the
      other side” until both are revealed. In gun combat choose a target (or hold) for each gun;
      clicking an enemy aims every gun in range at it.
    </p>
  </section>`;
}
