import { checkField, registrationProblemOf, registrationSchema, type MemberSession, type RegisterMethod, type RegistrationRequest } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { fieldProblemsError } from '../../../lib/field-problems';
import { commonPasswordProblem, isCommonPassword } from '../../../lib/common-passwords';
import { hashPassword } from '../../../lib/password';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { openMainWallet } from '../../money/ledger';
import type { SettingsService } from '../../platform/settings';
import type { BotChecks, CodeVerification, InviteCodes, ReferralBinder } from './account-ports';
import type { CallerContext } from '../../../lib/caller-context';
import { insertLoginEvent, rememberIp } from './login-events.repository';
import { memberKind, memberTypeCode } from './member-kind';
import { sessionOf } from './member-view';
import type { MemberSessionsService } from './member-sessions.service';
import { findMemberByAccount, findMemberByAffiliateCode, findMemberById, insertMember, recordMemberLogin } from './members.repository';
import { dialingDigits, usernameKey } from './account-keys';
import { findMemberByNationalMobile } from './phone-sign-in';
import { countryOfDialingCode } from '../../engagement/content';

// Fields with a column of their own; the other enabled fields go to the profile document.
const columnFields = new Set([
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'mobileNum',
  'email',
  'payeeName',
  'nickname',
  'affiliateCode',
  'referralCode',
  'countryDialingCode',
  'captcha',
  'captchaId',
  'altcha',
  'verificationCode',
  'registerUrl',
  'domain',
  'terms',
  'ageConfirmed',
  'registerMethod',
]);

const profileOf = (body: RegistrationRequest): Record<string, string> =>
  Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => !columnFields.has(e[0]) && typeof e[1] === 'string'));

/**
 * Registration by username or mobile: the merchant's field rules, the bot
 * check, SMS verification when REGMOBVERF3 is on, an affiliate code that must name an agent. The new
 * member gets a main wallet and is signed in.
 */
export const createRegistrationService = (
  db: Kysely<DB>,
  deps: {
    settings: SettingsService;
    sessions: MemberSessionsService;
    botChecks: BotChecks;
    verification: CodeVerification;
    inviteCodes: InviteCodes;
    /** The referral programme's binding of a referral code (absent: the code is only stored). */
    bindReferral?: ReferralBinder;
    now?: () => Date;
  },
) => {
  const { settings } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * An affiliate code: an agent's own code (the new member is a player under it) or one of its
   * enabled invitation links (a player or an agent under the link's owner). Valid only for
   * an active agent while agents are admitted (AGENTPOLICY3).
   */
  const resolveAffiliate = async (code: string): Promise<{ uplineId: bigint; kind: 'player' | 'agent'; linkId: bigint | null } | null> => {
    const [merchant, whitelabel] = await Promise.all([settings.value('merchant'), settings.value('whitelabel')]);
    if (!whitelabel.AGENTPOLICY3) return null;
    const isActiveAgent = (member: { type: number; status: string } | undefined) =>
      member !== undefined && member.status === 'active' && memberKind(member.type, merchant) === 'agent';
    const agent = await findMemberByAffiliateCode(db, code.trim());
    if (agent) return isActiveAgent(agent) ? { uplineId: agent.id, kind: 'player', linkId: null } : null;
    const link = await deps.inviteCodes.findEnabled(db, code.trim());
    if (!link) return null;
    const owner = await findMemberById(db, link.agent_id);
    return isActiveAgent(owner) ? { uplineId: link.agent_id, kind: link.kind, linkId: link.id } : null;
  };

  /** `/wps/agent/affiliate`: a code is valid when it belongs to an active agent and agents are admitted. */
  const affiliateUpline = async (code: string): Promise<bigint | null> => (await resolveAffiliate(code))?.uplineId ?? null;

  /**
   * The merchant's username and password rules (the registration form's entries) for an account an
   * agent opens; `paths` name the fields in the caller's body.
   */
  const checkCredentials = async (
    lang: CallerContext['language'],
    input: { username: string; password: string },
    paths = { username: 'username', password: 'password' },
  ): Promise<void> => {
    const { fields } = await settings.value('register');
    const problems = (['username', 'password'] as const).flatMap((name) => {
      const entry = fields[name].validation;
      const problem =
        (entry ? checkField(entry, input[name]) : null) ?? (name === 'password' && isCommonPassword(input.password) ? commonPasswordProblem : null);
      return problem ? [{ path: paths[name], ...problem }] : [];
    });
    if (problems.length > 0) throw fieldProblemsError(lang, problems);
  };

  const validate = async (input: unknown, method: RegisterMethod, caller: CallerContext): Promise<RegistrationRequest> => {
    const parsed = registrationSchema(await settings.value('register'), method, { now }).safeParse(input);
    if (parsed.success) {
      // The common-password list stays on the server: too large for the form's bundle.
      if (parsed.data.password !== undefined && isCommonPassword(parsed.data.password))
        throw fieldProblemsError(caller.language, [{ path: 'password', ...commonPasswordProblem }]);
      return parsed.data;
    }
    throw fieldProblemsError(
      caller.language,
      parsed.error.issues.map((issue) => {
        const problem = registrationProblemOf(issue as { code: string; message: string; params?: Record<string, unknown> });
        return { path: issue.path.map(String).join('.'), ...(problem ?? { key: 'validation.invalid', params: {} }) };
      }),
    );
  };

  const register = async (input: unknown, method: RegisterMethod, caller: CallerContext): Promise<MemberSession> => {
    const [merchant, whitelabel, security, registerConfig] = await Promise.all([
      settings.value('merchant'),
      settings.value('whitelabel'),
      settings.value('accountSecurity'),
      settings.value('register'),
    ]);
    if ((method === 'username' && !whitelabel.USERNAMEREG3) || (method === 'mobile' && !whitelabel.MOBILENUMREG3)) throw new AppError('FORBIDDEN');
    const body = await validate(input, method, caller);
    await deps.botChecks.verifyAltcha(body.altcha);
    if (registerConfig.fields.captcha.enabled) await deps.botChecks.verifyCaptcha(body.captchaId, body.captcha);

    const dialing = body.countryDialingCode ? dialingDigits(body.countryDialingCode) : null;
    const mobile = body.mobileNum && dialing ? body.mobileNum : null;
    // Named after the number in international form (no trunk 0), which is also how it is shown to the member.
    const account = method === 'username' || body.username ? body.username : `${dialing}${mobile?.replace(/^0+/u, '') ?? ''}`;
    if (!account) throw fieldProblemsError(caller.language, [{ path: 'username', key: 'validation.required', params: {} }]);
    if (await findMemberByAccount(db, account)) throw new AppError(method === 'mobile' && !body.username ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN');
    if (mobile && dialing && (await findMemberByNationalMobile(db, dialing, mobile))) throw new AppError('MOBILE_TAKEN');

    if (method === 'mobile' && whitelabel.REGMOBVERF3 && mobile && dialing) {
      if (!body.verificationCode) throw new AppError('VERIFICATION_CODE_REQUIRED');
      await deps.verification.verifySmsCode({ purpose: 'register', countryDialingCode: dialing, mobileNum: mobile, code: body.verificationCode });
    }
    const affiliate = body.affiliateCode ? await resolveAffiliate(body.affiliateCode) : null;
    if (body.affiliateCode && affiliate === null) throw new AppError('INVITATION_CODE_ERROR');
    // An agent invitation link makes the new member an agent (the merchant's first agent type).
    const isAgent = affiliate?.kind === 'agent';

    const [passwordHash, paymentHash] = await Promise.all([
      hashPassword(body.password ?? ''),
      body.paymentPassword ? hashPassword(body.paymentPassword) : Promise.resolve(null),
    ]);
    const at = now();
    const prepared = await deps.sessions.prepare({ method: 'register', remember: false, ip: caller.ip, userAgent: caller.userAgent });
    try {
      const { member, session } = await db.transaction().execute(async (trx) => {
        const created = await insertMember(trx, {
          account,
          nickname: body.nickname ?? null,
          type: isAgent ? (merchant.agentTypeCodes[0] ?? memberTypeCode) : memberTypeCode,
          password_hash: passwordHash,
          payment_password_hash: paymentHash,
          country_dialing_code: mobile ? dialing : null,
          // Promotions that name countries read this; staff correct it on the member's page.
          country: mobile && dialing ? countryOfDialingCode(dialing) : null,
          mobile_num: mobile,
          email: body.email ?? null,
          real_name: body.payeeName ?? null,
          profile: JSON.stringify(profileOf(body)),
          upline_id: affiliate?.uplineId ?? null,
          referral_code: body.referralCode ?? null,
          language: null,
          register_method: method,
          register_ip: caller.ip,
        });
        await openMainWallet(trx, { id: created.id, isAgent }, merchant.currency);
        // The link's count moves with the registration; a link disabled meanwhile refuses it.
        if (affiliate?.linkId && !(await deps.inviteCodes.countRegistration(trx, affiliate.linkId))) throw new AppError('INVITATION_CODE_ERROR');
        // A referral code names the member who brought this one; an unknown code binds nothing.
        if (body.referralCode) await deps.bindReferral?.(trx, { refereeId: created.id, code: body.referralCode });
        const opened = await deps.sessions.save(trx, prepared, created.id);
        await recordMemberLogin(trx, created.id, caller.ip, at);
        await rememberIp(trx, created.id, caller.ip);
        await insertLoginEvent(trx, {
          account_key: usernameKey(account),
          member_id: created.id,
          ip: caller.ip,
          method: 'register',
          outcome: 'success',
          user_agent: caller.userAgent,
          device_id: caller.deviceId ?? null,
        });
        return { member: created, session: opened };
      });
      return sessionOf(member, session, 'register', { merchant, whitelabel, security }, at);
    } catch (error) {
      // Two registrations racing for one name or number: the unique index decides, not the pre-check.
      if (isUniqueViolation(error))
        throw new AppError(String((error as { constraint?: string }).constraint ?? '').includes('mobile') ? 'MOBILE_TAKEN' : 'USERNAME_TAKEN');
      throw error;
    }
  };

  return { register, affiliateUpline, checkCredentials };
};

export type RegistrationService = ReturnType<typeof createRegistrationService>;
