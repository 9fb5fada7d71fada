import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { SEED_BYTES, verifiableDice, type DiceSource } from '@broadside/rules';
import {
  starfireRuleset,
  viewState,
  type StarfireEvent,
  type StarfireOrder,
  type StarfireState,
} from '@broadside/rules/starfire';
import type { GameChannel } from './channel.js';
import type { OrderOutcome } from './game-connection.js';
import { EMPTY_SESSION, type LogEntry, type Session } from './session.js';

/**
 * A practice game played in this page by one person taking every side in turn (hot seat). It
 * runs the same rules package the server runs, with verifiable dice from a random seed, and
 * produces the same {@link Session} the battle screen draws, so practice looks like the real thing.
 */
export class LocalGame implements ReactiveController, GameChannel {
  session: Session = EMPTY_SESSION;
  private state: StarfireState | null = null;
  private readonly dice: DiceSource;
  private readonly host: ReactiveControllerHost;
  private readonly setupInput: unknown;

  constructor(host: ReactiveControllerHost, setupInput: unknown) {
    this.host = host;
    this.setupInput = setupInput;
    this.dice = verifiableDice(crypto.getRandomValues(new Uint8Array(SEED_BYTES)));
    host.addController(this);
  }

  hostConnected(): void {
    if (this.state) return;
    const setup = starfireRuleset.parseSetup(this.setupInput);
    if (!setup.ok) {
      this.session = {
        ...EMPTY_SESSION,
        connection: 'closed',
        error: { ...setup.error, path: [...setup.error.path] },
      };
      return;
    }
    const created = starfireRuleset.create(setup.value, this.dice);
    if (!created.ok) return;
    this.publish(created.value.state, created.value.events, 0, Date.now());
  }

  hostDisconnected(): void {}

  sendOrder(order: StarfireOrder): Promise<OrderOutcome> {
    const state = this.state;
    const seat = state ? starfireRuleset.pending(state)[0]?.seat : undefined;
    if (!state || !seat) {
      return Promise.resolve({
        ok: false,
        error: { code: 'game/over', message: 'The game is over.', path: [] },
      });
    }
    const checked = starfireRuleset.check(state, seat, order);
    if (!checked.ok) {
      return Promise.resolve({
        ok: false,
        error: { ...checked.error, path: [...checked.error.path] },
      });
    }
    const applied = starfireRuleset.apply(state, seat, checked.value, this.dice);
    const seq = this.session.seq + 1;
    this.publish(applied.state, applied.events, seq, Date.now());
    return Promise.resolve({ ok: true, seq });
  }

  sendChat(): void {}

  private publish(
    state: StarfireState,
    events: readonly StarfireEvent[],
    seq: number,
    at: number,
  ): void {
    this.state = state;
    const pending = starfireRuleset.pending(state);
    const result = starfireRuleset.result(state);
    const held = this.session.role?.kind === 'seat' ? this.session.role.seat : 'A';
    const seat = pending[0]?.seat ?? held;
    const entries: LogEntry[] = events.map((event, index) => ({ seq, index, at, event }));
    this.session = {
      ...this.session,
      connection: 'open',
      role: { kind: 'seat', seat },
      status: result ? 'finished' : 'live',
      seq,
      view: viewState(state, { kind: 'seat', seat }),
      pending,
      result: result ? { ...result, winners: [...result.winners] } : null,
      log: [...this.session.log, ...entries],
    };
    this.host.requestUpdate();
  }
}
