import {
  legalOrders,
  traceMove,
  type FireOrder,
  type Launch,
  type PrepareOrder,
  type Repair,
  type SclOrder,
  type SclState,
  type SclView,
  type UnitMove,
} from '@broadside/rules/scl';
import { memoOrders, type BattleMode } from '../../../game/owed-orders.js';
import type { Session } from '../../../net/session.js';

/**
 * The view as a state the rules' `legalOrders` can read: a seat's view holds its own units and
 * the enemy units it detects, and its own `detected` list; the other side's list is left empty
 * (nothing secret is guessed).
 */
export function stateOfView(view: SclView): SclState {
  return {
    ...view,
    detected: { A: view.detected.A ?? [], B: view.detected.B ?? [] },
  } as unknown as SclState;
}

/** The legal orders of the seat on screen, asked once per sequence number. */
export function memoLegal(): (s: Session, mode: BattleMode) => readonly SclOrder[] {
  return memoOrders((view, seat) => legalOrders(stateOfView(view as SclView), seat));
}

/** One choice of a prepare panel: a single repair, Full Stop, recovery or launch. */
export interface PrepareChoice {
  readonly key: string;
  readonly ship: string;
  readonly repair?: Repair;
  readonly fullStop?: string;
  readonly recover?: string;
  readonly launch?: Launch;
}

/** The single-item prepare orders among the legal ones, as choices. */
export function prepareChoices(orders: readonly SclOrder[]): PrepareChoice[] {
  const out: PrepareChoice[] = [];
  for (const o of orders) {
    if (o.type !== 'prepare') continue;
    for (const r of o.repairs)
      out.push({ key: `repair:${r.ship}:${r.system}:${r.battery ?? ''}`, ship: r.ship, repair: r });
    for (const id of o.fullStop) out.push({ key: `stop:${id}`, ship: id, fullStop: id });
    for (const id of o.recover) out.push({ key: `recover:${id}`, ship: id, recover: id });
    for (const l of o.launches)
      out.push({ key: `launch:${l.ship}:${l.craft}:${l.count ?? 1}`, ship: l.ship, launch: l });
  }
  return out;
}

/** A prepare order of the chosen choices. */
export function prepareOrder(chosen: readonly PrepareChoice[]): PrepareOrder {
  return {
    type: 'prepare',
    repairs: chosen.flatMap((c) => (c.repair ? [c.repair] : [])),
    fullStop: chosen.flatMap((c) => (c.fullStop ? [c.fullStop] : [])),
    recover: chosen.flatMap((c) => (c.recover ? [c.recover] : [])),
    launches: chosen.flatMap((c) => (c.launch ? [c.launch] : [])),
  };
}

/** One fire choice: a beam battery, submunition or missile at a target, or a battery in PD. */
export interface FireChoice {
  readonly key: string;
  /** Which weapon (one of its targets may be chosen): `beam:A1:0`, `sub:A1:0`, `missile:A3`. */
  readonly weapon: string;
  readonly unit: string;
  readonly kind: 'beam' | 'pd' | 'sub' | 'missile';
  readonly battery?: number;
  readonly target?: string;
}

/** Every fire choice among the legal orders. */
export function fireChoices(orders: readonly SclOrder[]): FireChoice[] {
  const seen = new Map<string, FireChoice>();
  const add = (c: FireChoice) => seen.set(c.key, c);
  for (const o of orders) {
    if (o.type !== 'fire') continue;
    for (const b of o.beams)
      add({
        key: `beam:${b.unit}:${b.battery}:${b.target}`,
        weapon: `beam:${b.unit}:${b.battery}`,
        unit: b.unit,
        kind: 'beam',
        battery: b.battery,
        target: b.target,
      });
    for (const p of o.pointDefense)
      add({
        key: `pd:${p.unit}:${p.battery}`,
        weapon: `beam:${p.unit}:${p.battery}`,
        unit: p.unit,
        kind: 'pd',
        battery: p.battery,
      });
    for (const s of o.submunitions)
      add({
        key: `sub:${s.unit}:${s.target}`,
        weapon: `sub:${s.unit}`,
        unit: s.unit,
        kind: 'sub',
        target: s.target,
      });
    for (const m of o.missiles)
      add({
        key: `missile:${m.missile}:${m.target}`,
        weapon: `missile:${m.missile}`,
        unit: m.missile,
        kind: 'missile',
        target: m.target,
      });
  }
  return [...seen.values()];
}

/** Default fire: every weapon at its first target (point defense left off). */
export function defaultFire(choices: readonly FireChoice[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of choices) if (c.kind !== 'pd' && !(c.weapon in out)) out[c.weapon] = c.key;
  return out;
}

/** A fire order of the chosen choices (weapon → choice key, `''` = hold). */
export function fireOrder(
  choices: readonly FireChoice[],
  chosen: Readonly<Record<string, string>>,
): FireOrder {
  const picked = choices.filter((c) => chosen[c.weapon] === c.key);
  return {
    type: 'fire',
    beams: picked.flatMap((c) =>
      c.kind === 'beam' && c.target && c.battery !== undefined
        ? [{ unit: c.unit, battery: c.battery, target: c.target }]
        : [],
    ),
    pointDefense: picked.flatMap((c) =>
      c.kind === 'pd' && c.battery !== undefined ? [{ unit: c.unit, battery: c.battery }] : [],
    ),
    submunitions: picked.flatMap((c) =>
      c.kind === 'sub' && c.target ? [{ unit: c.unit, target: c.target }] : [],
    ),
    missiles: picked.flatMap((c) =>
      c.kind === 'missile' && c.target ? [{ missile: c.unit, target: c.target }] : [],
    ),
  };
}

/** The legal candidate moves of each unit due, from the legal orders. */
export function moveChoices(orders: readonly SclOrder[]): Record<string, UnitMove[]> {
  const out: Record<string, UnitMove[]> = {};
  for (const o of orders)
    if (o.type === 'move') for (const m of o.moves) (out[m.unit] ??= []).push(m);
  return out;
}

/** A unit's drafted move traced on the view: its hexes, or the rules' reason it is illegal. */
export function previewMove(
  view: SclView,
  move: UnitMove,
): { ok: true; path: { q: number; r: number }[]; facing: number } | { ok: false; reason: string } {
  const u = view.units.find((x) => x.id === move.unit);
  if (!u) return { ok: false, reason: 'no such unit' };
  const traced = traceMove(stateOfView(view), u, move);
  if (!traced.ok) return { ok: false, reason: traced.error.message };
  return { ok: true, path: [u.hex, ...traced.value.path], facing: traced.value.facing };
}
