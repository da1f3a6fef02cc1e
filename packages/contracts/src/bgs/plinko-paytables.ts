/**
 * Plinko paytables: multipliers in hundredths (55 = 0.55x) per risk and row count, slot 0 (all left)
 * to slot `rows` (all right). The ball falls left or right with probability 1/2 per row, so slot k
 * has probability C(rows, k) / 2^rows, and every table satisfies exactly
 *   sum over k of C(rows, k) * multiplier[k] = 99 * 2^rows   (hundredths)
 * i.e. an RTP of exactly 99% (plinko.test.ts checks every table). The tables were generated once
 * (edge and centre multipliers per risk, a geometric curve between them, rounded, then the rounding
 * error moved onto the bins from the centre outwards until the sum was exact) and are frozen here:
 * a published paytable never changes under a settled bet.
 */
export const plinkoRisks = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof plinkoRisks)[number];
export const plinkoMinRows = 8;
export const plinkoMaxRows = 16;

export const plinkoPaytables: Record<PlinkoRisk, Record<number, readonly number[]>> = {
  low: {
    8: [553, 268, 140, 80, 45, 80, 140, 268, 553],
    9: [636, 320, 170, 100, 58, 58, 100, 170, 320, 636],
    10: [739, 392, 211, 120, 70, 59, 70, 120, 211, 392, 739],
    11: [825, 460, 259, 150, 90, 58, 58, 90, 150, 259, 460, 825],
    12: [956, 540, 313, 181, 110, 70, 54, 70, 110, 181, 313, 540, 956],
    13: [1100, 619, 357, 219, 129, 90, 57, 57, 90, 129, 219, 357, 619, 1100],
    14: [1207, 720, 430, 260, 161, 100, 70, 55, 70, 100, 161, 260, 430, 720, 1207],
    15: [1401, 833, 501, 311, 191, 120, 80, 61, 61, 80, 120, 191, 311, 501, 833, 1401],
    16: [1587, 970, 588, 368, 229, 150, 100, 70, 43, 70, 100, 150, 229, 368, 588, 970, 1587],
  },
  medium: {
    8: [1304, 371, 130, 60, 40, 60, 130, 371, 1304],
    9: [1695, 507, 179, 80, 47, 47, 80, 179, 507, 1695],
    10: [2192, 700, 248, 110, 60, 36, 60, 110, 248, 700, 2192],
    11: [2904, 942, 351, 151, 70, 45, 45, 70, 151, 351, 942, 2904],
    12: [3804, 1300, 471, 201, 100, 50, 41, 50, 100, 201, 471, 1300, 3804],
    13: [4896, 1698, 640, 269, 130, 70, 40, 40, 70, 130, 269, 640, 1698, 4896],
    14: [6391, 2296, 859, 358, 170, 90, 50, 37, 50, 90, 170, 358, 859, 2296, 6391],
    15: [8411, 3000, 1104, 482, 220, 110, 60, 47, 47, 60, 110, 220, 482, 1104, 3000, 8411],
    16: [11000, 3907, 1502, 631, 291, 140, 80, 50, 44, 50, 80, 140, 291, 631, 1502, 3907, 11000],
  },
  high: {
    8: [2900, 490, 109, 40, 16, 40, 109, 490, 2900],
    9: [4500, 780, 181, 51, 24, 24, 51, 181, 780, 4500],
    10: [7008, 1203, 280, 80, 30, 25, 30, 80, 280, 1203, 7008],
    11: [10901, 2000, 432, 121, 40, 25, 25, 40, 121, 432, 2000, 10901],
    12: [17008, 3100, 680, 182, 60, 30, 22, 30, 60, 182, 680, 3100, 17008],
    13: [26502, 4800, 1100, 282, 90, 40, 20, 20, 40, 90, 282, 1100, 4800, 26502],
    14: [41297, 7495, 1597, 430, 140, 50, 30, 19, 30, 50, 140, 430, 1597, 7495, 41297],
    15: [64186, 11797, 2498, 650, 200, 80, 40, 17, 17, 40, 80, 200, 650, 2498, 11797, 64186],
    16: [99995, 18400, 4000, 998, 300, 109, 50, 30, 7, 30, 50, 109, 300, 998, 4000, 18400, 99995],
  },
};
