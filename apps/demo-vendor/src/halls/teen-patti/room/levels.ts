import { standardConfig, type TeenPattiConfig } from '../config';

/** Seats round one table. */
export const seatsPerRoom = 5;

/**
 * The stake levels every Teen Patti game offers, as boots in minor units (1, 5, 20 and 100 units).
 * Each level's chaal and pot limits are the common table's (128 and 1,024 boots).
 */
export const stakeBoots: readonly number[] = [100, 500, 2_000, 10_000];

/** The house's share of each pot at every level: 5 %. */
export const roomRakeBps = 500;

export const isStakeBoot = (boot: number): boolean => stakeBoots.includes(boot);

/** A level's table settings, with the room's turn time. */
export const levelConfig = (boot: number, turnMs: number): TeenPattiConfig => standardConfig(boot, { rakeBps: roomRakeBps, turnMs });
