import type { SocialLinks } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { createAuditService, type AuditService } from '../../platform/audit';
import type { Actor } from '../../platform/audit';
import type { SettingsService } from '../../platform/settings';
import type { Mailer } from './account-ports';
import type { CallerContext } from '../../../lib/caller-context';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { findMemberById, type MemberRow } from './members.repository';
import { memberActor, recordSecurityChange, sendSecurityMail } from './security-change';
import { checkSessionPassword } from './session-password-guard';
import { providerNameOf } from './social-link';
import { deleteSocialLink, listSocialLinks } from './social-links.repository';

/**
 * The identities linked to an account for social sign-in: the member lists and unlinks them in the
 * security centre (with the login password, counted by the session password guard), staff from the
 * member's page. Every unlink is told to the member and audited; the identity, signing in again,
 * gets the bind step like any unlinked one.
 */
export const createSocialLinksService = (db: Kysely<DB>, deps: { settings: SettingsService; mailer: Mailer; audit?: AuditService; now?: () => Date }) => {
  const { settings, mailer } = deps;
  // The audit service holds no state beyond the database, so one of its own serves when none is given.
  const audit = deps.audit ?? createAuditService(db);
  const now = deps.now ?? (() => new Date());

  const listOf = async (memberId: bigint): Promise<SocialLinks> => {
    const [rows, { providers }] = await Promise.all([listSocialLinks(db, memberId), settings.value('social')]);
    return rows.map((r) => ({ id: Number(r.id), providerName: providerNameOf(providers, r), linkedAt: new Date(r.created_at).toISOString() }));
  };

  const unlinkOf = async (member: MemberRow, linkId: bigint, actor: Actor, extra: Record<string, string>) => {
    const { providers } = await settings.value('social');
    const told = await db.transaction().execute(async (trx) => {
      const removed = await deleteSocialLink(trx, member.id, linkId);
      if (!removed) throw new AppError('NOT_FOUND');
      return recordSecurityChange(trx, audit, {
        memberId: member.id,
        change: 'social_link',
        action: 'removed',
        actor,
        details: { provider: removed.provider_id ?? removed.issuer, ...extra },
        masked: providerNameOf(providers, removed),
      });
    });
    await sendSecurityMail(mailer, told);
    return listOf(member.id);
  };

  const memberOf = async (memberId: bigint, missing: 'UNAUTHORIZED' | 'NOT_FOUND') => {
    const member = await findMemberById(db, memberId);
    if (!member) throw new AppError(missing);
    return member;
  };

  const mine = async (principal: MemberPrincipal) => listOf(principal.id);

  const unlinkMine = async (principal: MemberPrincipal, linkId: bigint, password: string, caller: CallerContext) => {
    const member = await memberOf(principal.id, 'UNAUTHORIZED');
    await checkSessionPassword(db, principal, member.password_hash, password, now());
    return unlinkOf(member, linkId, memberActor(member, caller.ip), {});
  };

  const ofMember = async (memberId: bigint) => listOf((await memberOf(memberId, 'NOT_FOUND')).id);

  const unlinkByStaff = async (memberId: bigint, linkId: bigint, reason: string, actor: Actor) =>
    unlinkOf(await memberOf(memberId, 'NOT_FOUND'), linkId, actor, { reason });

  return { mine, unlinkMine, ofMember, unlinkByStaff };
};

export type SocialLinksService = ReturnType<typeof createSocialLinksService>;
