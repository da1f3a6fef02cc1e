/**
 * The hang guard of tests that start a process or create a PGlite data folder from nothing. On a
 * loaded two-core host one such start took over two minutes, so the guard is wide: it only stops a
 * test that hangs, and a start that merely is slow still passes.
 */
export const slowStartTimeout = 300_000;
