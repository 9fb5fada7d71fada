import { html } from 'lit';
import { isScenarioId, type HullCode, type SideId } from '@broadside/rules/starfire';
import { DEFAULT_COMMON } from '../../../lobby/create-form.js';
import type { SetupContext, SetupFields } from '../../types.js';
import { loadDesigns } from '../designer/design-store.js';
import { renderCustomBattle, type SetField } from './create-fieldsets.js';
import {
  buildCreateBody,
  defaultForm,
  scenarioForces,
  type CreateForm,
  type StarfireFields,
} from './create-form.js';
import { renderDesignFieldset } from './design-fieldset.js';

/** The whole Starfire form of the lobby's shared choices and Starfire's own fields. */
function toForm(context: SetupContext, fields: StarfireFields): CreateForm {
  const scenario = isScenarioId(context.scenario.id) ? context.scenario.id : 'patrol';
  return {
    ...DEFAULT_COMMON,
    mySeat: context.mySeat,
    playerName: context.playerName,
    scenario,
    sideCount: context.sideCount,
    ...fields,
  };
}

/** Only Starfire's own fields of a form. */
function fieldsOf(form: CreateForm): StarfireFields {
  const {
    customMap,
    columns,
    rows,
    customForces,
    forces,
    fleetChoice,
    designs,
    turnLimit,
    budget,
  } = form;
  return {
    customMap,
    columns,
    rows,
    customForces,
    forces,
    fleetChoice,
    designs,
    turnLimit,
    budget,
  };
}

/**
 * Starfire's lobby fields: turn limit, custom battle (map size, forces per side) and a design
 * per hull or "each side chooses its own designs". The scenario, sides and seat come from the
 * shell's generic form.
 */
export const starfireSetupFields: SetupFields<StarfireFields> = {
  initial(context, previous) {
    const scenario = isScenarioId(context.scenario.id) ? context.scenario.id : 'patrol';
    const fresh = fieldsOf({ ...defaultForm(scenario), sideCount: context.sideCount });
    const forces = scenarioForces(scenario, context.sideCount);
    return previous
      ? {
          ...fresh,
          forces,
          fleetChoice: previous.fleetChoice,
          designs: previous.designs,
          turnLimit: previous.turnLimit,
          budget: previous.budget,
        }
      : { ...fresh, forces };
  },
  render(context, fields, update) {
    const form = toForm(context, fields);
    const set: SetField = (key, value) => update(fieldsOf({ ...form, [key]: value }));
    const setDesign = (side: SideId, hull: HullCode, text: string) =>
      update({
        ...fields,
        designs: { ...fields.designs, [side]: { ...(fields.designs[side] ?? {}), [hull]: text } },
      });
    return html`<label
        >Turn limit
        <input
          type="number"
          min="1"
          max="999"
          placeholder="none"
          data-testid="create-turn-limit"
          .value=${fields.turnLimit === null ? '' : String(fields.turnLimit)}
          @input=${(e: Event) => {
            const v = (e.target as HTMLInputElement).value;
            set('turnLimit', v === '' ? null : Number(v));
          }}
        />
      </label>
      ${renderCustomBattle(form, set)}
      ${renderDesignFieldset(form, loadDesigns(localStorage), {
        onDesign: setDesign,
        onFleetChoice: (choice) => set('fleetChoice', choice),
        onBudget: (side, value) => {
          const budget = { ...fields.budget };
          if (value === undefined) delete budget[side];
          else budget[side] = value;
          set('budget', budget);
        },
      })}`;
  },
  setup(context, fields) {
    return buildCreateBody(toForm(context, fields)).setup;
  },
};
