import { html, type TemplateResult } from 'lit';
import { HULLS, SCENARIO_IDS, resolveSetup, type ResolvedSetup } from '@broadside/rules/starfire';
import { scenarioMap } from './scenario-map.js';

/** Every scenario as a new game plays it (the current rules version), in the QSR's order. */
export function scenarioSetups(): readonly ResolvedSetup[] {
  return SCENARIO_IDS.flatMap((id) => {
    const setup = resolveSetup({ scenario: id });
    return setup.ok ? [setup.value] : [];
  });
}

/** The scenarios: briefing, forces, set-up rules, a map of the set-up, and victory. */
export function scenarioList(): TemplateResult {
  return html`<p>
      Every scenario is played on a fixed map; a unit that moves off an edge leaves play. Practice
      any of them against yourself from the lobby.
    </p>
    ${scenarioSetups().map((setup) => {
      const s = setup.scenario;
      return html`<article class="scenario" data-testid="scenario-${s.id}">
        <h3 id="scenario-${s.id}">${s.number}. ${s.name}</h3>
        <p>${s.briefing}</p>
        <p>
          <strong>Forces.</strong>
          ${s.sides.map(
            (side) =>
              html`Side ${side.id} (${side.name}):
              ${side.forces.map((f) => `${f.count} ${HULLS[f.hull].name} (${f.hull})`).join(', ')}. `,
          )}
        </p>
        <p><strong>Set-up.</strong></p>
        <ul>
          ${s.specialRules.map((r) => html`<li>${r}</li>`)}
        </ul>
        ${scenarioMap(setup)}
        <p data-testid="victory-${s.id}"><strong>Victory.</strong> ${s.victoryText}</p>
      </article>`;
    })}`;
}
