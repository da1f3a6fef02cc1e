import type { MemberIcon, MemberInfo } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../../lib/app-error';
import type { SettingsService } from '../../platform/settings';
import type { MemberPrincipal } from '../../../lib/member-principal';
import { memberInfoOf } from './member-view';
import type { MemberSessionsService } from './member-sessions.service';
import { findMemberById, setMemberLanguage } from './members.repository';

const iconColours = ['#2563eb', '#7c3aed', '#db2777', '#ea580c', '#16a34a', '#0891b2', '#ca8a04', '#4f46e5'];

/** The signed-in member's own record: info, avatar, language, and signing out. */
export const createMemberAccountService = (db: Kysely<DB>, settings: SettingsService, sessions: MemberSessionsService) => {
  const load = async (principal: MemberPrincipal) => {
    const member = await findMemberById(db, principal.id);
    if (!member) throw new AppError('UNAUTHORIZED');
    return member;
  };

  const info = async (principal: MemberPrincipal): Promise<MemberInfo> => memberInfoOf(await load(principal), await settings.value('merchant'));

  /** A generated avatar: the member's initials on a colour picked from the id, served as SVG. */
  const icon = async (principal: MemberPrincipal): Promise<MemberIcon> => {
    const member = await load(principal);
    const name = member.nickname ?? member.account;
    const initials = [...name.trim()].slice(0, 2).join('').toUpperCase();
    const colour = iconColours[Number(member.id % BigInt(iconColours.length))];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${colour}"/><text x="32" y="41" font-family="sans-serif" font-size="26" fill="#fff" text-anchor="middle">${initials.replace(/[<>&"]/g, '')}</text></svg>`;
    return { iconUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, initials };
  };

  const logout = async (principal: MemberPrincipal): Promise<void> => {
    await sessions.revoke(db, principal.sessionId, 'logout');
  };

  const setLanguage = async (principal: MemberPrincipal, language: string): Promise<void> => {
    await setMemberLanguage(db, principal.id, language);
  };

  return { info, icon, logout, setLanguage };
};

export type MemberAccountService = ReturnType<typeof createMemberAccountService>;
