import type { Feature } from '../../feature';
import { accountsAdminRoutes } from './accounts.admin.routes';
import { linkCodeRoutes } from './link-code.routes';
import { memberDevicesRoutes } from './member-devices.routes';
import { memberPromotionProfileAdminRoutes } from './member-promotion-profile.admin.routes';
import { memberRoutes } from './member.routes';
import { passwordRoutes } from './password.routes';
import { registrationRoutes } from './registration.routes';
import { securityCentreRoutes } from './security-centre.routes';
import { sessionRoutes } from './session.routes';
import { socialLinksAdminRoutes } from './social-links.admin.routes';
import { socialLinksRoutes } from './social-links.routes';
import { socialRoutes } from './social.routes';

export const accountsFeature: Feature = async (app, { services, config }) => {
  await app.register(sessionRoutes, { login: services.login, freePlay: services.freePlay, account: services.memberAccount, config });
  await app.register(linkCodeRoutes, { linkCodes: services.linkCodes, config });
  await app.register(registrationRoutes, { registration: services.registration, config });
  await app.register(memberRoutes, { account: services.memberAccount });
  await app.register(passwordRoutes, { passwords: services.passwords, config });
  await app.register(securityCentreRoutes, { security: services.securityCentre, config });
  await app.register(socialRoutes, { social: services.socialLogin, config });
  await app.register(socialLinksRoutes, { socialLinks: services.socialLinks, config });
  await app.register(socialLinksAdminRoutes, { socialLinks: services.socialLinks });
  await app.register(memberDevicesRoutes, { devices: services.memberDevices, config });
  await app.register(accountsAdminRoutes, { membersAdmin: services.membersAdmin });
  await app.register(memberPromotionProfileAdminRoutes, { profiles: services.memberPromotionProfiles });
};
