import { languages } from '@gp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLaunchPath } from '../../api/src/seed/game-vendors.seed';
import { labelsFor } from './i18n';
import { buildDemoVendor, type DemoVendor } from './server';

/**
 * The platform fills the launch URL with its own language code (VI, CN, TY ...): the page the
 * player then sees is in that language, whichever of the platform's languages it is.
 */

let vendor: DemoVendor;
beforeAll(async () => {
  vendor = await buildDemoVendor({ platformUrl: 'http://127.0.0.1:9', masterSecret: 'm'.repeat(64), logLevel: 'silent' });
});
afterAll(async () => vendor.app.close());

const launchUrl = (gameCode: string, language: string): string =>
  demoLaunchPath
    .replace('{vendorCode}', 'LUMA')
    .replace('{gameCode}', gameCode)
    .replace('{launchToken}', '')
    .replace('{language}', encodeURIComponent(language))
    .replace('{lobbyUrl}', encodeURIComponent('https://casino.example/'))
    .replace('{mode}', 'demo');

const openPage = async (gameCode: string, language: string): Promise<string> => {
  const launch = await vendor.app.inject({ method: 'GET', url: launchUrl(gameCode, language) });
  expect(launch.statusCode, launch.body).toBe(303);
  return (await vendor.app.inject({ method: 'GET', url: String(launch.headers.location) })).body;
};

describe('the language of a launch', () => {
  it('shows a Vietnamese launch in Vietnamese', async () => {
    const page = await openPage('LUMA_0015', 'VI');
    expect(page).toContain('<html lang="vi" dir="ltr">');
    expect(page).toContain('>Về sảnh</a>');
    expect(page).toContain('>Chia bài</button>');
    expect(page).not.toContain('>Back to lobby<');
  });

  it.each(languages.map((l) => [l.code, l.tag, l.dir] as const))('shows a %s launch as %s', async (code, tag, dir) => {
    const page = await openPage('LUMA_0015', code);
    expect(page).toContain(`<html lang="${tag}" dir="${dir}">`);
    expect(page).toContain(`>${labelsFor(tag).backToLobby}</a>`);
  });
});
