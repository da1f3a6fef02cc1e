// The protection module's public surface: other modules import only what this file exports.
export { assertMayDeposit, assertMayLogin, assertMayPlay } from './protection-guard';
export { protectionFeature } from './protection.feature';
export { createProtectionService } from './protection.service';
