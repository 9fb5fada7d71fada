/**
 * The one place where the stores' SQLite-flavoured SQL becomes PostgreSQL:
 *
 * - `?` placeholders become `$1, $2 …`; `@name` (also `:name`, `$name`) become `$n`, one number
 *   per distinct name, and the statement remembers the names' order;
 * - `INSERT OR IGNORE` becomes `INSERT … ON CONFLICT DO NOTHING`;
 * - `INSERT OR REPLACE` becomes `INSERT … ON CONFLICT (primary key) DO UPDATE SET` every other
 *   column inserted;
 * - an `INSERT` of one row into a table with an identity key sends a key drawn ahead from the
 *   table's sequence (so `lastInsertRowid` is known at once); other `INSERT`s into such a table
 *   get `RETURNING` the key.
 *
 * Quoted text (`'…'` and `"…"`) is never rewritten.
 */

/** What the translator needs to know of the schema. */
export interface SchemaInfo {
  /** The primary key columns of a table. */
  primaryKey(table: string): readonly string[];
  /** The identity (auto-generated) key column of a table, if it has one. */
  identityColumn(table: string): string | null;
}

/** A statement ready for PostgreSQL. */
export interface TranslatedSql {
  readonly text: string;
  /** Number of positional parameters (`?`). */
  readonly positional: number;
  /** Names of the named parameters in `$n` order; empty for positional statements. */
  readonly names: readonly string[];
  /** The column `RETURNING` gives as `lastInsertRowid`, if any. */
  readonly returning: string | null;
  /**
   * The identity key this `INSERT` takes as its last parameter, drawn ahead from the table's
   * sequence by the caller: `lastInsertRowid` is then known without waiting for the row.
   */
  readonly allocate: { readonly table: string; readonly column: string } | null;
}

/** The name of the parameter that carries an allocated identity key in named statements. */
const ROWID_PARAM = 'broadside_rowid';

const INSERT_HEAD =
  /^\s*INSERT\s+(?:OR\s+(IGNORE|REPLACE)\s+)?INTO\s+("?[A-Za-z_][\w]*"?)\s*(\(([^)]*)\))?/i;

/** Replaces placeholders outside quoted text, returning the new text and the parameter names. */
function numberPlaceholders(sql: string): { text: string; positional: number; names: string[] } {
  let out = '';
  let positional = 0;
  const names: string[] = [];
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (c === '?') {
      positional += 1;
      out += `$${positional}`;
      i += 1;
      continue;
    }
    if ((c === '@' || c === ':' || c === '$') && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      // `::type` casts are not parameters.
      if (c === ':' && (sql[i - 1] === ':' || sql[i + 1] === ':')) {
        out += c;
        i += 1;
        continue;
      }
      const match = /^[A-Za-z_]\w*/.exec(sql.slice(i + 1))!;
      const name = match[0];
      let index = names.indexOf(name);
      if (index < 0) index = names.push(name) - 1;
      out += `$${index + 1}`;
      i += 1 + name.length;
      continue;
    }
    out += c;
    i += 1;
  }
  if (positional > 0 && names.length > 0)
    throw new Error('a statement uses either ? or named parameters, not both');
  return { text: out, positional, names };
}

/** Words that may follow a subquery in FROM when it has no alias. */
const NOT_ALIASES = new Set([
  'ORDER',
  'WHERE',
  'LIMIT',
  'OFFSET',
  'GROUP',
  'HAVING',
  'JOIN',
  'LEFT',
  'RIGHT',
  'INNER',
  'CROSS',
  'FULL',
  'UNION',
  'EXCEPT',
  'INTERSECT',
  'WINDOW',
  'ON',
  'USING',
]);

/** Index of the parenthesis closing the one at `open`, skipping quoted text. */
function closingParen(sql: string, open: number): number {
  let depth = 0;
  for (let i = open; i < sql.length; i += 1) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (c === '(') depth += 1;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** PostgreSQL (before 16) wants an alias on every subquery in FROM; SQLite does not. */
function aliasSubqueries(sql: string): string {
  let out = sql;
  let from = 0;
  let n = 0;
  for (;;) {
    const match = /\bFROM\s*\(\s*SELECT\b/gi;
    match.lastIndex = from;
    const found = match.exec(out);
    if (!found) return out;
    const open = out.indexOf('(', found.index);
    const close = closingParen(out, open);
    if (close < 0) return out;
    const next = /^\s*([A-Za-z_]\w*)?/.exec(out.slice(close + 1))![1];
    if (!next || NOT_ALIASES.has(next.toUpperCase())) {
      n += 1;
      out = `${out.slice(0, close + 1)} AS subquery_${n}${out.slice(close + 1)}`;
    }
    from = open + 1;
  }
}

/** Translates one statement; `schema` is asked only for `INSERT`s. */
export function translateSql(sql: string, schema: SchemaInfo): TranslatedSql {
  let text = aliasSubqueries(sql.trim().replace(/;\s*$/, ''));
  let returning: string | null = null;
  let allocate: TranslatedSql['allocate'] = null;
  const head = INSERT_HEAD.exec(text);
  if (head) {
    const [whole, conflict, rawTable, , columnList] = head;
    const table = rawTable!.replace(/"/g, '');
    let tail = '';
    if (conflict?.toUpperCase() === 'IGNORE') tail = ' ON CONFLICT DO NOTHING';
    if (conflict?.toUpperCase() === 'REPLACE') {
      const key = schema.primaryKey(table);
      if (key.length === 0)
        throw new Error(`INSERT OR REPLACE into ${table}: it has no primary key`);
      if (!columnList) throw new Error(`INSERT OR REPLACE into ${table} must name its columns`);
      const columns = columnList.split(',').map((c) => c.trim().replace(/"/g, ''));
      const others = columns.filter((c) => !key.includes(c));
      tail =
        others.length === 0
          ? ` ON CONFLICT (${key.join(', ')}) DO NOTHING`
          : ` ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${others
              .map((c) => `${c} = EXCLUDED.${c}`)
              .join(', ')}`;
    }
    const rest = text.slice(whole.length);
    const at = rest.search(/\bRETURNING\b/i);
    const body = at < 0 ? rest : rest.slice(0, at).trimEnd();
    const after = at < 0 ? '' : ` ${rest.slice(at)}`;
    let insert = whole.replace(/\s+OR\s+(IGNORE|REPLACE)\s+/i, ' ');
    let values = body;
    const identity = at < 0 ? schema.identityColumn(table) : null;
    const columns = columnList?.split(',').map((c) => c.trim().replace(/"/g, '')) ?? [];
    const open = /^\s*VALUES\s*\(/i.exec(body);
    const oneRow = open !== null && closingParen(body, open[0].length - 1) === body.length - 1;
    if (identity && columnList && !columns.includes(identity) && oneRow) {
      // The key is drawn ahead and sent with the row: no RETURNING round trip to wait for.
      const named = !body.includes('?') && /[@:$][A-Za-z_]/.test(body);
      insert = insert.replace(`(${columnList})`, `(${columnList}, ${identity})`);
      values = `${body.slice(0, -1)}, ${named ? `@${ROWID_PARAM}` : '?'})`;
      allocate = { table, column: identity };
    } else if (identity) {
      returning = identity;
    }
    text = insert + values + tail + after + (returning ? ` RETURNING ${returning}` : '');
  }
  return { ...numberPlaceholders(text), returning, allocate };
}

/**
 * The values of a statement's parameters in `$n` order: positional values as given, or the
 * named values of the one object passed.
 */
export function bindValues(
  translated: TranslatedSql,
  params: readonly unknown[],
  rowid?: number,
): unknown[] {
  if (translated.names.length === 0)
    return translated.allocate ? [...params.map(toPg), rowid] : params.map(toPg);
  const bag = params[0];
  if (params.length !== 1 || typeof bag !== 'object' || bag === null || Array.isArray(bag))
    throw new TypeError('a statement with named parameters takes one object of values');
  const values = translated.allocate
    ? { ...(bag as Record<string, unknown>), [ROWID_PARAM]: rowid }
    : (bag as Record<string, unknown>);
  return translated.names.map((name) => {
    if (!(name in values)) throw new RangeError(`Missing named parameter "${name}"`);
    return toPg(values[name]);
  });
}

/**
 * One value as PostgreSQL takes it (bytes stay bytes; `undefined` is NULL). PostgreSQL text
 * cannot hold U+0000, which SQLite stores: it becomes U+FFFD, so a hostile name or path that
 * carries one is looked up (and found absent) instead of failing the statement.
 */
function toPg(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string' && value.includes('\u0000'))
    return value.replaceAll('\u0000', '\uFFFD');
  if (typeof value === 'bigint') return value.toString();
  return value;
}
