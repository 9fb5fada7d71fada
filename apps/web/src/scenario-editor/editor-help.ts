import { html, type TemplateResult } from 'lit';

/** The help page's words on the scenario editor (`#/help`), for every ruleset. */
export function scenarioEditorHelp(): TemplateResult {
  return html`<section data-testid="scenario-editor-help">
    <h2>Scenario editor</h2>
    <p>
      The <a href="#/scenarios/edit">scenario editor</a> builds a set-up of any ruleset on the same
      board the battles use. Pick the ruleset and a scenario to start from, then:
    </p>
    <ul>
      <li>
        <strong>Place ship</strong>: click an empty hex to put the chosen design there for the
        chosen side. Click a ship to select it; its row turns it (↻) or removes it. Starfire ships
        deploy during the game, in the scenario’s zones, so there a click adds one to the side’s
        order of battle.
      </li>
      <li>
        <strong>Terrain</strong>: the ruleset’s own tools, a click toggles one in a hex: planets,
        moons and warp points (Starfire), planets with their gravity wells and ring numbers (the
        one-page rules), asteroids (Star Trek, which turns scenery on).
      </li>
      <li>
        <strong>Each side picks its fleet</strong> (the one-page rules, Star Cruiser Lite, Star
        Trek): the sides choose their own ships within the budget when the game starts, each in its
        deployment zone. The zones show on the board; <strong>Zone of A</strong> (or B) adds a
        clicked hex to that side’s zone or takes it out. Starfire sides deploy in the scenario’s own
        zones.
      </li>
      <li>
        Each side shows its points and an optional budget; map size, turn limit, victory and the
        ruleset’s own fields (crew quality, factions, cloaked or late ships) sit beside the board,
        under it on a phone.
      </li>
      <li>
        Every change is checked by the ruleset’s own rules at once. When they refuse, the reason
        stands beside the field at fault and its hex is marked on the board; Save, Copy share code
        and Create game wait until the set-up is accepted.
      </li>
      <li>
        <strong>Save to library</strong> keeps it in your library;
        <strong>Copy share code</strong> gives a short <code>BSD1.</code> text to send anyone, and
        <strong>Open code</strong> opens one. <strong>Create game</strong> opens a public game with
        you on side A and an invite for the other side.
      </li>
    </ul>
  </section>`;
}
