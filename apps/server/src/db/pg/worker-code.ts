/** One statement the worker runs: `name` makes it a prepared statement of the connection. */
export interface PgOp {
  readonly text: string;
  readonly values?: readonly unknown[];
  readonly name?: string;
}

/** The result of one {@link PgOp}. */
export interface PgOpResult {
  readonly rows: Record<string, unknown>[];
  readonly rowCount: number;
}

/** A PostgreSQL error as the worker reports it. */
export interface PgWireError {
  readonly message: string;
  /** SQLSTATE, e.g. `23505`; absent for errors of the client or the network. */
  readonly code?: string;
  readonly constraint?: string;
  readonly detail?: string;
}

/** The worker's answer to one batch: the results of the ops that ran, then maybe an error. */
export interface PgReply {
  /** The request answered (0: the first connection). */
  readonly id: number;
  readonly results: PgOpResult[];
  readonly error?: PgWireError;
}

/** One request to the worker: a batch, or closing. */
export type PgRequest =
  | {
      readonly id: number;
      readonly ops: readonly PgOp[];
      /** No transaction is open on the connection before this batch (it may reconnect). */
      readonly fresh: boolean;
    }
  | { readonly id: number; readonly close: true };

/**
 * The worker thread's code (CommonJS, evaluated; it needs no build step and no TypeScript
 * loader). It owns one `pg` client (a new one when the old was lost between transactions). Each request on its port is a batch of ops, run in order
 * until the first error; the reply is posted to the port and then the shared flag is raised, so
 * the blocked caller finds it at once with `receiveMessageOnPort`.
 *
 * Integers (`int8`) and numerics come back as JavaScript numbers and booleans as 1/0, as
 * better-sqlite3 gives them; bytea as bytes.
 */
export const PG_WORKER_CODE = `
const { workerData } = require('node:worker_threads');
const pg = require(workerData.library);
const { port, signal, url } = workerData;
const flag = new Int32Array(signal);
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(16, (v) => (v === 't' ? 1 : 0));
let client = null;
let broken = null;
function connect() {
  const fresh = new pg.Client({ connectionString: url, application_name: 'broadside' });
  fresh.on('error', (error) => { if (client === fresh) broken = error; });
  fresh.on('end', () => { if (client === fresh && !broken) broken = new Error('the connection to PostgreSQL ended'); });
  client = fresh;
  broken = null;
  return fresh.connect().catch((error) => { broken = error; throw error; });
}
function reply(message) {
  port.postMessage(message);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
}
function wireError(error) {
  return { message: String((error && error.message) || error), code: error && error.code,
    constraint: error && error.constraint, detail: error && error.detail };
}
function toBuffer(v) {
  return v instanceof Uint8Array && !Buffer.isBuffer(v) ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v;
}
const CONTROL = /^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT) ?[A-Za-z0-9_]*$/;
function literal(v) {
  if (v === null || v === undefined) return 'NULL';
  if (v instanceof Uint8Array) return "'\\\\x" + Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('hex') + "'::bytea";
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return client.escapeLiteral(text);
}
function inline(op) {
  if (!op.values) return op.text;
  const sql = op.text;
  let out = '';
  for (let i = 0; i < sql.length; i += 1) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (c === '$' && /[0-9]/.test(sql[i + 1] || '')) {
      const digits = /^[0-9]+/.exec(sql.slice(i + 1))[0];
      out += literal(op.values[Number(digits) - 1]);
      i += digits.length;
    } else out += c;
  }
  return out;
}
async function runBatch(ops) {
  // Many statements in one round trip: the simple protocol runs them in order and stops at the
  // first error. Only for statements known to be single (prepared ones and transaction control).
  if (ops.length > 2 && ops.every((op) => op.name || CONTROL.test(op.text))) {
    if (broken) return { results: [], error: wireError(broken) };
    try {
      const r = await client.query(ops.map(inline).join('; '));
      const all = Array.isArray(r) ? r : [r];
      if (all.length === ops.length)
        return { results: all.map((x) => ({ rows: x.rows || [], rowCount: x.rowCount || 0 })) };
      return { results: [], error: { message: 'a batch answered ' + all.length + ' results for ' + ops.length + ' statements' } };
    } catch (error) {
      return { results: [], error: wireError(error) };
    }
  }
  const results = [];
  for (const op of ops) {
    if (broken) return { results, error: wireError(broken) };
    try {
      const query = op.values
        ? { text: op.text, values: op.values.map(toBuffer), name: op.name }
        : op.text;
      const r = await client.query(query);
      const last = Array.isArray(r) ? r[r.length - 1] : r;
      results.push({ rows: (last && last.rows) || [], rowCount: (last && last.rowCount) || 0 });
    } catch (error) {
      return { results, error: wireError(error) };
    }
  }
  return { results };
}
// A request outside any transaction may run on a new connection when the old one was lost
// (a restarted or failed-over server); inside a transaction the loss is the request's error.
async function serve(message) {
  if (broken && message.fresh) {
    try { client.end().catch(() => {}); } catch {}
    try { await connect(); } catch (error) { return { results: [], error: wireError(error) }; }
  }
  return runBatch(message.ops);
}
let chain = connect().then(
  () => reply({ id: 0, results: [] }),
  (error) => reply({ id: 0, results: [], error: wireError(error) }),
);
port.on('message', (message) => {
  if (message.close) {
    chain = chain.then(() => client.end()).catch(() => {}).then(() => { reply({ id: message.id, results: [] }); port.close(); });
    return;
  }
  chain = chain
    .then(() => serve(message))
    .then((answer) => reply({ id: message.id, ...answer }), (error) => reply({ id: message.id, results: [], error: wireError(error) }));
});
`;
