import { CLIENT_MESSAGE_SCHEMAS, SERVER_MESSAGE_SCHEMAS } from '@broadside/protocol';
import { z } from 'zod';

/** Every WebSocket message schema, client and server, each registered with its component id. */
export const WEBSOCKET_MESSAGE_SCHEMAS: readonly z.ZodType[] = [
  ...CLIENT_MESSAGE_SCHEMAS,
  ...SERVER_MESSAGE_SCHEMAS,
];

/**
 * Every schema registered with an id (the protocol's messages, bodies and shared parts) as
 * OpenAPI component schemas, cross-referenced with `#/components/schemas/<id>`. OpenAPI cannot
 * describe a socket, so this is where the WebSocket messages appear in `/docs`.
 */
export function protocolComponents(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'openapi-3.0',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  for (const schema of Object.values(schemas)) {
    delete (schema as Record<string, unknown>).id;
    delete (schema as Record<string, unknown>).$id;
    delete (schema as Record<string, unknown>).$schema;
  }
  return schemas;
}

/** The description of the API in the OpenAPI document. */
export const API_DESCRIPTION = [
  'Lobby and game HTTP API of the Broadside server.',
  '',
  'Live play uses one WebSocket per client and game at `/ws`: the client sends `hello`, then',
  '`order`, `chat`, `resync` and `ping` messages; the server answers `welcome`, `ack`,',
  '`rejected`, `events`, `chat`, `presence`, `error`, `pong` and `rematch`. Their schemas are the',
  'components `Hello`, `OrderMessage`, `ChatMessage`, `Resync`, `Ping`, `Welcome`, `Events`,',
  '`Ack`, `Rejected`, `ErrorFrame`, `ChatFrame`, `Presence`, `Pong` and `RematchFrame` below; docs/protocol.md',
  'explains them with examples.',
].join('\n');
