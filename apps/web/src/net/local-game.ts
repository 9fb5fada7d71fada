import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  SEED_BYTES,
  seedToHex,
  verifiableDice,
  type AnyRuleset,
  type DiceSource,
} from '@broadside/rules';
import type { PracticeOrder } from './practice-store.js';
import type { GameChannel } from '../rulesets/contract/channel.js';
import type { OrderOutcome } from './game-connection.js';
import { EMPTY_SESSION, type LogEntry, type Session } from './session.js';

const GAME_OVER: OrderOutcome = {
  ok: false,
  error: { code: 'game/over', message: 'The game is over.', path: [] },
};

/** How a practice game starts: afresh, or resumed from a seed and the orders given so far. */
export interface PracticeOptions {
  /** The dice seed (a fresh random one without it). */
  readonly seed?: Uint8Array;
  /** Orders to replay before play goes on (a resumed game). */
  readonly orders?: readonly PracticeOrder[];
  /** Told after every order: the seed (hex), all orders so far, and whether the game is over. */
  readonly onOrder?: (seed: string, orders: readonly PracticeOrder[], over: boolean) => void;
}

/**
 * A practice game played in this page by one person taking every side in turn (hot seat). It
 * runs the ruleset the server runs (its `create`, `check` and `apply`), with verifiable dice
 * from a random seed, and produces the same {@link Session} the battle screen draws, so practice
 * looks like the real thing. The screen's seat is always the first seat that owes a decision,
 * so simultaneous plots are written one after the other.
 */
export class LocalGame implements ReactiveController, GameChannel {
  session: Session = EMPTY_SESSION;
  private state: unknown = null;
  private readonly dice: DiceSource;
  private readonly host: ReactiveControllerHost;
  private readonly rules: AnyRuleset;
  private readonly setupInput: unknown;
  private readonly seed: Uint8Array;
  private readonly options: PracticeOptions;
  private orders: PracticeOrder[] = [];

  /** A practice game of `rules` for the unchecked set-up `setupInput`, started when `host` connects. */
  constructor(
    host: ReactiveControllerHost,
    rules: AnyRuleset,
    setupInput: unknown,
    options: PracticeOptions = {},
  ) {
    this.host = host;
    this.rules = rules;
    this.setupInput = setupInput;
    this.options = options;
    this.seed = options.seed ?? crypto.getRandomValues(new Uint8Array(SEED_BYTES));
    this.dice = verifiableDice(this.seed);
    host.addController(this);
  }

  hostConnected(): void {
    if (this.state !== null) return;
    const setup = this.rules.parseSetup(this.setupInput);
    if (!setup.ok) {
      this.session = {
        ...EMPTY_SESSION,
        connection: 'closed',
        error: { ...setup.error, path: [...setup.error.path] },
      };
      return;
    }
    const created = this.rules.create(setup.value, this.dice);
    if (!created.ok) return;
    this.publish(created.value.state, created.value.events, 0, Date.now());
    // A resumed game: its orders again, over the same dice (one refused ends the replay there).
    for (const { seat, order } of this.options.orders ?? []) {
      if (!this.play(seat, order).ok) break;
    }
  }

  hostDisconnected(): void {}

  /** Checks and applies an order for the seat on screen; resolves at once. */
  sendOrder(order: unknown): Promise<OrderOutcome> {
    const state = this.state;
    const seat = this.session.role?.kind === 'seat' ? this.session.role.seat : null;
    if (state === null || seat === null || !this.rules.mayAct(state, seat))
      return Promise.resolve(GAME_OVER);
    const outcome = this.play(seat, order);
    if (outcome.ok)
      this.options.onOrder?.(seedToHex(this.seed), this.orders, this.session.result !== null);
    return Promise.resolve(outcome);
  }

  /** Checks and applies one order of `seat`, and records it. */
  private play(seat: string, order: unknown): OrderOutcome {
    const state = this.state;
    const checked = this.rules.check(state, seat, order);
    if (!checked.ok)
      return { ok: false, error: { ...checked.error, path: [...checked.error.path] } };
    const applied = this.rules.apply(state, seat, checked.value, this.dice);
    const seq = this.session.seq + 1;
    this.orders = [...this.orders, { seat, order }];
    this.publish(applied.state, applied.events, seq, Date.now());
    return { ok: true, seq };
  }

  sendChat(): void {}

  private publish(state: unknown, events: readonly unknown[], seq: number, at: number): void {
    this.state = state;
    const pending = this.rules.pending(state);
    const result = this.rules.result(state);
    const held = this.session.role?.kind === 'seat' ? this.session.role.seat : null;
    const seat = pending[0]?.seat ?? held ?? this.rules.seats(state)[0] ?? 'A';
    const viewer = { kind: 'seat', seat } as const;
    const entries: LogEntry[] = events.map((event, index) => ({ seq, index, at, event }));
    this.session = {
      ...this.session,
      connection: 'open',
      role: { kind: 'seat', seat },
      ruleset: this.rules.id,
      status: result ? 'finished' : 'live',
      seq,
      view: this.rules.view(state, viewer),
      pending: this.rules.viewPending(state, viewer),
      result: result ? { ...result, winners: [...result.winners] } : null,
      log: [...this.session.log, ...entries],
    };
    this.host.requestUpdate();
  }
}
