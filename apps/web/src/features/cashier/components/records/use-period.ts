import { useState } from 'react';
import type { RecordDatePreset } from '@gp/contracts';
import type { PeriodFilter } from '../../api/records-api';

/**
 * The period a records page shows and its page number: a new period goes back to page one, and a
 * custom period without both dates is incomplete (nothing is fetched for it).
 */
export const usePeriod = (preset: RecordDatePreset) => {
  const [period, setPeriod] = useState<PeriodFilter>({ preset });
  const [pageNo, setPageNo] = useState(1);
  return {
    period,
    pageNo,
    setPageNo,
    incomplete: period.preset === 'custom' && (!period.from || !period.to),
    choosePeriod: (next: PeriodFilter) => {
      setPeriod(next);
      setPageNo(1);
    },
  };
};
