import type { BoGameVendor } from '@gp/contracts';
import { describe, expect, it } from 'vitest';
import { changesOf, initialValuesOf } from './vendor-edit-values';

const vendor: BoGameVendor = {
  id: 7,
  code: 'DEMO',
  displayName: 'Demo Games',
  gameType: 'RNG',
  enabled: true,
  maintenance: false,
  walletMode: 'seamless',
  hasCredentials: true,
  ipAllowList: ['127.0.0.1'],
  launchUrl: 'http://localhost:3100/play?token={launchToken}',
  maxRoundWin: null,
  walletApiVersion: '1.0',
  rotatedAt: null,
  previousSecretUntil: null,
  credentialsUpdatedAt: null,
};

describe('vendor edit values', () => {
  it('sends only what changed', () => {
    const values = initialValuesOf(vendor);
    expect(changesOf(vendor, values)).toEqual({ body: null, errors: {} });
    expect(changesOf(vendor, { ...values, maintenance: true, allowList: '127.0.0.1\n\n 10.0.0.0/8 \n' }).body).toEqual({
      maintenance: true,
      ipAllowList: ['127.0.0.1', '10.0.0.0/8'],
    });
    expect(changesOf(vendor, { ...values, walletMode: 'transfer', launchUrl: ' https://v.example/{gameCode} ' }).body).toEqual({
      walletMode: 'transfer',
      launchUrl: 'https://v.example/{gameCode}',
    });
  });

  it('sends a change of the wallet API version, and nothing when it stays', () => {
    const values = initialValuesOf(vendor);
    expect(values.walletApiVersion).toBe('1.0');
    expect(changesOf(vendor, { ...values, walletApiVersion: '1.1' }).body).toEqual({ walletApiVersion: '1.1' });
    const upgraded = { ...vendor, walletApiVersion: '1.1' as const };
    expect(changesOf(upgraded, initialValuesOf(upgraded)).body).toBeNull();
    expect(changesOf(upgraded, { ...initialValuesOf(upgraded), walletApiVersion: '1.0' }).body).toEqual({ walletApiVersion: '1.0' });
  });

  it('flags a bad address or launch URL on its field', () => {
    const values = initialValuesOf(vendor);
    expect(changesOf(vendor, { ...values, allowList: '127.0.0.1\n999.1.1.1' }).errors).toEqual({ allowList: true });
    expect(changesOf(vendor, { ...values, launchUrl: 'https://v.example/{token}' }).errors).toEqual({ launchUrl: true });
    expect(changesOf(vendor, { ...values, launchUrl: 'ftp://v.example/' }).errors).toEqual({ launchUrl: true });
  });

  it('sends the maximum win per round in minor units, and null to remove it', () => {
    const values = initialValuesOf(vendor);
    expect(changesOf(vendor, { ...values, maxRoundWin: '50,000.5' }).body).toEqual({ maxRoundWin: 5_000_050 });
    const capped = { ...vendor, maxRoundWin: 5_000_050 };
    expect(initialValuesOf(capped).maxRoundWin).toBe('50000.50');
    expect(changesOf(capped, initialValuesOf(capped)).body).toBeNull();
    expect(changesOf(capped, { ...initialValuesOf(capped), maxRoundWin: ' ' }).body).toEqual({ maxRoundWin: null });
    expect(changesOf(vendor, { ...values, maxRoundWin: 'lots' }).errors).toEqual({ maxRoundWin: true });
    expect(changesOf(vendor, { ...values, maxRoundWin: '0' }).errors).toEqual({ maxRoundWin: true });
  });

  it('leaves the allow-list and launch URL alone for a vendor without credentials', () => {
    const bare = { ...vendor, hasCredentials: false, ipAllowList: [], launchUrl: '' };
    expect(changesOf(bare, { ...initialValuesOf(bare), allowList: 'nonsense', enabled: false }).body).toEqual({ enabled: false });
  });
});
