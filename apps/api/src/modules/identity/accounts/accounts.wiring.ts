import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config/config';
import type { SettingsService } from '../../platform/settings';
import type { BotChecks, CodeVerification, InviteCodes, LoginGate, Mailer, ReferralBinder } from './account-ports';
import { createFreePlayService } from './free-play.service';
import { createLinkCodeService } from './link-code.service';
import { createLoginService } from './login.service';
import { createMemberDevicesService } from './member-devices.service';
import { createMemberAccountService } from './member-account.service';
import { createMemberSessionsService } from './member-sessions.service';
import { createPasswordService } from './password.service';
import { mobileRegistered } from './members.repository';
import { createAgentOpenedAccounts } from './agent-opened-accounts';
import { createRegistrationService } from './registration.service';
import { createSecurityCentreService } from './security-centre.service';
import { createIdTokenVerifier } from './social-id-token';
import { createSocialLinksService } from './social-links.service';
import { createSocialLoginService } from './social-login.service';

/**
 * The account services over their ports: bot checks, code verification, outgoing mail, the agent
 * centre's invitation codes and player protection's login gate.
 */
export const createAccountServices = (
  db: Kysely<DB>,
  config: Config,
  deps: {
    settings: SettingsService;
    botChecks: BotChecks;
    verification: CodeVerification;
    mailer: Mailer;
    inviteCodes: InviteCodes;
    mayLogin: LoginGate;
    bindReferral?: ReferralBinder;
  },
) => {
  const { settings, botChecks, verification, mailer, inviteCodes, mayLogin, bindReferral } = deps;
  const memberSessions = createMemberSessionsService(db, settings);
  const login = createLoginService(db, { settings, sessions: memberSessions, botChecks, verification, mailer, mayLogin });
  const registration = createRegistrationService(db, { settings, sessions: memberSessions, botChecks, verification, inviteCodes, bindReferral });
  return {
    memberSessions,
    login,
    linkCodes: createLinkCodeService(db, { login }),
    /** Whether a mobile belongs to a member, for the SMS routes (dialing code without +). */
    memberDirectory: { mobileRegistered: (countryDialingCode: string, mobileNum: string) => mobileRegistered(db, countryDialingCode, mobileNum) },
    registration,
    agentOpenedAccounts: createAgentOpenedAccounts(db, { settings, registration }),
    freePlay: createFreePlayService(db, { settings, sessions: memberSessions, botChecks }),
    memberAccount: createMemberAccountService(db, settings, memberSessions),
    securityCentre: createSecurityCentreService(db, { settings, verification, botChecks, mailer }),
    socialLogin: createSocialLoginService(db, { settings, login, mailer, verifyIdToken: createIdTokenVerifier() }),
    socialLinks: createSocialLinksService(db, { settings, mailer }),
    memberDevices: createMemberDevicesService(db, { settings }),
    passwords: createPasswordService(db, {
      settings,
      sessions: memberSessions,
      login,
      verification,
      mailer,
      publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    }),
  };
};
