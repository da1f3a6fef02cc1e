import type { CatalogTag } from '@gp/i18n';
import type { RouteAccess } from './lib/route-access';
import type { StaffPrincipal } from './modules/staff/staff.types';

declare module 'fastify' {
  interface FastifyRequest {
    lang: CatalogTag;
    staff: StaffPrincipal | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
