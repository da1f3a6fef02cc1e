import { checkField, type MemberSession, type SocialBindRequest, type SocialLoginResult } from '@gp/contracts';
import type { DB, Executor } from '@gp/db';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { fieldProblemsError } from '../../lib/field-problems';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import { isUniqueViolation } from '../../lib/unique-violation';
import { openAccount } from '../ledger/open-account';
import type { SettingsService } from '../settings/settings.service';
import type { CallerContext } from './account-ports';
import type { LoginService } from './login.service';
import { memberTypeCode } from './member-kind';
import { findMemberByAccount, findMemberById, insertMember, type MemberRow } from './members.repository';
import type { IdTokenVerifier } from './social-id-token';

const bindMinutes = 10;
const maxBindAttempts = 5;

const accountKeyOf = (issuer: string, subject: string) => `s:${issuer}:${subject}`;

/**
 * Social sign-in (SPEC.md section 4): an OpenID Connect ID token from an enabled provider. A linked
 * identity signs its member in; an unlinked one gets a short-lived bind token, spent on binding an
 * existing account (its password) or registering a new one. A link never changes afterwards (the
 * database refuses UPDATE and DELETE on member_social_links).
 */
export const createSocialLoginService = (
  db: Kysely<DB>,
  deps: { settings: SettingsService; login: LoginService; verifyIdToken: IdTokenVerifier; now?: () => Date },
) => {
  const { settings, login } = deps;
  const now = deps.now ?? (() => new Date());

  const providers = async () =>
    (await settings.value('social')).providers
      .filter((p) => p.enabled)
      .map((p) => ({ id: p.id, name: p.name, clientId: p.clientId, ...(p.authorizationEndpoint ? { authorizationEndpoint: p.authorizationEndpoint } : {}) }));

  const linkedMember = async (executor: Executor, issuer: string, subject: string) => {
    const link = await executor.selectFrom('member_social_links').select('member_id').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirst();
    return link ? findMemberById(executor, link.member_id) : undefined;
  };

  /** The same gates as a password login: an active player account. */
  const admit = async (member: MemberRow) => {
    if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    await login.checkPortal(member, 'player');
  };

  const signIn = async (input: { providerId: string; idToken: string }, caller: CallerContext): Promise<SocialLoginResult> => {
    const provider = (await settings.value('social')).providers.find((p) => p.id === input.providerId && p.enabled);
    if (!provider) throw new AppError('SOCIAL_TOKEN_INVALID', { details: { reason: 'unknown provider' } });
    const { issuer, subject } = await deps.verifyIdToken(provider, input.idToken);
    const member = await linkedMember(db, issuer, subject);
    if (member) {
      await admit(member);
      return login.complete(member, 'social', false, caller, accountKeyOf(issuer, subject));
    }
    const bindToken = newToken();
    const expiresAt = new Date(now().getTime() + bindMinutes * 60_000);
    await db
      .insertInto('member_social_binds')
      .values({ token_hash: hashToken(bindToken), provider_id: provider.id, issuer, subject, ip: caller.ip, expires_at: expiresAt })
      .execute();
    return { step: 'bind', bindToken, providerName: provider.name, expiresAt: expiresAt.toISOString() };
  };

  const liveBind = async (executor: Executor, token: string, ip: string) => {
    const row = await executor.selectFrom('member_social_binds').selectAll().where('token_hash', '=', hashToken(token)).forUpdate().executeTakeFirst();
    if (!row || row.used_at || row.expires_at <= now() || row.attempts >= maxBindAttempts || row.ip !== ip) throw new AppError('SOCIAL_TOKEN_INVALID', { details: { reason: 'bind token' } });
    return row;
  };

  /** Checks the existing account's password; a wrong one counts against the bind token. */
  const existingMember = async (input: { bindToken: string; username: string; password: string }) => {
    const member = await findMemberByAccount(db, input.username);
    const right = member ? await verifyPassword(member.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
    if (member && right) return member;
    await db.updateTable('member_social_binds').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('token_hash', '=', hashToken(input.bindToken)).execute();
    throw new AppError('INVALID_CREDENTIALS');
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

  const bind = async (input: SocialBindRequest, caller: CallerContext): Promise<MemberSession> => {
    await liveBind(db, input.bindToken, caller.ip);
    const existing = input.mode === 'existing' ? await existingMember(input) : null;
    if (existing) await admit(existing);
    const account = input.mode === 'register' ? await newAccountName(input.username, caller) : null;
    // A password nobody knows: the member signs in with the provider, or sets one via "forgot password".
    const passwordHash = account ? await hashPassword(newToken()) : null;
    const { currency } = await settings.value('merchant');
    try {
      const member = await db.transaction().execute(async (trx) => {
        const row = await liveBind(trx, input.bindToken, caller.ip);
        if (await linkedMember(trx, row.issuer, row.subject)) throw new AppError('CONFLICT', { details: { reason: 'already linked' } });
        let target = existing;
        if (!target && account && passwordHash) {
          target = await insertMember(trx, { account, nickname: null, type: memberTypeCode, password_hash: passwordHash, register_method: 'social', register_ip: caller.ip, profile: '{}' });
          await openAccount(trx, { kind: 'player_main', currency, owner: { type: 'player', id: String(target.id) } });
        }
        if (!target) throw new AppError('SOCIAL_TOKEN_INVALID');
        const taken = await trx.selectFrom('member_social_links').select('subject').where('member_id', '=', target.id).where('issuer', '=', row.issuer).executeTakeFirst();
        if (taken) throw new AppError('CONFLICT', { details: { reason: 'account already linked to this provider' } });
        await trx.insertInto('member_social_links').values({ issuer: row.issuer, subject: row.subject, member_id: target.id }).execute();
        await trx.updateTable('member_social_binds').set({ used_at: now() }).where('token_hash', '=', row.token_hash).execute();
        return { target, key: accountKeyOf(row.issuer, row.subject) };
      });
      return login.complete(member.target, 'social', false, caller, member.key);
    } catch (error) {
      // Two binds racing for one name or one identity: the unique indexes decide.
      if (isUniqueViolation(error)) throw new AppError(String((error as { constraint?: string }).constraint ?? '').includes('account') ? 'USERNAME_TAKEN' : 'CONFLICT');
      throw error;
    }
  };

  return { providers, signIn, bind };
};

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;
