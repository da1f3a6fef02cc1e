import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { gameSetupOf } from '../../../games';
import type { TeenPattiRooms } from './rooms';

export const roomListPath = '/halls/pvp/rooms';

const query = z.object({
  vendor: z.string().min(1).max(40),
  game: z.string().min(1).max(60),
  mode: z.enum(['real', 'demo']).optional(),
  currency: z.string().min(3).max(8).optional(),
});

/**
 * The room list of a Teen Patti game, as its lobby shows it: `GET /halls/pvp/rooms?vendor=&game=`
 * (optionally `&mode=&currency=`) answers every room with its stakes and seats.
 */
export const registerTeenPattiRoutes = (app: FastifyInstance, rooms: TeenPattiRooms): void => {
  app.get(roomListPath, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const parsed = query.safeParse(request.query);
    if (!parsed.success) return reply.code(400).send({ code: 'VALIDATION_ERROR' });
    const { vendor, game, mode, currency } = parsed.data;
    if (gameSetupOf(vendor, game)?.engine !== 'teen-patti') return reply.code(404).send({ code: 'GAME_NOT_FOUND' });
    return { vendor, game, rooms: rooms.list(vendor, game, { ...(mode ? { mode } : {}), ...(currency ? { currency } : {}) }) };
  });
};
