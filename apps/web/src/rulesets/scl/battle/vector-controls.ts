import { html, nothing } from 'lit';
import { actionKey } from '../../../game/action-key.js';
import {
  freeFacingAllowed,
  speedBand,
  thrustRange,
  type Step,
  type Unit,
} from '@broadside/rules/scl';
import type { DraftMove } from './draft.js';

const F = (n: number): Step[] => Array.from({ length: Math.max(0, n) }, () => 'F' as const);

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The unit's speed after the drafted thrust. */
export function draftSpeed(u: Unit, d: DraftMove | undefined): number {
  return u.speed + (d?.thrust ?? 0);
}

/** A draft whose facing is dropped when the rules no longer allow a free facing change. */
export function keepFacingLegal(d: DraftMove): DraftMove {
  if (d.facing === undefined || freeFacingAllowed({ steps: [...d.steps], thrust: d.thrust }))
    return d;
  const { facing: _facing, ...rest } = d;
  return rest;
}

/**
 * Thrust (−/+ within the rules' range; a straight run is redrawn at the new speed), the speed
 * band it gives, and the free facing change, offered only when the rules allow it. The selected
 * unit's (`keyed`) take keys: `b` brakes, `t` thrusts, `o` picks the facing.
 */
export function vectorControls(
  u: Unit,
  d: DraftMove | undefined,
  set: (d: DraftMove) => void,
  keyed = false,
) {
  const range = thrustRange(u);
  const thrust = d?.thrust ?? 0;
  const steps = d?.steps ?? [];
  const speed = draftSpeed(u, d);
  const band = speedBand(u, speed);
  const setThrust = (t: number) => {
    const straight = steps.every((s) => s === 'F');
    const next = { ...d, steps: straight ? F(u.speed + t) : steps, thrust: t };
    set(keepFacingLegal(next));
  };
  const free = freeFacingAllowed({ steps: [...steps], thrust });
  return html`<div class="vector" data-testid="vector-${u.id}">
    <div class="steps" role="group" aria-label="Thrust of ${u.id}">
      <button
        data-testid="thrust-${u.id}-down"
        ${actionKey(keyed ? 'b' : '')}
        title="Brake: one less thrust"
        ?disabled=${thrust <= range.min}
        @click=${() => setThrust(thrust - 1)}
      >
        −
      </button>
      <span data-testid="thrust-${u.id}"
        >Thrust ${signed(thrust)}
        <span class="muted">(${signed(range.min)} … ${signed(range.max)})</span> → speed
        <strong data-testid="speed-${u.id}">${speed}</strong></span
      >
      <button
        data-testid="thrust-${u.id}-up"
        ${actionKey(keyed ? 't' : '')}
        title="Accelerate: one more thrust"
        ?disabled=${thrust >= range.max}
        @click=${() => setThrust(thrust + 1)}
      >
        +
      </button>
    </div>
    <div class="muted" data-testid="band-${u.id}">
      At speed ${speed}: move exactly ${speed} hex${speed === 1 ? '' : 'es'};
      ${band.turns === 0 ? 'no course change' : `up to ${band.turns} course change${band.turns > 1 ? 's' : ''}`}${band.slips > 0 ? `; up to ${band.slips} slips` : ''}.
    </div>
    <label title="Only when speed and course are unchanged"
      >Free facing:
      <select
        data-testid="facing-${u.id}"
        ${actionKey(keyed ? 'o' : '')}
        ?disabled=${!free}
        @change=${(e: Event) => {
          const v = (e.target as HTMLSelectElement).value;
          const { facing: _f, ...rest } = d ?? { steps: [] };
          // Facing alone: the unit flies on along its course at its speed.
          const fly = rest.steps.length > 0 ? rest : { ...rest, steps: F(speed) };
          set(v === '' ? rest : { ...fly, facing: Number(v) });
        }}
      >
        <option value="" ?selected=${d?.facing === undefined}>keep</option>
        ${[0, 1, 2, 3, 4, 5].map(
          (f) => html`<option value=${f} ?selected=${d?.facing === f}>${60 * f}°</option>`,
        )}
      </select>
      ${free ? nothing : html`<span class="muted">(speed or course changed)</span>`}
    </label>
  </div>`;
}
