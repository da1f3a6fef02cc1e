import { checkField, type MemberSession, type SocialBindRequest, type SocialBindResult, type SocialLoginResult, type SocialNonce } from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../../lib/app-error';
import { fieldProblemsError } from '../../../lib/field-problems';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../../lib/password';
import { hashToken, newToken } from '../../../lib/tokens';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { createAuditService, type AuditService } from '../../platform/audit';
import { openAccount } from '../../money/ledger';
import type { SettingsService } from '../../platform/settings';
import { usernameKey } from './account-keys';
import type { Mailer } from './account-ports';
import type { CallerContext } from '../../../lib/caller-context';
import type { LoginService } from './login.service';
import { memberTypeCode } from './member-kind';
import { findMemberByAccount, findMemberById, insertMember, type MemberRow } from './members.repository';
import { sendSecurityMail, type PendingSecurityMail } from './security-change';
import type { IdTokenVerifier } from './social-id-token';
import { linkBoundIdentity, liveSocialBind } from './social-link';
import { countSocialBindAttempt, findSocialLink, insertSocialBind } from './social-links.repository';
import { deleteExpiredSeenIdTokens, deleteExpiredSocialNonces, insertSocialNonce, recordSeenIdToken, spendSocialNonce } from './social-nonces.repository';

const bindMinutes = 10;
const nonceMinutes = 10;
/** The verifier's clock tolerance: a token is remembered until it could no longer be accepted. */
const toleranceMs = 30_000;

const accountKeyOf = (issuer: string, subject: string) => `s:${issuer}:${subject}`;

/** The nonce of a nonce key: SHA-256, base64url (as PKCE's S256). */
const nonceOf = (nonceKey: string) => createHash('sha256').update(nonceKey).digest('base64url');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const tokenInvalid = (reason: string) => new AppError('SOCIAL_TOKEN_INVALID', { details: { reason } });

/**
 * Social sign-in: an OpenID Connect ID token from an enabled provider, carrying a
 * nonce this server issued to this browser, accepted once. A linked identity signs its member in;
 * an unlinked one gets a short-lived bind token, spent on binding an existing account (a login with
 * its password: counted, captcha, lockout, the second factor from a new IP) or registering a new
 * one. Links are told to the member and audited; they are removed by unlinking, never moved.
 */
export const createSocialLoginService = (
  db: Kysely<DB>,
  deps: { settings: SettingsService; login: LoginService; verifyIdToken: IdTokenVerifier; mailer: Mailer; audit?: AuditService; now?: () => Date },
) => {
  const { settings, login, mailer } = deps;
  // The audit service holds no state beyond the database, so one of its own serves when none is given.
  const audit = deps.audit ?? createAuditService(db);
  const now = deps.now ?? (() => new Date());

  const providers = async () =>
    (await settings.value('social')).providers
      .filter((p) => p.enabled)
      .map((p) => ({ id: p.id, name: p.name, clientId: p.clientId, ...(p.authorizationEndpoint ? { authorizationEndpoint: p.authorizationEndpoint } : {}) }));

  const enabledProvider = async (providerId: string) => {
    const provider = (await settings.value('social')).providers.find((p) => p.id === providerId && p.enabled);
    if (!provider) throw tokenInvalid('unknown provider');
    return provider;
  };

  /** A nonce for one authorization request; stored hashed, spent by the sign-in whose token carries it. */
  const issueNonce = async (input: { providerId: string }, caller: CallerContext): Promise<SocialNonce> => {
    const provider = await enabledProvider(input.providerId);
    const nonceKey = newToken();
    const nonce = nonceOf(nonceKey);
    const expiresAt = new Date(now().getTime() + nonceMinutes * 60_000);
    await deleteExpiredSocialNonces(db, now());
    await insertSocialNonce(db, { nonce_hash: hashToken(nonce), provider_id: provider.id, ip: caller.ip, expires_at: expiresAt });
    return { nonce, nonceKey, expiresAt: expiresAt.toISOString() };
  };

  /** The same gates as a password login: an active player account. */
  const admit = async (member: MemberRow) => {
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    await login.checkPortal(member, 'player');
  };

  /**
   * A token is accepted once, and only as the answer to a request this browser started: its nonce
   * must be the hash of the caller's nonce key and a live nonce we issued, which it spends.
   */
  const acceptToken = async (input: { providerId: string; idToken: string; nonceKey: string }) => {
    const provider = await enabledProvider(input.providerId);
    const token = await deps.verifyIdToken(provider, input.idToken);
    if (!sameText(nonceOf(input.nonceKey), token.nonce)) throw tokenInvalid('nonce');
    await deleteExpiredSeenIdTokens(db, now());
    await db.transaction().execute(async (trx) => {
      if (!(await recordSeenIdToken(trx, hashToken(input.idToken), new Date(token.expiresAt.getTime() + toleranceMs)))) throw tokenInvalid('replayed');
      if (!(await spendSocialNonce(trx, hashToken(token.nonce), provider.id, now()))) throw tokenInvalid('nonce');
    });
    return { provider, token };
  };

  const signIn = async (input: { providerId: string; idToken: string; nonceKey: string }, caller: CallerContext): Promise<SocialLoginResult> => {
    const { provider, token } = await acceptToken(input);
    const link = await findSocialLink(db, token.issuer, token.subject);
    const member = link ? await findMemberById(db, link.member_id) : undefined;
    if (member) {
      await admit(member);
      const accountKey = accountKeyOf(token.issuer, token.subject);
      // A provider account is no stronger than a password: a new IP asks the second factor here too.
      const methods = await login.needsSecondFactor(member, caller.ip);
      if (methods.length > 0) return login.askSecondFactor(member, methods, { method: 'social', remember: false, portal: 'player', accountKey }, caller);
      return login.complete(member, 'social', false, caller, accountKey);
    }
    const bindToken = newToken();
    const expiresAt = new Date(now().getTime() + bindMinutes * 60_000);
    await insertSocialBind(db, {
      token_hash: hashToken(bindToken),
      provider_id: provider.id,
      issuer: token.issuer,
      subject: token.subject,
      ip: caller.ip,
      expires_at: expiresAt,
    });
    return { step: 'bind', bindToken, providerName: provider.name, expiresAt: expiresAt.toISOString() };
  };

  /** Links inside one transaction with the bind token checked again under lock; two racing binds: the unique indexes decide. */
  const linkIn = async (
    tokenHash: string,
    caller: CallerContext,
    memberFor: (trx: Executor) => Promise<MemberRow>,
  ): Promise<{ member: MemberRow; told: PendingSecurityMail }> => {
    const { providers } = await settings.value('social');
    try {
      return await db.transaction().execute(async (trx) => {
        const bind = await liveSocialBind(trx, tokenHash, caller.ip, now());
        const member = await memberFor(trx);
        return { member, told: await linkBoundIdentity(trx, { audit, providers }, { bind, member, caller, at: now() }) };
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError(String((error as { constraint?: string }).constraint ?? '').includes('account') ? 'USERNAME_TAKEN' : 'CONFLICT');
      throw error;
    }
  };

  /**
   * Binding an existing account is a password login for that account (its username key): refused
   * while locked, the captcha after a failure, a wrong password counted (also against the bind
   * token), and the second factor from an IP the member has not used.
   */
  const bindExisting = async (input: Extract<SocialBindRequest, { mode: 'existing' }>, tokenHash: string, caller: CallerContext): Promise<SocialBindResult> => {
    const accountKey = usernameKey(input.username);
    await login.guardAttempt(accountKey, 'social-bind', input, caller);
    const member = await findMemberByAccount(db, input.username);
    const right = member ? await verifyPassword(member.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
    if (!member || !right) {
      await countSocialBindAttempt(db, tokenHash);
      return login.fail(accountKey, member ?? null, 'social-bind', caller);
    }
    await admit(member);
    const methods = await login.needsSecondFactor(member, caller.ip);
    if (methods.length > 0)
      return login.askSecondFactor(member, methods, { method: 'social', remember: false, portal: 'player', accountKey, socialBindHash: tokenHash }, caller);
    const { told } = await linkIn(tokenHash, caller, async () => member);
    await sendSecurityMail(mailer, told);
    return login.complete(member, 'social', false, caller, accountKey);
  };

  /** A new member named by the player (the registration username rule) or by us. */
  const newAccountName = async (username: string | undefined, caller: CallerContext) => {
    if (username === undefined) return `s${randomBytes(6).toString('hex')}`;
    const entry = (await settings.value('register')).fields.username.validation;
    const problem = entry ? checkField(entry, username) : null;
    if (problem) throw fieldProblemsError(caller.language, [{ path: 'username', ...problem }]);
    if (await findMemberByAccount(db, username)) throw new AppError('USERNAME_TAKEN');
    return username;
  };

  const bindNew = async (input: Extract<SocialBindRequest, { mode: 'register' }>, tokenHash: string, caller: CallerContext): Promise<MemberSession> => {
    const account = await newAccountName(input.username, caller);
    // A password nobody knows: the member signs in with the provider, or sets one via "forgot password".
    const passwordHash = await hashPassword(newToken());
    const { currency } = await settings.value('merchant');
    const { member, told } = await linkIn(tokenHash, caller, async (trx) => {
      const created = await insertMember(trx, {
        account,
        nickname: null,
        type: memberTypeCode,
        password_hash: passwordHash,
        register_method: 'social',
        register_ip: caller.ip,
        profile: '{}',
      });
      await openAccount(trx, { kind: 'player_main', currency, owner: { type: 'player', id: String(created.id) } });
      return created;
    });
    await sendSecurityMail(mailer, told);
    return login.complete(member, 'social', false, caller, usernameKey(member.account));
  };

  const bind = async (input: SocialBindRequest, caller: CallerContext): Promise<SocialBindResult> => {
    const tokenHash = hashToken(input.bindToken);
    await liveSocialBind(db, tokenHash, caller.ip, now());
    return input.mode === 'existing' ? bindExisting(input, tokenHash, caller) : bindNew(input, tokenHash, caller);
  };

  return { providers, issueNonce, signIn, bind };
};

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
