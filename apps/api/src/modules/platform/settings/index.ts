// The settings module's public surface: other modules import only what this file exports.
export { settingsFeature } from './settings.feature';
export { createSettingsService } from './settings.service';
export type { SettingsService } from './settings.service';
