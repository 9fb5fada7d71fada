import WebSocket from 'ws';

/**
 * The benchmarks' own small clients: a WebSocket opened to the server, and a JSON POST that
 * throws on any answer but 2xx. Shared by bench:server, bench:load and bench:fanout.
 */

/** Opens a WebSocket (no compression, as the web client) and resolves once it is open. */
export function openSocket(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** POSTs JSON to `httpUrl + path` and answers the parsed JSON; throws on a non-2xx answer. */
export async function postJson<T = Record<string, unknown>>(
  httpUrl: string,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await fetch(httpUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as unknown;
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json as T;
}
