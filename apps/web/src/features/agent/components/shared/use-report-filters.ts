import { useMemo, useState } from 'react';
import { resolvePeriod, type AgentPeriod, type AgentPeriodPreset, type PeriodProblem, type ResolvedPeriod } from './agent-period';
import { useBusinessZone } from './use-business-zone';

export type ReportFilters<F> = {
  period: AgentPeriod;
  setPeriod: (next: AgentPeriod) => void;
  /** The API's from/to, or null while the zone is loading or a custom range is unusable. */
  resolved: ResolvedPeriod | null;
  problem: PeriodProblem | null;
  /** The report's own filters (account, kind, scope ...). */
  filters: F;
  setFilters: (next: F) => void;
  pageNo: number;
  setPageNo: (page: number) => void;
};

/**
 * The state of a report: its period (default `initialPreset`), its own filters and the page. Any
 * change of period or filters goes back to page 1. The period resolves in the business time zone;
 * the current minute is read when the period changes (a page left open over midnight keeps its day
 * until the period is chosen again, which is what a reader comparing figures expects).
 */
export const useReportFilters = <F>(initialFilters: F, initialPreset: AgentPeriodPreset = 'today'): ReportFilters<F> => {
  const zone = useBusinessZone();
  const [period, setPeriodState] = useState<AgentPeriod>({ preset: initialPreset });
  const [filters, setFiltersState] = useState<F>(initialFilters);
  const [pageNo, setPageNo] = useState(1);
  const [chosenAt, setChosenAt] = useState(() => Date.now());
  const result = useMemo(() => (zone ? resolvePeriod(period, chosenAt, zone) : null), [zone, period, chosenAt]);
  return {
    period,
    setPeriod: (next) => {
      setPeriodState(next);
      setChosenAt(Date.now());
      setPageNo(1);
    },
    resolved: result?.ok ? result.period : null,
    problem: result && !result.ok ? result.problem : null,
    filters,
    setFilters: (next) => {
      setFiltersState(next);
      setPageNo(1);
    },
    pageNo,
    setPageNo,
  };
};
