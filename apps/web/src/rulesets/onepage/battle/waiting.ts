import { html, type TemplateResult } from 'lit';
import type { OnepageView } from '@broadside/rules/onepage';
import type { OnepageSession } from '../session.js';
import { planText } from './log-text.js';
import { shipName, sideName } from './map-model.js';
import '../../../game/waiting-panel.js';

/** What this seat handed in for the plot or fire now waiting on the other side, if anything. */
function sent(view: OnepageView, seat: string | null): TemplateResult | null {
  const stage = view.stage;
  if (stage.phase !== 'plot' && stage.phase !== 'fire') return null;
  const mine = stage.submitted.find((x) => x.seat === seat);
  if (!mine?.content) return null;
  let told: string;
  if (stage.phase === 'plot' && !Array.isArray(mine.content))
    told = planText(mine.content, (id) => shipName(view, id));
  else {
    const shots = Array.isArray(mine.content) ? mine.content : [];
    told = shots.length ? shots.map((x) => `${x.ship} → ${x.target}`).join(', ') : 'holding fire';
  }
  return html`<p>
      Your ${stage.phase === 'fire' ? 'fire orders' : 'plot'}: <span class="path">${told}</span>
    </p>
    <p class="muted">It stays secret until every side has handed in theirs.</p>`;
}

/** The orders area when this screen owes nothing (the shell's waiting panel). */
export function waiting(session: OnepageSession | null, seat: string | null) {
  const view = session?.view ?? null;
  return html`<battle-waiting
    .session=${session}
    .seat=${seat}
    .sideName=${(s: string) => sideName(view, s)}
    .sent=${view ? sent(view, seat) : null}
    spectatorNote="You are watching: plots and fire orders are shown when they are revealed."
  ></battle-waiting>`;
}
