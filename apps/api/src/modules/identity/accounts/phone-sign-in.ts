import type { Executor } from '@gp/db';
import { sql } from 'kysely';
import type { MemberRow } from './members.repository';

// What a person types for a phone number: digits with an optional leading +, spaces, dashes, dots, brackets.
const phoneLike = /^\+?[\d\s\-.()]+$/u;
// The longest dialing code (ITU E.164) and the fewest digits a mobile registration accepts.
const maxDialingDigits = 4;
const minNumberDigits = 4;

/**
 * The digits of a sign-in name that reads as a phone number, without the leading zeros of a trunk
 * prefix (`0…`) or an international one (`00…`); null for anything else, which is a username only.
 */
export const phoneDigitsOf = (typed: string): string | null => {
  const trimmed = typed.trim();
  if (!phoneLike.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/gu, '').replace(/^0+/u, '');
  return digits.length >= minNumberDigits ? digits : null;
};

/**
 * The ways a number can have been typed, as (dialing code, national number) pairs: the whole number
 * without a code, or the first one to four digits as the code. National numbers are compared
 * without leading zeros on both sides, so `098…` finds a number registered as `98…` and the other way round.
 */
export const phoneReadings = (digits: string): { dialing: string | null; national: string }[] => [
  { dialing: null, national: digits },
  ...Array.from({ length: maxDialingDigits }, (_, i) => i + 1)
    .map((k) => ({ dialing: digits.slice(0, k), national: digits.slice(k).replace(/^0+/u, '') }))
    .filter((reading) => reading.national.length >= minNumberDigits),
];

/**
 * Members whose registered mobile number is one of the readings (the same national number can exist
 * under several dialing codes, so there may be more than one); a handful at most.
 */
export const findMembersByPhoneDigits = (db: Executor, digits: string): Promise<MemberRow[]> => {
  const national = sql<string>`ltrim(mobile_num, '0')`;
  return db
    .selectFrom('members')
    .selectAll()
    .where('mobile_num', 'is not', null)
    .where((eb) =>
      eb.or(
        phoneReadings(digits).map((reading) =>
          reading.dialing === null
            ? eb(national, '=', reading.national)
            : eb.and([eb('country_dialing_code', '=', reading.dialing), eb(national, '=', reading.national)]),
        ),
      ),
    )
    .orderBy('id')
    .limit(5)
    .execute();
};

/** A member holding this number under this code, with or without leading zeros (`098…` is `98…`). */
export const findMemberByNationalMobile = (db: Executor, dialing: string, mobileNum: string): Promise<MemberRow | undefined> =>
  db
    .selectFrom('members')
    .selectAll()
    .where('country_dialing_code', '=', dialing)
    .where(sql<string>`ltrim(mobile_num, '0')`, '=', mobileNum.replace(/^0+/u, ''))
    .executeTakeFirst();
