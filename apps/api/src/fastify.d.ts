import type { CatalogTag } from '@gp/i18n';
import type { RouteAccess } from './lib/route-access';
import type { MemberPrincipal } from './lib/member-principal';
import type { StaffPrincipal } from './modules/identity/staff';

// Module augmentation only works through interface merging.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    lang: CatalogTag;
    staff: StaffPrincipal | null;
    member: MemberPrincipal | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** An E call (docs/api.md): the body arrives encrypted and is opened before validation. */
    encrypted?: boolean;
  }
}
