import { describe, expect, it } from 'vitest';
import { fillLaunchUrl, inHouseEngine, inHousePlayUrl, lotteryPlayUrl } from './launch-url';

const template = 'http://localhost:3100/play?vendor={vendorCode}&game={gameCode}&token={launchToken}&lang={language}&lobby={lobbyUrl}&mode={mode}';

describe('fillLaunchUrl', () => {
  it('fills every placeholder, URL-encoded', () => {
    const url = fillLaunchUrl(template, {
      launchToken: 'a-b_c',
      vendorCode: 'LUMA',
      gameCode: 'slot&x=1 #2',
      language: 'EN',
      lobbyUrl: 'https://site.example/rng?vassalage=LUMA',
      mode: 'real',
    });
    const parsed = new URL(url);
    expect(parsed.host).toBe('localhost:3100');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      vendor: 'LUMA',
      game: 'slot&x=1 #2',
      token: 'a-b_c',
      lang: 'EN',
      lobby: 'https://site.example/rng?vassalage=LUMA',
      mode: 'real',
    });
  });

  it('leaves an empty token for demo play and unknown placeholders as written', () => {
    const url = fillLaunchUrl('https://v.example/{gameCode}?t={launchToken}&x={other}&m={mode}', {
      launchToken: '',
      vendorCode: 'V',
      gameCode: 'g/1',
      language: 'HI',
      lobbyUrl: '',
      mode: 'demo',
    });
    expect(url).toBe('https://v.example/g%2F1?t=&x={other}&m=demo');
  });
});

describe('in-house games', () => {
  it('takes the engine from the HOUSE_ vendor code', () => {
    expect(inHouseEngine('HOUSE_DICE')).toBe('dice');
    expect(inHouseEngine('HOUSE_PLINKO')).toBe('plinko');
    expect(inHouseEngine('LUMA')).toBeNull();
  });

  it('builds the site path, with mode=demo for fun play only', () => {
    expect(inHousePlayUrl('dice', 'HOUSE_DICE_1', 'real')).toBe('/bgs/play/dice?game=HOUSE_DICE_1');
    expect(inHousePlayUrl('crash', 'a b', 'demo')).toBe('/bgs/play/crash?game=a+b&mode=demo');
  });
});

describe('lotteryPlayUrl', () => {
  it("opens each lottery game on its family's page with the spec's launch parameters", () => {
    const values = { language: 'VI', lobbyUrl: 'https://site.example/lobby' };
    const vn = new URL(lotteryPlayUrl('HOUSE_LOTTERY', 'VN-NORTH', values)!, 'https://site.example');
    expect(vn.pathname).toBe('/vnLottery');
    expect(Object.fromEntries(vn.searchParams)).toEqual({
      gameCode: 'vn-north',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: 'lott',
      view: 'betting',
      device: 'WEB',
      language: 'VI',
      backUrl: 'https://site.example/lobby',
    });
    expect(lotteryPlayUrl('HOUSE_LOTTERY', '4D', values)).toMatch(/^\/seaLottery\?gameCode=4d&/);
    expect(lotteryPlayUrl('HOUSE_ELOTT', 'KENO-1M', values)).toMatch(/^\/lottery\?gameCode=keno-1m&.*prizeMode=elott/);
    expect(lotteryPlayUrl('HOUSE_DICE', 'HOUSE_DICE_0001', values)).toBeNull();
  });
});
