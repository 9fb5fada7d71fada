import type { IncomingMessage } from 'node:http';

/** Headers the primary sets itself on a request it passes on. */
const REPLACED = new Set(['x-forwarded-for']);

/**
 * The request head as it came on the wire (request line, headers in their order and case,
 * blank line), rebuilt from what Node's parser read, with `X-Forwarded-For` replaced by the
 * client the primary resolved. A worker given the socket parses it again as its own.
 */
export function requestHead(request: IncomingMessage, clientAddress: string): Buffer {
  const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/${request.httpVersion}`];
  const raw = request.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (REPLACED.has(raw[i]!.toLowerCase())) continue;
    lines.push(`${raw[i]}: ${raw[i + 1]}`);
  }
  lines.push(`X-Forwarded-For: ${clientAddress}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}
