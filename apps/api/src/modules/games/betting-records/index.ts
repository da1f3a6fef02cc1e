// The betting-records module's public surface: other modules import only what this file exports.
export { bettingRecordsFeature } from './betting-records.feature';
export { createBettingRecordsService } from './betting-records.service';
export { csvField, majorText } from './ggr-csv';
export { createGgrReportService } from './ggr-report.service';
export { createRoundExplorerService } from './round-explorer.service';
export { countPlayersOn, ggrByDay } from './ggr-figures.repository';
