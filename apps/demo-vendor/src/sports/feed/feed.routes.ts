import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { feedConfigFromEnv } from './config';
import { createSportsFeed, type SportsFeed } from './feed';
import { sportKeys } from './types';

/**
 * The sportsbook pages' read-only JSON under /sports/api: sports and leagues, fixtures, one match
 * with every market, outrights, and the price of one selection. Query strings are checked with zod;
 * a bad one answers 400 `INVALID_QUERY` naming each field and what is wrong with it.
 */

export type SportsFeedRoutesOptions = { feed?: SportsFeed };

const leagueKey = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a league key: lowercase letters, digits and dashes');
const fixturesQuery = z
  .object({
    sport: z.enum(sportKeys).optional(),
    league: leagueKey.optional(),
    status: z.enum(['live', 'upcoming', 'ended']).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .strict();
const outrightsQuery = z.object({ sport: z.enum(sportKeys).optional(), league: leagueKey.optional() }).strict();
const idParams = z.object({ id: z.string().min(1).max(200) });

const invalid = (reply: FastifyReply, error: z.ZodError) =>
  reply.code(400).send({
    ok: false,
    code: 'INVALID_QUERY',
    message: error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; '),
    issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });

const notFound = (reply: FastifyReply, what: string) => reply.code(404).send({ ok: false, code: 'NOT_FOUND', message: `${what} not found` });

export const sportsFeedRoutes: FastifyPluginAsync<SportsFeedRoutesOptions> = async (app, options) => {
  const feed = options.feed ?? createSportsFeed(feedConfigFromEnv(process.env));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/sports/api/sports', async () => {
    const view = feed.at();
    return { ok: true, now: view.now, sports: view.sports() };
  });

  app.get('/sports/api/fixtures', async (request, reply) => {
    const query = fixturesQuery.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    const view = feed.at();
    return { ok: true, now: view.now, fixtures: view.fixtures(query.data) };
  });

  app.get('/sports/api/matches/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const view = feed.at();
    const match = view.match(params.data.id);
    return match ? { ok: true, now: view.now, match } : notFound(reply, 'match');
  });

  app.get('/sports/api/outrights', async (request, reply) => {
    const query = outrightsQuery.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    const view = feed.at();
    return { ok: true, now: view.now, outrights: view.outrights(query.data) };
  });

  app.get('/sports/api/outrights/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const view = feed.at();
    const outright = view.outright(params.data.id);
    return outright ? { ok: true, now: view.now, outright } : notFound(reply, 'outright');
  });

  app.get('/sports/api/selections/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return invalid(reply, params.error);
    const view = feed.at();
    const quote = view.quote(params.data.id);
    return quote ? { ok: true, now: view.now, quote } : notFound(reply, 'selection');
  });
};
