import type { RouteAccess } from '../lib/route-access';
import { fundMember, memberOf, newMember, type TestMember } from '../modules/money/wallet/wallet.test-support';
import { registerMember } from './member-client';
import { bearer, type TestApp } from './test-app';

export type CallerKind = 'anonymous' | 'member' | 'agent' | 'staff';

/** Who calls a route so the request gets past access control: an admin may call every staff route. */
export const callerFor = (access: RouteAccess): CallerKind => {
  if (access.kind === 'public') return 'anonymous';
  if (access.kind === 'staff') return 'staff';
  if (access.kind === 'member' && access.agentOnly) return 'agent';
  // A visitor route is called as a member, so the member's side of it runs too.
  return 'member';
};

// Answers after which the caller may no longer be usable: its session ended (logout, password
// change, too many wrong passwords), it froze or excluded itself, or an admin froze it.
const mayHaveLostCaller = new Set([
  'UNAUTHORIZED',
  'TOO_MANY_PASSWORD_GUESSES',
  'SESSION_EXPIRED',
  'ACCOUNT_FROZEN',
  'ACCOUNT_DISABLED',
  'SELF_EXCLUDED',
  'TIME_OUT_ACTIVE',
  'NOT_AGENT',
  'FORBIDDEN',
  'TRIAL_ACCOUNT',
]);

const probes: Record<Exclude<CallerKind, 'anonymous'>, string> = { member: '/wps/member/info', agent: '/wps/agent/profile', staff: '/bo/auth/me' };

/**
 * Signed-in callers for the fuzz tier. A fuzzed request may end its own caller's session (that is
 * what logout does); `replaceIfLost` notices and signs a new one in, so later routes still get past
 * access control.
 */
export const fuzzCallers = async (t: TestApp) => {
  // Money in the wallet, so transfers, bets and withdrawals get past "insufficient funds" to their other rules.
  const funded = async (member: TestMember) => {
    await fundMember(t, member, 1_000_000);
    return member.token;
  };
  const sign = {
    member: async () => funded(memberOf(await registerMember(t))),
    agent: async () => funded(await newMember(t, { agent: true })),
    staff: async () => t.staffToken(['admin']),
  };
  const tokens = { member: await sign.member(), agent: await sign.agent(), staff: await sign.staff() };

  const headers = (kind: CallerKind): Record<string, string> => (kind === 'anonymous' ? {} : bearer(tokens[kind]));

  /** True when the caller was replaced, so the request is worth sending again. */
  const replaceIfLost = async (kind: CallerKind, code: string | undefined): Promise<boolean> => {
    if (kind === 'anonymous' || !code || !mayHaveLostCaller.has(code)) return false;
    const probe = await t.app.inject({ method: 'GET', url: probes[kind], headers: headers(kind) });
    if (probe.statusCode === 200) return false;
    tokens[kind] = await sign[kind]();
    return true;
  };

  return { headers, replaceIfLost };
};
