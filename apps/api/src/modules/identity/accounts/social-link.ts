import type { SocialProvider } from '@gp/contracts';
import type { Executor } from '@gp/db';
import type { Selectable } from 'kysely';
import type { MemberSocialBindsTable } from '@gp/db';
import { AppError } from '../../../lib/app-error';
import type { AuditService } from '../../platform/audit';
import type { CallerContext } from '../../../lib/caller-context';
import type { MemberRow } from './members.repository';
import { memberActor, recordSecurityChange, type PendingSecurityMail } from './security-change';
import { findMemberLinkForIssuer, findSocialLink, insertSocialLink, lockSocialBind, useSocialBind } from './social-links.repository';

export type SocialBindRow = Selectable<MemberSocialBindsTable>;

const maxBindAttempts = 5;

/** A bind token still good for this IP: not spent, not expired, not worn out by wrong passwords. */
export const liveSocialBind = async (executor: Executor, tokenHash: string, ip: string, at: Date): Promise<SocialBindRow> => {
  const row = await lockSocialBind(executor, tokenHash);
  if (!row || row.used_at || row.expires_at <= at || row.attempts >= maxBindAttempts || row.ip !== ip)
    throw new AppError('SOCIAL_TOKEN_INVALID', { details: { reason: 'bind token' } });
  return row;
};

/**
 * The name the provider has in the settings now; the issuer when it is no longer configured. The
 * caller reads the providers before any transaction: a settings read inside one would wait for a
 * second connection, which PGlite does not have.
 */
export const providerNameOf = (providers: readonly SocialProvider[], link: { provider_id: string | null; issuer: string }): string =>
  (providers.find((p) => p.id === link.provider_id) ?? providers.find((p) => p.issuer === link.issuer))?.name ?? link.issuer;

/**
 * Links a bind row's identity to the member inside the caller's transaction and spends the bind
 * token; the member is told (notice now, the message after commit) and the link is audited.
 */
export const linkBoundIdentity = async (
  trx: Executor,
  deps: { audit: AuditService; providers: readonly SocialProvider[] },
  input: { bind: SocialBindRow; member: MemberRow; caller: CallerContext; at: Date },
): Promise<PendingSecurityMail> => {
  const { bind, member } = input;
  if (await findSocialLink(trx, bind.issuer, bind.subject)) throw new AppError('CONFLICT', { details: { reason: 'already linked' } });
  if (await findMemberLinkForIssuer(trx, member.id, bind.issuer))
    throw new AppError('CONFLICT', { details: { reason: 'account already linked to this provider' } });
  await insertSocialLink(trx, { issuer: bind.issuer, subject: bind.subject, member_id: member.id, provider_id: bind.provider_id });
  await useSocialBind(trx, bind.token_hash, input.at);
  return recordSecurityChange(trx, deps.audit, {
    memberId: member.id,
    change: 'social_link',
    action: 'added',
    actor: memberActor(member, input.caller.ip),
    details: { provider: bind.provider_id },
    masked: providerNameOf(deps.providers, bind),
    language: input.caller.language,
  });
};
