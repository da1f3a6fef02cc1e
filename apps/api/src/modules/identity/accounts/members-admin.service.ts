import type { BoMemberSearchResult } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { SettingsService } from '../../platform/settings';
import { toMemberSummary } from './member-lookup';
import { newestMembers, searchMembersByAccount } from './members-admin.repository';

/** Staff look-up of members by account name, or the newest members. */
export const createMembersAdminService = (db: Kysely<DB>, settings: SettingsService) => {
  const search = async (account: string | undefined): Promise<BoMemberSearchResult> => {
    const merchant = await settings.value('merchant');
    const rows = account ? await searchMembersByAccount(db, account, 20) : await newestMembers(db, 20);
    return { list: rows.map((r) => toMemberSummary(r, merchant)) };
  };

  return { search };
};

export type MembersAdminService = ReturnType<typeof createMembersAdminService>;
