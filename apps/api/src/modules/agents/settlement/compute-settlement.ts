import { agentContractTermsByType, type AgentSettlementInputs, type DividendTerms, type RealtimeSalaryTerms, type SalaryTier } from '@gp/contracts';
import type { Executor } from '@gp/db';
import { teamAggregates, teamMemberCount, teamRealtimeRounds } from './figures.repository';
import { periodDays, type Period } from '../../../lib/business-periods/periods';
import { dividendAmount, realtimeAmount, salaryAmount } from './settlement-math';
import { previousCarryOut, type ContractToSettle } from './settlements.repository';

export type ComputeOptions = { zone: string; currency: string; activeMemberMinValidBet: number };

export type ComputedSettlement = { inputs: AgentSettlementInputs; amount: bigint; carryIn: bigint; carryOut: bigint };

const n = (v: bigint) => Number(v);

/** The figures and the amount of one contract for one period (reads only). */
export const computeSettlement = async (db: Executor, contract: ContractToSettle, period: Period, options: ComputeOptions): Promise<ComputedSettlement> => {
  const teamMembers = await teamMemberCount(db, contract.downline_id);
  const minActive = BigInt(options.activeMemberMinValidBet);

  if (contract.type === 'realtime_salary') {
    const terms: RealtimeSalaryTerms = agentContractTermsByType.realtime_salary.parse(contract.terms);
    const r = await teamRealtimeRounds(db, contract.downline_id, period.start, period.end, options.currency, BigInt(terms.minSingleBet));
    const amount = realtimeAmount(r, terms.winRateBp, terms.lossRateBp);
    return {
      amount,
      carryIn: 0n,
      carryOut: 0n,
      inputs: {
        teamMembers,
        activeMembers: 0,
        validBet: n(r.validBet),
        houseProfit: n(r.houseProfit),
        tierIndex: null,
        rateBp: 0,
        base: n(r.winningStake + r.losingStake),
        qualifyingBets: r.qualifyingBets,
        winningStake: n(r.winningStake),
        losingStake: n(r.losingStake),
        winRateBp: terms.winRateBp,
        lossRateBp: terms.lossRateBp,
      },
    };
  }

  const span =
    contract.type === 'hourly_salary'
      ? ({ grain: 'hour', start: period.start, end: period.end } as const)
      : ({ grain: 'day', ...periodDays(period, options.zone), zone: options.zone } as const);
  const team = await teamAggregates(db, contract.downline_id, span, options.currency, minActive);
  const common = {
    teamMembers,
    activeMembers: team.activeMembers,
    validBet: n(team.validBet),
    houseProfit: n(team.houseProfit),
    activeMemberMinValidBet: options.activeMemberMinValidBet,
  };

  if (contract.type === 'dividend') {
    const terms: DividendTerms = agentContractTermsByType.dividend.parse(contract.terms);
    const carryIn = await previousCarryOut(db, contract.id, period.start);
    const r = dividendAmount(terms.tiers, team, carryIn);
    return {
      amount: r.amount,
      carryIn: r.carryIn,
      carryOut: r.carryOut,
      inputs: { ...common, tierIndex: r.tierIndex, rateBp: r.rateBp, base: n(r.base), carryIn: n(r.carryIn), carryOut: n(r.carryOut) },
    };
  }

  const tiers: SalaryTier[] = agentContractTermsByType[contract.type].parse(contract.terms).tiers;
  const r = salaryAmount(tiers, team);
  return { amount: r.amount, carryIn: 0n, carryOut: 0n, inputs: { ...common, tierIndex: r.tierIndex, rateBp: r.rateBp, base: n(r.base) } };
};
