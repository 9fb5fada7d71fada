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
  readonly results: PgOpResult[];
  readonly error?: PgWireError;
}

/**
 * The worker thread's code (CommonJS, evaluated; it needs no build step and no TypeScript
 * loader). It owns one `pg` client. Each request on its port is a batch of ops, run in order
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
const client = new pg.Client({ connectionString: url, application_name: 'broadside' });
let broken = null;
client.on('error', (error) => { broken = error; });
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
async function runBatch(ops) {
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
let chain = client.connect().then(
  () => reply({ results: [] }),
  (error) => { broken = error; reply({ results: [], error: wireError(error) }); },
);
port.on('message', (message) => {
  if (message === 'close') {
    chain = chain.then(() => client.end()).catch(() => {}).then(() => { reply({ results: [] }); port.close(); });
    return;
  }
  chain = chain.then(() => runBatch(message)).then(reply, (error) => reply({ results: [], error: wireError(error) }));
});
`;
