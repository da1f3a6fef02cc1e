// The records module's public surface: other modules import only what this file exports.
export { resolvePeriod } from './record-period';
export { recordsFeature } from './records.feature';
export { createRecordsService } from './records.service';
export { createCreditReportService } from './credit-report.service';
