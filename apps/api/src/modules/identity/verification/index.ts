// The verification module's public surface: other modules import only what this file exports.
export { verificationFeature } from './verification.feature';
export { createVerificationService } from './verification.service';
