import type { EngineContext } from '../context.js';
import { advanceCombat, beginActivations } from './combat.js';
import { advanceDeclaration } from './declaration.js';
import { advanceDeployment } from './deployment.js';
import { advanceFleet, endFleetPhase } from './fleet.js';
import { advanceMovement, beginMovement } from './movement.js';
import { advanceShelter, beginShelter } from './shelter.js';
import { endTurn, startTurn } from './turn.js';
import { battleSnapshot, checkVictory, finishGame } from './victory.js';
import { evaluateAtTurnLimit } from '../scenarios/victory.js';

/** More automatic steps than any real game needs between two decisions: a runaway guard. */
const MAX_AUTOMATIC_STEPS = 100_000;

/**
 * The phase machine. After every order, runs every automatic step (skipping sides and ships
 * with nothing to decide, initiative, end of turn, victory checks) until some side owes a
 * decision or the game is over:
 *
 * [fleet →] deployment → [turn: initiative → declaration → movement → shelter → combat → end of turn] …
 */
export function settle(ctx: EngineContext): void {
  let turnsEnded = 0;
  for (let guard = 0; guard < MAX_AUTOMATIC_STEPS; guard += 1) {
    if (checkVictory(ctx)) return;
    const stage = ctx.state.stage;
    switch (stage.phase) {
      case 'over':
        return;
      case 'fleet':
        if (advanceFleet(ctx)) return;
        endFleetPhase(ctx);
        break;
      case 'deployment':
        if (advanceDeployment(ctx)) return;
        startTurn(ctx);
        break;
      case 'declaration':
        if (advanceDeclaration(ctx)) return;
        beginMovement(ctx);
        break;
      case 'movement':
        if (advanceMovement(ctx)) return;
        beginShelter(ctx);
        break;
      case 'shelter':
        if (advanceShelter(ctx)) return;
        beginActivations(ctx);
        break;
      case 'combat':
        if (advanceCombat(ctx)) return;
        turnsEnded += 1;
        if (turnsEnded >= 2) {
          stalemate(ctx);
          return;
        }
        endTurn(ctx);
        break;
    }
  }
  throw new Error('the phase machine did not reach a decision');
}

/**
 * House ruling: a whole turn passed in which nobody could move, fire or decide anything, so
 * nothing can ever change again (e.g. only bases left, out of range of each other). The game
 * ends as at a turn limit: the scenario's test on the units still on the map.
 */
function stalemate(ctx: EngineContext): void {
  const result = evaluateAtTurnLimit(ctx.state.setup, battleSnapshot(ctx.state));
  finishGame(ctx, {
    ...result,
    summary: `Stalemate, no side can move or fire any more. ${result.summary}`,
  });
}
