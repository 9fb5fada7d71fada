import { html } from 'lit';
import './help/rules-page.js';

/** Starfire's rules page: the charts, construction, sequence of play, scenarios and rulings. */
export function starfireHelp() {
  return html`<section data-testid="rules-starfire"><starfire-rules></starfire-rules></section>`;
}
