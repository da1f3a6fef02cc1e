import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPassword, registerMember, sealed } from '../../../testing/member-client';
import { socialNonce, startOidcProvider } from '../../../testing/oidc-provider';
import { bearer, createTestApp, errorCodeOf, type TestApp } from '../../../testing/test-app';

/** Social sign-in is the one login path outside the password form: an excluded member is refused there too. */
let t: TestApp;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  t = await createTestApp();
  provider = await startOidcProvider('gp-protection-client');
  await provider.configure(t);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const socialLogin = async (subject: string) => {
  const { nonce, nonceKey } = await socialNonce(t);
  const idToken = await provider.idToken(subject, { nonce });
  return t.app.inject({ method: 'POST', url: '/wps/session/login/social', payload: { providerId: 'local', idToken, nonceKey } });
};

describe('social sign-in of an excluded member', () => {
  it('is refused while the time-out runs', async () => {
    const member = await registerMember(t, { username: 'socialrg01' });
    const step = (await socialLogin('rg-subject')).json().value as { bindToken: string };
    const bound = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/social/bind',
      payload: await sealed(t, { bindToken: step.bindToken, mode: 'existing', username: 'socialrg01', password: memberPassword }),
    });
    expect(bound.statusCode, bound.body).toBe(200);
    expect((await socialLogin('rg-subject')).json().value).toMatchObject({ step: 'done', member: { id: member.member.id } });

    const taken = await t.app.inject({
      method: 'POST',
      url: '/wps/member/protection/timeOut',
      headers: bearer(member.token),
      payload: await sealed(t, { period: '30d', password: memberPassword }),
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const refused = await socialLogin('rg-subject');
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'TIME_OUT_ACTIVE']);
    expect(refused.json().details).toEqual({ until: taken.json().value.endsAt });
  });
});
