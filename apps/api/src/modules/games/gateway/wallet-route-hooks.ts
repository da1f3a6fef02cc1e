import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The vendor wallet routes (gateway.routes.ts): servers of game vendors, signed, never a browser or a member. */
export const walletRoutePrefix = '/gw/v1/';

const isWalletRequest = (request: FastifyRequest): boolean => request.url.startsWith(walletRoutePrefix);

type Done = (error?: unknown, value?: unknown) => void;
type AnyHook = (this: unknown, ...args: unknown[]) => unknown;

// Hooks whose third argument is the payload (or error) handed on, the others' is `done`.
const payloadHooks = new Set(['preParsing', 'preSerialization', 'onSend', 'onError']);
const requestHooks = new Set([
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
  'onTimeout',
  'onRequestAbort',
]);

/** Calls an app hook of either style (async, or with `done`) and hands its outcome to `done`. */
const run = (hook: AnyHook, self: unknown, args: unknown[], done: Done): void => {
  const result = hook.apply(self, [...args, done]);
  if (result && typeof (result as PromiseLike<unknown>).then === 'function') (result as PromiseLike<unknown>).then((value) => done(null, value), done);
};

const skippingWalletRoutes = (name: string, hook: AnyHook): AnyHook => {
  if (!requestHooks.has(name)) return hook;
  if (payloadHooks.has(name)) {
    return function (this: unknown, request, reply, payload, done) {
      if (isWalletRequest(request as FastifyRequest)) return (done as Done)(null, payload);
      run(hook, this, [request, reply, payload], done as Done);
    };
  }
  return function (this: unknown, request, reply, done) {
    if (isWalletRequest(request as FastifyRequest)) return (done as Done)();
    run(hook, this, [request, reply], done as Done);
  };
};

/**
 * `app` for a plugin whose request hooks do nothing useful on the vendor wallet routes (language,
 * security headers for browsers, access checks of a public route, the player gate, encrypted bodies,
 * per-route HTTP metrics: the wallet has its own gp_wallet_* ones): each hook it adds is skipped
 * there with one prefix test, so a wallet call does not pay for them. Everything else (onRoute
 * hooks, decorators) reaches `app` unchanged.
 */
export const withoutWalletRoutes = (app: FastifyInstance): FastifyInstance => {
  const scoped = Object.create(app) as FastifyInstance;
  const addHook = (name: string, hook: AnyHook) => {
    Reflect.apply(app.addHook, app, [name, skippingWalletRoutes(name, hook)]);
    return scoped;
  };
  Object.defineProperty(scoped, 'addHook', { value: addHook });
  return scoped;
};
