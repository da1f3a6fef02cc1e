import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/password';
import { openAccount } from '../modules/money/ledger';
import { findMemberByAccount, insertMember } from '../modules/identity/accounts/members.repository';
import type { SettingsService } from '../modules/platform/settings';

/** Demo sign-ins printed by `npm start`: a player under the demo agent, and the agent (type 1). */
export const demoMembers = {
  player: { account: 'demo01', password: 'Player2026', mobile: { countryDialingCode: '91', mobileNum: '9000000001' } },
  agent: { account: 'agent01', password: 'Agent2026', affiliateCode: 'AG1001' },
} as const;

export const seedMembers = async (db: Kysely<DB>, settings: SettingsService): Promise<void> => {
  const { currency } = await settings.value('merchant');
  const { player, agent } = demoMembers;
  let agentRow = await findMemberByAccount(db, agent.account);
  if (!agentRow) {
    agentRow = await insertMember(db, {
      account: agent.account,
      nickname: 'Demo Agent',
      type: 1,
      password_hash: await hashPassword(agent.password),
      affiliate_code: agent.affiliateCode,
      register_method: 'staff',
    });
    await openAccount(db, { kind: 'agent_main', currency, owner: { type: 'agent', id: String(agentRow.id) } });
  }
  if (await findMemberByAccount(db, player.account)) return;
  const playerRow = await insertMember(db, {
    account: player.account,
    nickname: 'Demo Player',
    // A real name lets the demo player add a bank account and withdraw (the payee must match it).
    real_name: 'Demo Player',
    password_hash: await hashPassword(player.password),
    country_dialing_code: player.mobile.countryDialingCode,
    mobile_num: player.mobile.mobileNum,
    upline_id: agentRow.id,
    register_method: 'staff',
  });
  await openAccount(db, { kind: 'player_main', currency, owner: { type: 'player', id: String(playerRow.id) } });
};
