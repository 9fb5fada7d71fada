import { html, type TemplateResult } from 'lit';
import { helpHref } from '../../../help/section-link.js';

/** A link to a section of the Starfire rules page (hash routing: `#/help/starfire?section=…`). */
export function rulesLink(section: string, text: string): TemplateResult {
  return html`<a href=${helpHref('starfire', section)}>${text}</a>`;
}
