import { html, type TemplateResult } from 'lit';
import type { ActionOrder, StartrekView, Transfer } from '@broadside/rules/startrek';
import type { StartrekSession } from '../session.js';
import { actionText, transfersText } from './log-text.js';
import { shipName, sideName } from './map-model.js';
import '../../../game/waiting-panel.js';

/** What this seat handed in (an action or damage control) and waits on, if anything. */
function sent(view: StartrekView, seat: string | null): TemplateResult | null {
  const stage = view.stage;
  if (stage.phase !== 'action' && stage.phase !== 'repair') return null;
  const mine = stage.submitted.find((x) => x.seat === seat);
  if (!mine?.content) return null;
  const name = (id: string) => shipName(view, id);
  const told =
    stage.phase === 'action'
      ? actionText(mine.content as ActionOrder, name)
      : transfersText(mine.content as Transfer[], name);
  return html`<p>Yours: <span class="summary">${told}</span></p>
    <p class="muted">It stays secret until both sides are in.</p>`;
}

/** The orders area when this screen owes nothing (the shell's waiting panel), with the score. */
export function waiting(session: StartrekSession | null, seat: string | null) {
  const view = session?.view ?? null;
  const score = Object.entries(view?.score ?? {})
    .map(([side, n]) => `${sideName(view, side)} ${n}`)
    .join(' · ');
  return html`<battle-waiting
    .session=${session}
    .seat=${seat}
    .sideName=${(s: string) => sideName(view, s)}
    .sent=${view ? sent(view, seat) : null}
    .extra=${html`<p class="muted">Score: ${score}</p>`}
    spectatorNote="You are watching: cloak tokens all look alike, and secret actions are shown when revealed."
  ></battle-waiting>`;
}
