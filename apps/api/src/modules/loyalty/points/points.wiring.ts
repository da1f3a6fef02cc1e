import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import type { JobRunner } from '../../../lib/interval-sweep';
import type { AuditService } from '../../platform/audit';
import { createPointsAccrualService } from './accrual.service';
import { createPointRatesService } from './point-rates.service';
import { createPointsMemberService, type RedemptionStatusLookup } from './points-member.service';

/** The points feature's services: the member's pages, the staff's rates and the accrual run. */
export const createPointsServices = (
  db: Kysely<DB>,
  deps: { audit: AuditService; tickSeconds: number; lookbackHours: number; redemptionStatuses?: RedemptionStatusLookup; jobs?: JobRunner },
) => {
  const pointsAccrual = createPointsAccrualService(db, { tickSeconds: deps.tickSeconds, lookbackHours: deps.lookbackHours, jobs: deps.jobs });
  return {
    pointsAccrual,
    pointsMember: createPointsMemberService(db, { redemptionStatuses: deps.redemptionStatuses }),
    pointRates: createPointRatesService(db, { audit: deps.audit, accrual: pointsAccrual }),
  };
};
