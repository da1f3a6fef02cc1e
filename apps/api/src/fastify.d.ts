import type { CatalogTag } from '@gp/i18n';
import type { RouteAccess } from './lib/route-access';
import type { StaffPrincipal } from './modules/staff/staff.types';

// Module augmentation only works through interface merging.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    lang: CatalogTag;
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
