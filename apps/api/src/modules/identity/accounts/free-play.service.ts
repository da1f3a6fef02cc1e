import { randomBytes } from 'node:crypto';
import type { MemberSession } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password';
import type { SettingsService } from '../../platform/settings';
import type { BotChecks } from './account-ports';
import type { CallerContext } from '../../../lib/caller-context';
import { sessionOf } from './member-view';
import type { MemberSessionsService } from './member-sessions.service';
import { insertMember, recordMemberLogin } from './members.repository';

/**
 * Free play: a trial account (the merchant's trial type code) that browses and
 * plays demo games. It has no password anyone knows and never holds money.
 */
export const createFreePlayService = (
  db: Kysely<DB>,
  deps: { settings: SettingsService; sessions: MemberSessionsService; botChecks: BotChecks; now?: () => Date },
) => {
  const now = deps.now ?? (() => new Date());

  const start = async (input: { altcha?: string | undefined }, caller: CallerContext): Promise<MemberSession> => {
    const [merchant, whitelabel, security] = await Promise.all([
      deps.settings.value('merchant'),
      deps.settings.value('whitelabel'),
      deps.settings.value('accountSecurity'),
    ]);
    if (!whitelabel.FREEPLAY) throw new AppError('FORBIDDEN');
    await deps.botChecks.verifyAltcha(input.altcha);
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const at = now();
    const prepared = await deps.sessions.prepare({ method: 'trial', remember: false, ip: caller.ip, userAgent: caller.userAgent });
    const { member, session } = await db.transaction().execute(async (trx) => {
      const created = await insertMember(trx, {
        account: `trial_${randomBytes(6).toString('hex')}`,
        type: merchant.trialTypeCode,
        password_hash: passwordHash,
        register_method: 'trial',
        register_ip: caller.ip,
        language: null,
      });
      const opened = await deps.sessions.save(trx, prepared, created.id);
      await recordMemberLogin(trx, created.id, caller.ip, at);
      return { member: created, session: opened };
    });
    return sessionOf(member, session, 'trial', { merchant, whitelabel, security }, at);
  };

  return { start };
};

export type FreePlayService = ReturnType<typeof createFreePlayService>;
