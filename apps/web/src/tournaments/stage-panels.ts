import { html, nothing } from 'lit';
import type { TournamentView } from './api.js';
import './bracket-picture-link.js';
import './bracket-view.js';
import { standingsTable } from './tournament-tables.js';

/**
 * The two stages of a Swiss with a top cut or groups into playoffs, each in its own panel: the
 * Swiss table or every group's table, then the playoff's bracket once it is paired. Tables and
 * the bracket scroll sideways inside their box on a phone.
 */
export function stagePanels(t: TournamentView) {
  const stages = t.stages;
  if (!stages) return nothing;
  const table = (standings: TournamentView['standings']) =>
    html`<div class="scroll" data-scrolls-sideways>${standingsTable({ ...t, standings })}</div>`;
  const playoffRounds = t.rounds.filter((r) => r.stage === 'playoff');
  // The playoff is drawn as a single-elimination bracket (round titles: semi-finals, final).
  const playoff: TournamentView = {
    ...t,
    format: 'single_elimination',
    rounds: playoffRounds,
    totalRounds: t.totalRounds === null ? null : t.totalRounds - stages.firstStageRounds,
  };
  return html`<section class="panel" data-testid="first-stage">
      ${
        stages.firstStage === 'swiss'
          ? html`<h2>Swiss stage</h2>
              <p>The top ${stages.playoffPlayers} go through to the playoff.</p>
              ${table(stages.table)}`
          : html`<h2>Groups</h2>
              ${stages.groups.map(
                (g) =>
                  html`<h3>Group ${g.name}</h3>
                    ${table(g.standings)}`,
              )}`
      }
    </section>
    ${
      playoffRounds.length > 0
        ? html`<section class="panel" data-testid="playoff">
            <h2>Playoff</h2>
            <div class="scroll" data-scrolls-sideways>
              <bracket-view .tournament=${playoff}></bracket-view>
            </div>
            <bracket-picture-link .tournamentId=${t.id}></bracket-picture-link>
          </section>`
        : nothing
    }`;
}
