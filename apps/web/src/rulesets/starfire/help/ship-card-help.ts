import { html, type TemplateResult } from 'lit';
import {
  DEFAULT_DESIGNS,
  HOUSE_RULES,
  defaultDesign,
  type DesignSlot,
  type SlotCondition,
} from '@broadside/rules/starfire';
import type { CardSlot } from '../battle/card-model.js';
import { slotString } from '../battle/slot-string.js';
import { rulesLink } from './links.js';

/** The example ship of the notes: the default corvette. */
const EXAMPLE_HULL = 'CT';

/** The store a fresh launcher or magazine holds. */
function freshStore(slot: DesignSlot): number | null {
  if (slot.code === 'Mg') return HOUSE_RULES.reloadsPerMagazine;
  return ['R', 'G', 'Pt'].includes(slot.code) ? HOUSE_RULES.munitionsPerLauncher : null;
}

/**
 * The example's slots after a little damage: its first shield knocked offline and its first
 * armor destroyed, to show how a card draws both.
 */
export function exampleSlots(): readonly CardSlot[] {
  const design = defaultDesign(EXAMPLE_HULL);
  const firstShield = design.slots.find((s) => s.code === 'S')?.index;
  const firstArmor = design.slots.find((s) => s.code === 'A')?.index;
  return design.slots.map((slot) => {
    const condition: SlotCondition =
      slot.index === firstShield ? 'offline' : slot.index === firstArmor ? 'destroyed' : 'intact';
    return {
      index: slot.index,
      code: slot.code,
      condition,
      restricted: slot.restricted,
      store: freshStore(slot),
      engineRoom: slot.engineRoom,
    };
  });
}

/** How to read a record card's design string and figures. */
export function shipCardNotes(): TemplateResult {
  const example = DEFAULT_DESIGNS[EXAMPLE_HULL];
  return html`<p>
      A ship is written as a string of system letters, one letter (or two, for Mg and Pt) per
      system. The default corvette, the ${example.name}, is <code>${example.text}</code>. On its
      card, after a shield was knocked offline and an armor box destroyed, it reads:
    </p>
    <p class="slots" data-testid="example-slots">${slotString(exampleSlots())}</p>
    <ul>
      <li>
        <strong>Left to right is the damage order.</strong> Each point of damage destroys the
        leftmost system still intact; lasers (L) pass over shields, and energy beams (E) pass over
        armor and cargo holds. Hover over (or long-press) a letter for what it is.
      </li>
      <li>
        <strong>( )</strong> an engine room: the drives (I) inside give MP only while all of them
        are intact.
      </li>
      <li>
        <strong>+</strong> after a weapon: a restricted-arc mount that fires only into the front
        120° and its own hex.
      </li>
      <li>
        <strong>small number</strong> after a launcher or magazine: munitions or reloads left.
      </li>
      <li><strong class="slot destroyed">struck through</strong>: destroyed.</li>
      <li><strong class="slot offline">dim italic</strong>: a shield knocked offline.</li>
      <li>
        Under the string: <strong>MP</strong> left this turn of the speed the intact engine rooms
        give (and the hull's maximum); the <strong>turn mode</strong> count (MP spent in one
        direction; at the hull's turn mode the ship may turn); munitions and reloads; and any Hard
        Turn, Engine Modulation, shelter, or "fired" this turn.
      </li>
    </ul>
    <p>
      Every letter is in the ${rulesLink('systems', 'System Chart')}; the weapon letters are in the
      ${rulesLink('weapons', 'Weapon Chart')}.
    </p>`;
}
