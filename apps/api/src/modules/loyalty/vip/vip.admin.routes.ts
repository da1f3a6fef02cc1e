import {
  boVipLevelInput,
  boVipLevelParams,
  boVipLevelSet,
  boVipMemberHistory,
  boVipMemberPage,
  boVipMemberParams,
  boVipMemberQuery,
  boVipProgramme,
  boVipRunStatus,
  boVipSettingsInput,
  okEnvelope,
} from '@gp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { staffAccess } from '../../../lib/route-access';
import { staffCallerOf } from '../../identity/staff';
import type { VipAdminService } from './vip-admin.service';
import type { VipRunsService } from './vip-runs.service';

/** Back office, VIP: the levels editor and settings (content staff), members and their levels (support, operators), runs. */
export const vipAdminRoutes: FastifyPluginAsyncZod<{ vipAdmin: VipAdminService; vipRuns: VipRunsService }> = async (app, { vipAdmin, vipRuns }) => {
  const tags = ['back office: vip'];
  const editors = { access: staffAccess('content', 'operator') };
  const memberStaff = { access: staffAccess('support', 'operator') };
  app.get(
    '/bo/vip/levels',
    {
      config: editors,
      schema: { tags, summary: 'The VIP ladder and settings, with how many members hold each level', response: { 200: okEnvelope(boVipProgramme) } },
    },
    async () => ok(await vipAdmin.programme()),
  );
  app.put(
    '/bo/vip/levels/:level',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Create or replace a level: names and benefits per language, icon, thresholds, keep rule, bonuses and turnover (audited)',
        params: boVipLevelParams,
        body: boVipLevelInput,
        response: { 200: okEnvelope(boVipProgramme) },
      },
    },
    async (request) => ok(await vipAdmin.saveLevel(request.params.level, request.body, staffCallerOf(request))),
  );
  app.delete(
    '/bo/vip/levels/:level',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Remove a level no member holds (level 0 stays; audited)',
        params: boVipLevelParams,
        response: { 200: okEnvelope(boVipProgramme) },
      },
    },
    async (request) => ok(await vipAdmin.removeLevel(request.params.level, staffCallerOf(request))),
  );
  app.put(
    '/bo/vip/settings',
    {
      config: editors,
      schema: {
        tags,
        summary: 'The loyalty promotion VIP bonuses are paid from, the rolling window, the keep period and the largest drop (audited)',
        body: boVipSettingsInput,
        response: { 200: okEnvelope(boVipProgramme) },
      },
    },
    async (request) => ok(await vipAdmin.saveSettings(request.body, staffCallerOf(request))),
  );
  app.get(
    '/bo/vip/members',
    {
      config: memberStaff,
      schema: { tags, summary: 'Members by VIP level, highest first', querystring: boVipMemberQuery, response: { 200: okEnvelope(boVipMemberPage) } },
    },
    async (request) => ok(await vipAdmin.members(request.query)),
  );
  app.get(
    '/bo/vip/members/:id/history',
    {
      config: memberStaff,
      schema: {
        tags,
        summary: "A member's level and level history, newest first",
        params: boVipMemberParams,
        response: { 200: okEnvelope(boVipMemberHistory) },
      },
    },
    async (request) => ok(await vipAdmin.history(BigInt(request.params.id))),
  );
  app.put(
    '/bo/vip/members/:id/level',
    {
      config: memberStaff,
      schema: {
        tags,
        summary: "Set a member's VIP level by hand with a remark (audited; no upgrade bonus)",
        params: boVipMemberParams,
        body: boVipLevelSet,
        response: { 200: okEnvelope(boVipMemberHistory) },
      },
    },
    async (request) => ok(await vipAdmin.setLevel(BigInt(request.params.id), request.body, staffCallerOf(request))),
  );
  app.get(
    '/bo/vip/runs',
    { config: editors, schema: { tags, summary: 'Recent VIP runs, closed periods and bonuses still owed', response: { 200: okEnvelope(boVipRunStatus) } } },
    async () => ok(await vipRuns.status()),
  );
  app.post(
    '/bo/vip/runs',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Run upgrades, due period closes and owed bonuses now, without waiting for the next tick (audited)',
        response: { 200: okEnvelope(boVipRunStatus) },
      },
    },
    async (request) => ok(await vipRuns.runByStaff(staffCallerOf(request))),
  );
};
