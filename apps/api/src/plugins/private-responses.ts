import type { FastifyInstance } from 'fastify';

/**
 * Answers that belong to one signed-in caller (member and staff routes, and any route a member or
 * staff token was sent to) are never stored by a browser or a shared cache: `private, no-store`
 * unless the route chose its own Cache-Control. Public answers keep whatever their route says.
 */
export const registerPrivateResponses = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const kind = request.routeOptions.config.access?.kind;
    const personal = kind === 'member' || kind === 'staff' || request.headers.authorization !== undefined;
    if (personal) void reply.header('cache-control', 'private, no-store');
    return payload;
  });
};
