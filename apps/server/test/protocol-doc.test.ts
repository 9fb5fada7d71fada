import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CLIENT_MESSAGE,
  CLOSE_CODES,
  clientMessageSchema,
  botCatalogSchema,
  createGameBodySchema,
  createGameResponseSchema,
  designCheckSchema,
  gameSummarySchema,
  gameTournamentSchema,
  joinBodySchema,
  rematchAnswerSchema,
  rematchBodySchema,
  rematchOfferSchema,
  revokeAnswerSchema,
  revokeBodySchema,
  SERVER_ERRORS,
  SERVER_MESSAGE,
  seatGrantSchema,
  serverMessageSchema,
  validateDesignBodySchema,
} from '@broadside/protocol';
import { z } from 'zod';
import { WEBSOCKET_MESSAGE_SCHEMAS } from '../src/http/openapi.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.js';

const doc = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'protocol.md'),
  'utf8',
);

/** Every fenced example tagged ```json <kind>:<name>. */
const examples = [...doc.matchAll(/```json (client|server|http):(\w+)\n([\s\S]*?)```/g)].map(
  (m) => ({
    kind: m[1]!,
    name: m[2]!,
    value: JSON.parse(m[3]!) as unknown,
  }),
);

const httpSchemas: Record<string, z.ZodType> = {
  CreateGameBody: createGameBodySchema,
  CreateGameResponse: createGameResponseSchema,
  JoinBody: joinBodySchema,
  SeatGrant: seatGrantSchema,
  GameSummary: gameSummarySchema,
  GameTournament: gameTournamentSchema,
  ValidateDesignBody: validateDesignBodySchema,
  DesignCheck: designCheckSchema,
  RevokeBody: revokeBodySchema,
  RevokeAnswer: revokeAnswerSchema,
  RematchBody: rematchBodySchema,
  RematchAnswer: rematchAnswerSchema,
  RematchOffer: rematchOfferSchema,
  BotCatalog: botCatalogSchema,
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('docs/protocol.md matches the schemas', () => {
  test.each(Object.values(CLIENT_MESSAGE))('client message %s has a valid example', (type) => {
    const found = examples.filter((e) => e.kind === 'client' && e.name === type);
    expect(found.length).toBeGreaterThan(0);
    for (const e of found) expect(clientMessageSchema.parse(e.value)).toMatchObject({ type });
  });

  test.each(Object.values(SERVER_MESSAGE))('server message %s has a valid example', (type) => {
    const found = examples.filter((e) => e.kind === 'server' && e.name === type);
    expect(found.length).toBeGreaterThan(0);
    for (const e of found) expect(serverMessageSchema.parse(e.value)).toMatchObject({ type });
  });

  test('every HTTP example parses with its schema', () => {
    const http = examples.filter((e) => e.kind === 'http');
    expect(new Set(http.map((e) => e.name))).toEqual(new Set(Object.keys(httpSchemas)));
    for (const e of http) expect(httpSchemas[e.name]!.safeParse(e.value).success).toBe(true);
  });

  test.each(Object.entries(SERVER_ERRORS))(
    'error %s is documented with HTTP %s',
    (code, { status }) => {
      expect(doc).toContain(`| \`${code}\` | ${status} |`);
    },
  );

  test.each(Object.entries(CLOSE_CODES))('close code %s (%i) is documented', (name, code) => {
    expect(doc).toContain(`| ${code} | \`${name}\` |`);
  });

  test('the HTTP route table and the OpenAPI document at /docs list the same routes', async () => {
    const openapi = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: unknown }>>;
    };
    const served = new Set<string>();
    for (const [path, methods] of Object.entries(openapi.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        served.add(`${method.toUpperCase()} ${path}`);
        expect(operation.responses, `${method} ${path} has a response schema`).toBeDefined();
      }
    }
    const documented = new Set(
      [...doc.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) (\/[^`?]*)`/gm)].map(
        (m) => `${m[1]} ${m[2]}`,
      ),
    );
    documented.delete('GET /docs');
    expect(documented).toEqual(served);
  });

  test('/docs describes every WebSocket message as a component, and every reference resolves', async () => {
    const openapi = (await t.app.inject({ url: '/docs/json' })).json() as {
      components: { schemas: Record<string, { properties?: { type?: { enum?: string[] } } }> };
    };
    const schemas = openapi.components.schemas;
    for (const schema of WEBSOCKET_MESSAGE_SCHEMAS) {
      const id = z.globalRegistry.get(schema)?.id;
      expect(id, 'every message schema has an id').toBeTypeOf('string');
      const type = schemas[id!]?.properties?.type?.enum?.[0];
      expect(type, `component ${id}`).toBeTypeOf('string');
      expect(doc).toContain(`### ${type}`);
    }
    const text = JSON.stringify(openapi);
    for (const [, name] of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
      expect(schemas[name!], `$ref ${name}`).toBeDefined();
    }
  });
});
