/** The fishing hall's engine: pure functions for the room server and the screen (no I/O, no clock). */
export { captureOdds, isCaptured, resolveShot, type ShotResult } from './capture';
export { allowFire, defaultFireRate, openFireGate, type FireGate, type FireRate } from './fire-rate';
export {
  betAccepted,
  betRefused,
  defaultFlushPolicy,
  flush,
  shouldFlush,
  voidBatch,
  type FishingRound,
  type FlushPolicy,
  type FlushReason,
  type RoundCatch,
  type VoidedBatch,
} from './flush';
export { canFire, noteBalance, openLedger, recordShot, spendable, type PlayerLedger, type SpeciesCatch } from './ledger';
export { createOcean, fishAt, fishById, isAlive, oceanVersion, positionAt, spawnsBetween, type Fish, type Ocean } from './ocean';
export { worldHeight, worldWidth, type Path, type Placement, type Point } from './path';
export { checkShotTarget, fishAtPoint, pruneCaptured, shotToleranceMs, type NoTarget, type ShotTarget } from './shot-target';
export {
  bulletCosts,
  fishingRtp,
  fishingRtpBasisPoints,
  isBulletCost,
  species,
  speciesById,
  speciesIds,
  type BulletCost,
  type Species,
  type SpeciesId,
  type Tier,
} from './species';
