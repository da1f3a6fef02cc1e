/** Tables of migration 2026_11_22_0018_bgs (in-house provably fair games); filled in by that work. */
export type BgsTables = Record<never, never>;
