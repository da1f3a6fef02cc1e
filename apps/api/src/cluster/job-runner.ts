import type { JobRunner } from '../lib/interval-sweep';
import type { Metrics } from '../metrics/metrics';
import type { JobLeases } from './job-leases';

/** Scheduled jobs across instances: one instance per job and period runs it, every run is measured. */
export const createJobRunner = (leases: JobLeases, metrics: Metrics): JobRunner => ({
  run: async (job, periodMs, work) => {
    if (!(await leases.take(job, periodMs))) {
      metrics.jobRuns.inc({ job, outcome: 'skipped' });
      return;
    }
    const stopTimer = metrics.jobDuration.startTimer({ job });
    try {
      await work();
      metrics.jobRuns.inc({ job, outcome: 'ran' });
    } catch (error) {
      metrics.jobRuns.inc({ job, outcome: 'failed' });
      throw error;
    } finally {
      stopTimer();
    }
  },
});
