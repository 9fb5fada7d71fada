import { html, type TemplateResult } from 'lit';
import { HOUSE_RULES } from '@broadside/rules/starfire';
import { phaseWord } from '../battle/phase-text.js';
import { rulesLink } from './links.js';

/**
 * The sequence of play (QSR, "Sequence of Play" and the phases after it), each step under the
 * name the battle screen's phase banner gives it.
 */
export function sequenceOfPlay(): TemplateResult {
  const d = `d${HOUSE_RULES.dieSides}`;
  const step = (phase: string, body: TemplateResult) =>
    html`<li data-phase=${phase}><strong>${phaseWord(phase)}.</strong> ${body}</li>`;
  return html`<p>Before the first turn:</p>
    <ol>
      ${step(
        'fleet',
        html`Only when the game's creator lets each side pick its own designs: every side chooses a
        design for each of its ships.`,
      )}
      ${step(
        'deployment',
        html`The sides place their ships in the scenario's order and areas (see
        ${rulesLink('scenarios', 'Scenarios')}). In the warp point assault side A first places the
        warp point and side B writes its transit order.`,
      )}
    </ol>
    <p>
      Then the battle runs in turns until the scenario's victory test ends it. Each turn has these
      phases, in order:
    </p>
    <ol>
      <li data-phase="initiative">
        <strong>Initiative.</strong> Each side rolls one ${d}; the highest roll wins. A tie on the
        first turn is rolled again; later, a tie goes to the side that lost the initiative the turn
        before. The winner moves last and fires first.
      </li>
      ${step(
        'declaration',
        html`Before anyone moves, each side may announce a Hard Turn or Engine Modulation for any of
        its ships. Both are public at once.`,
      )}
      ${step(
        'movement',
        html`Movement goes in MP rounds. In each round the side with the lowest initiative spends
        one MP for every ship that has MP left, then the next side, and so on. Each MP moves a ship
        one hex forward, keeps it where it is, or takes it through a warp point. After spending MP
        equal to its turn mode in one direction, a ship may turn one hexside. Every MP must be
        spent.`,
      )}
      ${step(
        'shelter',
        html`A ship in a hex with a planet or moon may shelter behind it: it can then only fire at,
        and be fired on by, units in its own hex this turn.`,
      )}
      ${step(
        'combat',
        html`The sides take turns to activate one ship each, the initiative winner first. The ship
        fires any of its ready weapons, each at one target in arc and in range; a target hit by
        missiles or torpedoes may use its Point Defense; damage is applied before the next ship
        activates. A ship that could fire may pass.`,
      )}
      <li data-phase="end">
        <strong>End of turn.</strong> Offline shields may come back after
        ${HOUSE_RULES.shieldRecoveryTurns} turns without damage other than from lasers, and the
        scenario's victory test is applied.
      </li>
    </ol>
    <p>
      The game ends with the phase "${phaseWord('over')}": when the victory test is met, a side
      concedes, the sides agree a draw (Offer draw: every other side must accept), or the turn limit
      the creator set is reached.
    </p>`;
}
