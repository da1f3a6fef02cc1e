import { describe, expect, it } from 'vitest';
import { agentHomeRedirect, isAgentView, isGamePage, isHomePath, redirectFor, requiresLogin, showsSideMenu } from './route-rules';

describe('route rules', () => {
  it.each(['/', '/index', '/index.html', '/home', '/home/'])('%s is the home page', (path) => {
    expect(isHomePath(path)).toBe(true);
  });

  it('does not take other pages for home', () => {
    expect(isHomePath('/hot')).toBe(false);
    expect(isHomePath('/homepage')).toBe(false);
  });

  it.each([
    '/lottery',
    '/seaLottery',
    '/vnLottery',
    '/seamless',
    '/lottert',
    '/vnlottery',
    '/sealottery',
    '/lottery?gameCode=X',
    '/bgs/play/dice?game=HOUSE_DICE',
  ])('%s is a game page without side menu', (path) => {
    expect(isGamePage(path)).toBe(true);
    expect(showsSideMenu(path)).toBe(false);
  });

  it.each(['/', '/hot', '/live', '/rng?vassalage=PG', '/promotions', '/member', '/lott', '/elott', '/bgs', '/bgs/verify'])('%s shows the side menu', (path) => {
    expect(isGamePage(path)).toBe(false);
    expect(showsSideMenu(path)).toBe(true);
  });

  it.each(['/member', '/favorite', '/recent', '/lottery', '/seaLottery', '/vnLottery', '/pointMall', '/agentHome', '/member/securityCenter'])(
    '%s needs a session',
    (path) => {
      expect(requiresLogin(path)).toBe(true);
      expect(redirectFor(path, false)).toBe('/login');
      expect(redirectFor(path, true)).toBeNull();
    },
  );

  it.each(['/', '/hot', '/live', '/agent', '/help', '/promotions', '/login', '/register', '/lott'])('%s is open to visitors', (path) => {
    expect(requiresLogin(path)).toBe(false);
    expect(redirectFor(path, false)).toBeNull();
  });

  it('treats only the agent routes as the agent view', () => {
    expect(isAgentView('/agent')).toBe(true);
    expect(isAgentView('/agentHome')).toBe(true);
    expect(isAgentView('/agents')).toBe(false);
    expect(showsSideMenu('/agent')).toBe(false);
  });

  it('sends visitors and non-agents from the agent centre to the agent login page', () => {
    expect(agentHomeRedirect('/agentHome', false, false)).toBe('/agent');
    expect(agentHomeRedirect('/agentHome', true, false)).toBe('/agent');
    expect(agentHomeRedirect('/agentHome', true, true)).toBeNull();
    expect(agentHomeRedirect('/agent', false, false)).toBeNull();
    expect(agentHomeRedirect('/member', true, false)).toBeNull();
    // Every agent-centre page (/agentHome/<pageName>) is guarded the same way.
    expect(agentHomeRedirect('/agentHome/registerCenter', true, false)).toBe('/agent');
    expect(agentHomeRedirect('/agentHome/registerCenter', false, true)).toBe('/agent');
    expect(agentHomeRedirect('/agentHome/registerCenter', true, true)).toBeNull();
    expect(isAgentView('/agentHome/registerCenter')).toBe(true);
    expect(requiresLogin('/agentHome/registerCenter')).toBe(true);
  });
});
