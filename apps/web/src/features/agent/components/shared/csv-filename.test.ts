import { describe, expect, it } from 'vitest';
import { csvFilename } from './csv-filename';

describe('csvFilename', () => {
  const days = { firstDay: '2026-11-01', lastDay: '2026-11-22' };
  it('names the file after the report and the period when the server gives no name', () => {
    expect(csvFilename('/wps/agent/account-details', null, days)).toBe('account-details_2026-11-01_2026-11-22.csv');
    expect(csvFilename('/wps/agent/account-details/csv?from=x', null, days)).toBe('account-details_2026-11-01_2026-11-22.csv');
    expect(csvFilename('/wps/agent/bets', null)).toBe('bets.csv');
  });
  it('prefers the Content-Disposition name, the UTF-8 form first', () => {
    expect(csvFilename('/wps/agent/bets', 'attachment; filename="team-bets.csv"', days)).toBe('team-bets.csv');
    expect(csvFilename('/wps/agent/bets', 'attachment; filename="x.csv"; filename*=UTF-8\'\'%E5%9B%A2%E9%98%9F.csv', days)).toBe('团队.csv');
    expect(csvFilename('/wps/agent/bets', 'attachment; filename=plain.csv', days)).toBe('plain.csv');
  });
  it('keeps no folders from the header and ignores an empty name', () => {
    expect(csvFilename('/wps/agent/bets', 'attachment; filename="../../etc/x.csv"', days)).toBe('x.csv');
    expect(csvFilename('/wps/agent/bets', 'attachment; filename=""', days)).toBe('bets_2026-11-01_2026-11-22.csv');
  });
});
