import { css, html, nothing, type TemplateResult } from 'lit';
import type { CardSlot } from './card-model.js';
import { systemTip } from '../help/system-notes.js';

/**
 * A design string drawn as on a record card: each system letter in its box, engine rooms in
 * parentheses, `+` on restricted-arc weapons, munitions left as a small number, destroyed
 * systems struck through and offline shields dimmed. Each letter's tooltip says what it is.
 */
export function slotString(slots: readonly CardSlot[]): (TemplateResult | string)[] {
  const out: (TemplateResult | string)[] = [];
  let room: number | null = null;
  for (const s of slots) {
    if (s.engineRoom !== room) {
      if (room !== null) out.push(')');
      if (s.engineRoom !== null) out.push('(');
      room = s.engineRoom;
    }
    out.push(
      html`<span
        class="slot ${s.condition}"
        data-code=${s.code}
        title="${systemTip(s.code)} Now ${s.condition}${s.store !== null ? `, ${s.store} ${s.code === 'Mg' ? 'reloads' : 'munitions'}` : ''}."
        >${s.code}${s.restricted ? '+' : ''}${s.store !== null && s.condition === 'intact' ? html`<sub>${s.store}</sub>` : nothing}</span
      >`,
    );
  }
  if (room !== null) out.push(')');
  return out;
}

/** The look of {@link slotString}. */
export const slotStyles = css`
  .slots {
    font:
      0.95rem ui-monospace,
      monospace;
    letter-spacing: 0.03em;
    margin: 0.3rem 0;
    word-break: break-all;
  }
  .slot {
    cursor: help;
  }
  .slot.destroyed {
    color: #e5484d;
    text-decoration: line-through;
  }
  .slot.offline {
    color: #6b7394;
    font-style: italic;
  }
  .slots sub {
    font-size: 0.65rem;
    color: var(--accent);
  }
`;
