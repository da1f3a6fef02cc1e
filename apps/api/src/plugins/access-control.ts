import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { publicAccess, type RouteAccess } from '../lib/route-access';
import type { MemberPrincipal } from '../lib/member-principal';
import type { StaffAuthService } from '../modules/identity/staff';

/** Resolves a member's bearer token; throws UNAUTHORIZED or SESSION_EXPIRED. */
export type MemberAuthenticator = { authenticate: (token: string) => Promise<MemberPrincipal> };

// Routes added by libraries (API docs, static files) are public by nature and carry no config of ours.
const libraryRoutePrefixes = ['/docs', '/*', '/backoffice/*', '/assets/*'];

const bearer = (header: string | undefined): string | null => {
  const match = header?.match(/^Bearer ([A-Za-z0-9_-]{20,128})$/);
  return match?.[1] ?? null;
};

/** The routes and the access each declares, for the access-control test and the docs. */
export type RouteCatalogEntry = { method: string; url: string; access: RouteAccess; hasBody: boolean; encrypted: boolean };

/**
 * Every route states who may call it; start-up fails on one that does not. Staff routes resolve the
 * bearer token before the body is even parsed, so a stranger learns nothing from validation errors.
 */
export const registerAccessControl = (
  app: FastifyInstance,
  staffAuth: StaffAuthService,
  memberAuth: MemberAuthenticator,
  catalog: RouteCatalogEntry[],
  agentPolicyOn: () => Promise<boolean>,
): void => {
  app.decorateRequest('staff', null);
  app.decorateRequest('member', null);

  app.addHook('onRoute', (route) => {
    const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
    const isLibrary = libraryRoutePrefixes.some((p) => route.url === p || route.url.startsWith(`${p.replace('/*', '')}/`) || route.url === p.replace('/*', ''));
    if (!declared && !isLibrary) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    const access = declared ?? publicAccess;
    route.config = { ...(route.config ?? {}), access };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        catalog.push({
          method,
          url: route.url,
          access,
          hasBody: Boolean(route.schema?.body),
          encrypted: Boolean((route.config as { encrypted?: boolean } | undefined)?.encrypted),
        });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access.kind === 'public') return;
    const token = bearer(request.headers.authorization);
    if (access.kind === 'visitor') {
      // A stale or foreign token leaves the caller a visitor; it is not an error here.
      const member = token ? await memberAuth.authenticate(token).catch(() => null) : null;
      // A session that must change its password acts for nobody but on its own few routes.
      request.member = member?.passwordChangeRequired ? null : member;
      return;
    }
    if (!token) throw new AppError('UNAUTHORIZED');
    if (access.kind === 'member') {
      const member = await memberAuth.authenticate(token);
      if (member.isTrial && !access.allowTrial) throw new AppError('TRIAL_ACCOUNT');
      if (member.passwordChangeRequired && !access.duringPasswordChange) throw new AppError('PASSWORD_CHANGE_REQUIRED');
      // With the agent policy off nobody is admitted to the agent centre, as at its sign-in.
      if (access.agentOnly && !(member.isAgent && (await agentPolicyOn()))) throw new AppError('NOT_AGENT');
      request.member = member;
      return;
    }
    const staff = await staffAuth.authenticate(token);
    if (!staff.roles.some((r) => access.roles.includes(r))) throw new AppError('FORBIDDEN');
    if (staff.passwordChangeRequired && !access.duringPasswordChange) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    request.staff = staff;
  });
};
