import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VendorSession } from '../../sessions';
import { readBet, readBets, type PlayerRef } from './bet-reads';
import { maxParlayLegs } from '@gp/contracts';
import { oddsPolicies } from './odds-policy';
import type { Sportsbook } from './sportsbook';

type SessionLookup = { get: (id: string) => VendorSession | null };

/** The page's session id: the `x-vendor-session` header, or `?session=` for a plain link. */
const sessionIdOf = (request: FastifyRequest): string => {
  const header = request.headers['x-vendor-session'];
  if (typeof header === 'string' && header) return header;
  const q = request.query as Record<string, unknown> | undefined;
  return typeof q?.session === 'string' ? q.session : '';
};

/**
 * The sportsbook's JSON API under /sports/api, for its pages and tests. The player is the vendor
 * session's (the one `/play` opened), as for the game pages. Answers carry codes, never text: the
 * pages translate them. Business refusals are HTTP 200 with `ok: false`, like a game round's.
 */
export const registerSportsbookRoutes = (app: FastifyInstance, book: Sportsbook, sessions: SessionLookup): void => {
  const playerOf = (request: FastifyRequest): { session: VendorSession; player: PlayerRef } | null => {
    const session = sessions.get(sessionIdOf(request));
    if (!session?.player) return session ? { session, player: { vendorCode: session.vendorCode, playerId: '' } } : null;
    return { session, player: { vendorCode: session.vendorCode, playerId: session.player.playerId } };
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/sports/api/')) reply.header('cache-control', 'no-store');
  });

  app.get('/sports/api/config', async () => ({
    ok: true,
    limits: book.config.limits,
    inPlayDelayMs: book.config.inPlayDelayMs,
    cashOutMarginBps: book.config.cashOutMarginBps,
    oddsPolicies,
    maxParlayLegs,
  }));

  app.post('/sports/api/bets', async (request, reply) => {
    const who = playerOf(request);
    if (!who) return reply.code(401).send({ ok: false, code: 'SESSION' });
    const answer = await book.placement.place(who.session, request.body);
    if (!answer.ok && answer.code === 'BAD_REQUEST') return reply.code(400).send(answer);
    return answer;
  });

  app.get<{ Querystring: { status?: string; limit?: string; before?: string } }>('/sports/api/bets', async (request, reply) => {
    const who = playerOf(request);
    if (!who) return reply.code(401).send({ ok: false, code: 'SESSION' });
    const group = request.query.status === 'settled' ? 'settled' : 'open';
    const limit = Math.min(100, Math.max(1, Number(request.query.limit ?? 50) || 50));
    const before = request.query.before ? new Date(request.query.before) : undefined;
    if (before && Number.isNaN(before.getTime())) return reply.code(400).send({ ok: false, code: 'BAD_REQUEST' });
    return { ok: true, bets: await readBets(book.db, who.player, group, limit, before) };
  });

  app.get<{ Params: { id: string } }>('/sports/api/bets/:id', async (request, reply) => {
    const who = playerOf(request);
    if (!who) return reply.code(401).send({ ok: false, code: 'SESSION' });
    const bet = await readBet(book.db, who.player, request.params.id);
    if (!bet) return reply.code(404).send({ ok: false, code: 'NOT_FOUND' });
    return { ok: true, bet };
  });

  app.get<{ Params: { id: string } }>('/sports/api/bets/:id/cash-out', async (request, reply) => {
    const who = playerOf(request);
    if (!who) return reply.code(401).send({ ok: false, code: 'SESSION' });
    const answer = await book.cashOut.quote(who.player, request.params.id);
    if (!answer.ok && answer.code === 'NOT_FOUND') return reply.code(404).send(answer);
    return answer;
  });

  app.post<{ Params: { id: string } }>('/sports/api/bets/:id/cash-out', async (request, reply) => {
    const who = playerOf(request);
    if (!who) return reply.code(401).send({ ok: false, code: 'SESSION' });
    const answer = await book.cashOut.accept(who.player, request.params.id, request.body);
    if (!answer.ok && answer.code === 'NOT_FOUND') return reply.code(404).send(answer);
    if (!answer.ok && answer.code === 'BAD_REQUEST') return reply.code(400).send(answer);
    return answer;
  });
};
