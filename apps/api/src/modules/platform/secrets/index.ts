// The secrets module's public surface: other modules import only what this file exports.
export { generatedSecret } from './generated-secret';
