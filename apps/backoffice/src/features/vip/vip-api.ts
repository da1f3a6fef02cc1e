import { boVipMemberHistory, boVipMemberPage, boVipProgramme, boVipRunStatus, type BoVipLevelInput, type BoVipSettingsInput } from '@gp/contracts';
import { typedApi } from '../../shared/http/typed-api';

export const fetchVipProgramme = (signal?: AbortSignal) => typedApi.get('/bo/vip/levels', { signal, parse: (v) => boVipProgramme.parse(v) });

export const saveVipLevel = (level: number, body: BoVipLevelInput) =>
  typedApi.put('/bo/vip/levels/{level}', { params: { path: { level } }, body, parse: (v) => boVipProgramme.parse(v) });

export const saveVipSettings = (body: BoVipSettingsInput) => typedApi.put('/bo/vip/settings', { body, parse: (v) => boVipProgramme.parse(v) });

export type VipMemberFilter = { level: string; account: string; pageNo: number };

export const fetchVipMembers = (filter: VipMemberFilter, signal?: AbortSignal) =>
  typedApi.get('/bo/vip/members', {
    params: {
      query: {
        pageNo: filter.pageNo,
        pageSize: 20,
        ...(filter.level !== '' ? { level: Number(filter.level) } : {}),
        ...(filter.account.trim() ? { account: filter.account.trim() } : {}),
      },
    },
    signal,
    parse: (v) => boVipMemberPage.parse(v),
  });

export const fetchVipHistory = (id: number, signal?: AbortSignal) =>
  typedApi.get('/bo/vip/members/{id}/history', { params: { path: { id } }, signal, parse: (v) => boVipMemberHistory.parse(v) });

export const setVipLevel = (id: number, level: number, remark: string) =>
  typedApi.put('/bo/vip/members/{id}/level', { params: { path: { id } }, body: { level, remark }, parse: (v) => boVipMemberHistory.parse(v) });

export const fetchVipRuns = (signal?: AbortSignal) => typedApi.get('/bo/vip/runs', { signal, parse: (v) => boVipRunStatus.parse(v) });

export const runVipNow = () => typedApi.post('/bo/vip/runs', { parse: (v) => boVipRunStatus.parse(v) });

export const vipKeys = {
  programme: ['vip', 'programme'] as const,
  members: (filter: VipMemberFilter) => ['vip', 'members', filter] as const,
  history: (id: number) => ['vip', 'history', id] as const,
  runs: ['vip', 'runs'] as const,
};
