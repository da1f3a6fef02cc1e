import {
  agentContractRelay,
  type AgentContractAction,
  type AgentContractActionResult,
  type AgentContractList,
  type AgentContractTypeName,
  type AgentContractView,
} from '@gp/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type TestApp } from '../../../testing/test-app';
import type { TestMember } from '../../money/wallet/wallet.test-support';

/** Test helpers for the contract relay calls. */

export const dailyTerms = (...rates: number[]) => ({ tiers: rates.map((rateBp, i) => ({ minActiveMembers: i, minValidBet: i * 10_000, rateBp })) });
export const realtimeTerms = (winRateBp: number, lossRateBp: number) => ({ winRateBp, lossRateBp, minSingleBet: 1_000 });

export const relayUrl = (type: AgentContractTypeName) => `/wps/relay/${agentContractRelay[type]}`;

export const postAction = (t: TestApp, member: TestMember, type: AgentContractTypeName, payload: AgentContractAction): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: relayUrl(type), headers: bearer(member.token), payload });

/** An action that must succeed. */
export const act = async (t: TestApp, member: TestMember, type: AgentContractTypeName, payload: AgentContractAction): Promise<AgentContractActionResult> => {
  const res = await postAction(t, member, type, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as AgentContractActionResult;
};

/** An offer that must succeed; returns the new contract. */
export const offer = async (
  t: TestApp,
  upline: TestMember,
  downline: TestMember,
  type: AgentContractTypeName,
  terms: Record<string, unknown>,
  extra: { endsAt?: string } = {},
): Promise<AgentContractView> => {
  const result = await act(t, upline, type, { action: 'offer', downlineAccount: downline.account, terms, ...extra });
  if (!result.contract) throw new Error('no contract in the offer result');
  return result.contract;
};

export const listContracts = async (t: TestApp, member: TestMember, type: AgentContractTypeName, query = ''): Promise<AgentContractList> => {
  const res = await t.app.inject({ method: 'GET', url: `${relayUrl(type)}?${query}`, headers: bearer(member.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as AgentContractList;
};

/** The member's notices of a kind, newest first. */
export const noticesOf = async (t: TestApp, member: TestMember, kind: string) =>
  (
    await t.database.db
      .selectFrom('member_notices')
      .select(['kind', 'params'])
      .where('member_id', '=', member.id)
      .where('kind', '=', kind as 'contract_offered')
      .orderBy('id', 'desc')
      .execute()
  ).map((r) => r.params as unknown as Record<string, string | number>);

export const staffIdOf = async (t: TestApp, username: string): Promise<bigint> =>
  BigInt((await t.database.db.selectFrom('staff_users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
