import { expect } from 'vitest';
import type { Facing } from '../../../src/hex/facing.js';
import type { Hex } from '../../../src/hex/hex.js';
import type { DeploymentContext, PlacedUnit } from '../../../src/starfire/scenarios/deployment.js';
import { resolveSetup } from '../../../src/starfire/scenarios/setup.js';
import type { ResolvedSetup, ScenarioId } from '../../../src/starfire/scenarios/types.js';

/** Resolves a scenario with default designs, failing the test when the set-up is rejected. */
export function resolved(scenario: ScenarioId, extra: Record<string, unknown> = {}): ResolvedSetup {
  const result = resolveSetup({ scenario, ...extra });
  if (!result.ok) expect.fail(`${scenario}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

/** A deployment context with the given units placed. */
export function context(
  setup: ResolvedSetup,
  placed: readonly [string, Hex, Facing][],
): DeploymentContext {
  return {
    resolved: setup,
    placed: placed.map(([unitId, hex, facing]): PlacedUnit => {
      const unit = setup.units.find((u) => u.id === unitId);
      if (!unit) throw new Error(`no unit ${unitId}`);
      return { unitId, hex, facing, side: unit.side, hull: unit.hull };
    }),
  };
}
