import type { DrawResults } from './draw-structure';

/**
 * Hand-made results for the tests. Last two digits of the north's 27 results, in print order:
 *   special 45 | first 90 | second 23 56 | third 01 17 45 67 20 99 | fourth 34 02 88 13
 *   fifth 56 91 22 44 66 14 | sixth 23 57 89 | seventh 05 36 78 09
 * 45, 23 and 56 come up twice each; 77, 00 and 11 not at all.
 */
export const northDraw: DrawResults = {
  region: 'north',
  prizes: {
    special: ['12345'],
    first: ['67890'],
    second: ['11223', '44556'],
    third: ['00001', '23417', '98745', '55567', '10120', '88899'],
    fourth: ['1234', '5602', '7788', '9013'],
    fifth: ['3456', '7891', '1122', '3344', '5566', '7714'],
    sixth: ['123', '457', '789'],
    seventh: ['05', '36', '78', '09'],
  },
};

/**
 * Last two digits of the south's 18 results, in print order:
 *   eighth 27 | seventh 83 | sixth 21 36 50 | fifth 14 | fourth 45 27 11 58 80 79 15
 *   third 82 28 | second 80 | first 27 | special 45
 * 27 comes up three times (eighth, fourth, first); 45 and 80 twice.
 */
export const southDraw: DrawResults = {
  region: 'south',
  prizes: {
    eighth: ['27'],
    seventh: ['583'],
    sixth: ['4721', '0936', '1150'],
    fifth: ['8814'],
    fourth: ['12345', '67827', '00011', '99958', '24680', '13579', '31415'],
    third: ['27182', '81828'],
    second: ['16180'],
    first: ['33327'],
    special: ['512345'],
  },
};
