/**
 * Who takes over the games of a node that stopped renewing its lease (docs/scaling.md). The rule
 * is the same in every node and in the reverse proxy's configuration (deploy/haproxy.cfg lists
 * each node's successors as `backup` servers in this order), so both agree without talking:
 *
 * - the **successors** of node S are the other nodes in sorted order after S, wrapping around
 *   (`n1, n2, n3`: n2 → n3, n1; n3 → n1, n2);
 * - the first successor that is alive takes S as soon as S's lease has expired; the k-th alive
 *   one only after k further lease times (a fallback, should the nodes see liveness
 *   differently for a moment);
 * - nobody takes S while S's own node, started again, is asking for it back.
 */

/** Node names in the order of succession: sorted by code unit (`n1 < n10 < n2`). */
export function sortedNodes(nodes: Iterable<string>): string[] {
  return [...new Set(nodes)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The nodes that take over `shard`, first to last: those after it in sorted order, wrapping. */
export function successors(shard: string, nodes: Iterable<string>): string[] {
  const sorted = sortedNodes(nodes).filter((n) => n !== shard);
  const after = sorted.filter((n) => n > shard);
  return [...after, ...sorted.filter((n) => n < shard)];
}

/**
 * How long after the expiry of `shard`'s lease node `self` may take it: 0 for its first alive
 * successor, one lease time more for each alive successor before `self`. Null when `self` is
 * not a successor (it is the shard's own node, or not a known node).
 */
export function takeoverDelay(
  shard: string,
  self: string,
  nodes: Iterable<string>,
  alive: (node: string) => boolean,
  ttlMs: number,
): number | null {
  const order = successors(shard, nodes).filter((n) => n === self || alive(n));
  const rank = order.indexOf(self);
  return rank < 0 ? null : rank * ttlMs;
}

/** The node a lease holder belongs to: holders are named `<node>@…`; null for other names. */
export function nodeOfHolder(holder: string): string | null {
  const at = holder.indexOf('@');
  return at > 0 ? holder.slice(0, at) : null;
}
