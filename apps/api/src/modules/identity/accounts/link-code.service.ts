import type { LinkCode, MemberSession } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { hashToken, newToken } from '../../../lib/tokens';
import type { CallerContext } from '../../../lib/caller-context';
import { usernameKey } from './account-keys';
import { deleteLinkCodesExpiredBefore, insertLinkCode, lockLinkCode, spendLinkCode } from './link-codes.repository';
import { insertLoginEvent } from './login-events.repository';
import type { LoginService } from './login.service';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { findMemberById } from './members.repository';

const codeSeconds = 60;
const keptAfterExpiryMs = 24 * 3_600_000;

/**
 * One-time link codes (the `?token=` of a link that opens the site signed in). A session token never
 * travels in a URL, where history, logs and Referer headers keep it: a signed-in member mints a
 * code of 256 random bits (stored hashed, a minute to live), and whoever opens the link trades it
 * once for a new session of its own, through the same gates as a password login.
 */
export const createLinkCodeService = (db: Kysely<DB>, deps: { login: LoginService; now?: () => Date }) => {
  const { login } = deps;
  const now = deps.now ?? (() => new Date());

  const mint = async (principal: MemberPrincipal): Promise<LinkCode> => {
    const at = now();
    const code = newToken();
    const expiresAt = new Date(at.getTime() + codeSeconds * 1000);
    await deleteLinkCodesExpiredBefore(db, new Date(at.getTime() - keptAfterExpiryMs));
    await insertLinkCode(db, { code_hash: hashToken(code), member_id: principal.id, expires_at: expiresAt });
    return { code, expiresAt: expiresAt.toISOString() };
  };

  /** Spends the code whatever happens next: unknown, spent and expired codes are one error alike. */
  const claim = async (code: string): Promise<bigint | null> => {
    const at = now();
    return db.transaction().execute(async (trx) => {
      const row = await lockLinkCode(trx, hashToken(code));
      if (!row || row.used_at !== null) return null;
      await spendLinkCode(trx, hashToken(code), at);
      return row.expires_at > at ? row.member_id : null;
    });
  };

  const exchange = async (code: string, caller: CallerContext): Promise<MemberSession> => {
    const memberId = await claim(code);
    const member = memberId === null ? undefined : await findMemberById(db, memberId);
    if (!member) throw new AppError('LINK_CODE_INVALID');
    const accountKey = usernameKey(member.account);
    if (member.status !== 'active') {
      await insertLoginEvent(db, {
        account_key: accountKey,
        member_id: member.id,
        ip: caller.ip,
        method: 'link',
        outcome: 'refused',
        user_agent: caller.userAgent?.slice(0, 512) ?? null,
      });
      throw new AppError(member.status === 'frozen' ? 'ACCOUNT_FROZEN' : 'ACCOUNT_DISABLED');
    }
    await login.checkPortal(member, 'player');
    // complete() refuses a self-excluded or timed-out member and records the login as method 'link'.
    return login.complete(member, 'link', false, caller, accountKey);
  };

  return { mint, exchange };
};

export type LinkCodeService = ReturnType<typeof createLinkCodeService>;
