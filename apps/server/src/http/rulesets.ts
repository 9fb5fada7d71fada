import {
  designCheckSchema,
  rulesetDetailSchema,
  rulesetListSchema,
  serverError,
  validateDesignBodySchema,
} from '@broadside/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RulesetCatalog } from '../rulesets/catalog.js';
import { errorBodySchema, HttpError } from './errors.js';
import { routeSchema } from './zod-compilers.js';

const rulesetParams = z.object({ rulesetId: z.string().min(1).max(40) });

function detail(c: RulesetCatalog): z.input<typeof rulesetDetailSchema> {
  return {
    id: c.ruleset.id,
    version: c.ruleset.version,
    name: c.ruleset.name,
    scenarios: c.scenarios.map((s) => ({
      ...s,
      sides: s.sides.map((side) => ({ ...side, forces: [...side.forces] })),
      specialRules: [...s.specialRules],
    })),
    designs: [...c.designs],
    hulls: [...c.hulls],
  };
}

/** Rulesets, scenarios, default designs and design validation. */
export async function rulesetRoutes(
  app: FastifyInstance,
  options: { catalogs: ReadonlyMap<string, RulesetCatalog> },
): Promise<void> {
  const find = (id: string): RulesetCatalog => {
    const c = options.catalogs.get(id);
    if (!c) throw HttpError.of('ruleset/unknown', `No ruleset "${id}".`);
    return c;
  };

  app.get(
    '/api/rulesets',
    {
      schema: routeSchema({
        summary: 'Rulesets with their scenarios and default designs',
        tags: ['rulesets'],
        response: { 200: rulesetListSchema },
      }),
    },
    async () => ({ rulesets: [...options.catalogs.values()].map(detail) }),
  );

  app.get<{ Params: z.output<typeof rulesetParams> }>(
    '/api/rulesets/:rulesetId',
    {
      schema: routeSchema({
        summary: 'One ruleset with its scenarios and default designs',
        tags: ['rulesets'],
        params: rulesetParams,
        response: { 200: rulesetDetailSchema, 404: errorBodySchema },
      }),
    },
    async (request) => detail(find(request.params.rulesetId)),
  );

  app.post<{
    Params: z.output<typeof rulesetParams>;
    Body: z.output<typeof validateDesignBodySchema>;
  }>(
    '/api/rulesets/:rulesetId/designs/validate',
    {
      schema: routeSchema({
        summary: 'Check a design string',
        description:
          'For the designer UI: the canonical design text, or every construction error with its position.',
        tags: ['rulesets'],
        params: rulesetParams,
        body: validateDesignBodySchema,
        response: { 200: designCheckSchema, 400: errorBodySchema, 404: errorBodySchema },
      }),
    },
    async (request) => {
      const checked = find(request.params.rulesetId).validateDesign(
        request.body.hull,
        request.body.text,
      );
      if (!checked) {
        throw new HttpError(
          serverError('request/invalid', `Unknown hull "${request.body.hull}".`, ['hull']),
        );
      }
      return checked;
    },
  );
}
