import type { RouteAccess } from '../lib/route-access';

/** One OpenAPI security requirement: scheme name -> role names (empty: any holder of the credential). */
export type SecurityRequirement = Record<string, string[]>;

/** The credentials the API accepts, as the OpenAPI document names them. */
export const securitySchemes = {
  memberBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A member session token, from `/wps/session/login`, registration or free play. Listed roles: `agent` (agents only, while the agent policy is on, ' +
      'else 403 NOT_AGENT); `trial` (free-play accounts may call it too; elsewhere they get 403 TRIAL_ACCOUNT).',
  },
  staffBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A staff session token, from `/bo/auth/login` then `/bo/auth/totp`. An operation lists the staff roles that may call it; any one of them suffices (else 403 FORBIDDEN).',
  },
  vendorSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description: 'hex(HMAC-SHA256(vendor secret, raw body)): game vendors only.',
  },
} as const;

// Open to access control, authenticated instead by a signature over the body (checked in the service).
const vendorWalletPrefix = '/gw/';

/**
 * What a route's declared access means as OpenAPI `security`: the one place the document learns who
 * may call what, so it cannot drift from `config.access`.
 */
export const securityOf = (access: RouteAccess, url: string): SecurityRequirement[] => {
  if (url.startsWith(vendorWalletPrefix)) return [{ vendorSignature: [] }];
  switch (access.kind) {
    case 'public':
      return [];
    case 'visitor':
      // The empty requirement makes the token optional: a visitor may call it, a member's token is read.
      return [{}, { memberBearer: [] }];
    case 'member':
      return [{ memberBearer: [...(access.agentOnly ? ['agent'] : []), ...(access.allowTrial ? ['trial'] : [])] }];
    case 'staff':
      return [{ staffBearer: [...access.roles] }];
  }
};
