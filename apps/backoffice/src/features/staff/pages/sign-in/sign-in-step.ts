import type { StaffLoginResponse } from '@gp/contracts';

/** Where the sign-in stands: password first, then either TOTP enrolment (first time) or a code. */
export type SignInStep = { step: 'credentials' } | StaffLoginResponse;
