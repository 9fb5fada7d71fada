import {
  designCheckSchema,
  rulesetDescriptionSchema,
  rulesetListSchema,
  serverError,
  validateDesignBodySchema,
} from '@broadside/protocol';
import type { AnyRuleset } from '@broadside/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema, HttpError } from './errors.js';
import { routeSchema } from './zod-compilers.js';

const rulesetParams = z.object({ rulesetId: z.string().min(1).max(40) });

/** Rulesets as they describe themselves, and design checks for rulesets that have designs. */
export async function rulesetRoutes(
  app: FastifyInstance,
  options: { rulesets: ReadonlyMap<string, AnyRuleset> },
): Promise<void> {
  const find = (id: string): AnyRuleset => {
    const ruleset = options.rulesets.get(id);
    if (!ruleset) throw HttpError.of('ruleset/unknown', `No ruleset "${id}".`);
    return ruleset;
  };
  // Each description is built once: rulesets are pure and fixed for the life of the process.
  const descriptions = new Map([...options.rulesets].map(([id, r]) => [id, r.describe()]));

  app.get(
    '/api/rulesets',
    {
      schema: routeSchema({
        summary: 'Every hosted ruleset, as it describes itself',
        description:
          'Scenarios with their seats, forces and game options, and the unit kinds or designs of each ruleset: what the lobby builds its forms from.',
        tags: ['rulesets'],
        response: { 200: rulesetListSchema },
      }),
    },
    async () => ({ rulesets: [...descriptions.values()] }),
  );

  app.get<{ Params: z.output<typeof rulesetParams> }>(
    '/api/rulesets/:rulesetId',
    {
      schema: routeSchema({
        summary: 'One ruleset, as it describes itself',
        tags: ['rulesets'],
        params: rulesetParams,
        response: { 200: rulesetDescriptionSchema, 404: errorBodySchema },
      }),
    },
    async (request) => {
      find(request.params.rulesetId);
      return descriptions.get(request.params.rulesetId);
    },
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
          'For rulesets with designs: the canonical design text and its figures, or every construction error with its position.',
        tags: ['rulesets'],
        params: rulesetParams,
        body: validateDesignBodySchema,
        response: { 200: designCheckSchema, 400: errorBodySchema, 404: errorBodySchema },
      }),
    },
    async (request) => {
      const ruleset = find(request.params.rulesetId);
      const checked = ruleset.checkDesign?.(request.body.kind, request.body.text) ?? null;
      if (!checked) {
        throw new HttpError(
          serverError(
            'request/invalid',
            ruleset.checkDesign
              ? `Unknown unit kind "${request.body.kind}".`
              : `The ruleset "${ruleset.id}" has no designs.`,
            ['kind'],
          ),
        );
      }
      return checked;
    },
  );
}
