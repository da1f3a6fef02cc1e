/**
 * The fishing engine's pure functions the screen uses: the same code the vendor runs, so the
 * browser draws the very fish the server checks shots against (apps/demo-vendor/src/halls/fishing).
 */
export {
  allowFire,
  defaultFireRate,
  bulletCosts,
  createOcean,
  defaultFlushPolicy,
  fishAt,
  fishAtPoint,
  fishById,
  fishingRtpBasisPoints,
  oceanVersion,
  positionAt,
  species,
  speciesById,
  worldHeight,
  worldWidth,
  type FireGate,
  type Fish,
  type Ocean,
  type Species,
  type SpeciesId,
} from '../../../../src/halls/fishing/index';
