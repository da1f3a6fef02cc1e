import type { Feature } from '../../feature';
import { recordsRoutes } from './records.routes';
import { creditReportRoutes } from './credit-report.routes';

export const recordsFeature: Feature = async (app, { services }) => {
  await app.register(recordsRoutes, { records: services.records });
  await app.register(creditReportRoutes, { creditReport: services.creditReport });
};
