import { RateLimiter } from './rate-limiter.js';

/** Per-address limits of the WebSocket endpoint. */
export interface AddressLimits {
  readonly maxSpectatorsPerAddressPerGame: number;
  readonly maxSpectatorsPerAddress: number;
  readonly maxUnjoinedPerAddress: number;
  readonly hellosPerAddressPerWindow: number;
  readonly helloWindowMs: number;
}

interface AddressEntry {
  unjoined: number;
  spectators: number;
  spectatorsByGame: Map<string, number>;
}

/** Hello windows kept before the expired ones are swept out. */
const HELLO_WINDOWS_SWEEP_AT = 10_000;

/**
 * What each client address holds on the WebSocket endpoint: sockets that have not said hello,
 * spectator sockets (in all and per game), and a `hello` rate. Players are not counted: a valid
 * seat token is always admitted, so nobody can lock a player out of their own game.
 */
export class AddressBook {
  private readonly entries = new Map<string, AddressEntry>();
  /** Kept apart from the counts: closing sockets must not reset an address's hello window. */
  private readonly hellos = new Map<string, RateLimiter>();
  private readonly limits: AddressLimits;

  constructor(limits: AddressLimits) {
    this.limits = limits;
  }

  private entry(address: string): AddressEntry {
    let entry = this.entries.get(address);
    if (!entry) {
      entry = { unjoined: 0, spectators: 0, spectatorsByGame: new Map() };
      this.entries.set(address, entry);
    }
    return entry;
  }

  /** A new socket before its hello; false when the address holds too many such sockets. */
  openUnjoined(address: string): boolean {
    const entry = this.entry(address);
    if (entry.unjoined >= this.limits.maxUnjoinedPerAddress) return false;
    entry.unjoined += 1;
    return true;
  }

  /** The socket said hello (or closed before it did). */
  leaveUnjoined(address: string): void {
    const entry = this.entries.get(address);
    if (entry) entry.unjoined -= 1;
    this.forgetIfIdle(address);
  }

  /** Counts a `hello` that is not from a seat; false when the address sends too many. */
  allowHello(address: string, now: number): boolean {
    let limiter = this.hellos.get(address);
    if (!limiter) {
      if (this.hellos.size >= HELLO_WINDOWS_SWEEP_AT)
        for (const [key, l] of this.hellos) if (l.expired(now)) this.hellos.delete(key);
      limiter = new RateLimiter(this.limits.hellosPerAddressPerWindow, this.limits.helloWindowMs);
      this.hellos.set(address, limiter);
    }
    return limiter.allow(now);
  }

  /** Admits a spectator socket on a game; false when the address holds too many. */
  addSpectator(address: string, gameId: string): boolean {
    const entry = this.entry(address);
    const onGame = entry.spectatorsByGame.get(gameId) ?? 0;
    if (entry.spectators >= this.limits.maxSpectatorsPerAddress) return false;
    if (onGame >= this.limits.maxSpectatorsPerAddressPerGame) return false;
    entry.spectators += 1;
    entry.spectatorsByGame.set(gameId, onGame + 1);
    return true;
  }

  /** A spectator socket closed. */
  removeSpectator(address: string, gameId: string): void {
    const entry = this.entries.get(address);
    if (!entry) return;
    entry.spectators -= 1;
    const left = (entry.spectatorsByGame.get(gameId) ?? 1) - 1;
    if (left > 0) entry.spectatorsByGame.set(gameId, left);
    else entry.spectatorsByGame.delete(gameId);
    this.forgetIfIdle(address);
  }

  /** Addresses with anything counted (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  private forgetIfIdle(address: string): void {
    const entry = this.entries.get(address);
    if (entry && entry.unjoined <= 0 && entry.spectators <= 0) this.entries.delete(address);
  }
}
