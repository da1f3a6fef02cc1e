import { describe, expect, it } from 'vitest';
import { drawsOn, drawTimeUtc, isCalendarDate, isoWeekdayOf } from './draw-calendar';
import { isoWeekdays, lotteryProvinceCodes, lotteryProvinces, provinceWeekdays, weeklySchedule } from './provinces';

const codes = (date: string, region: string) =>
  drawsOn(date)
    .filter((draw) => draw.region === region)
    .map((draw) => draw.province.code);

describe('the draw calendar', () => {
  it('reads the weekday of a date the same in every time zone', () => {
    // Checked against a printed calendar: 6 May 2024 was a Monday, 29 Feb 2024 a Thursday,
    // 1 Jan 2025 a Wednesday, 12 May 2024 a Sunday.
    expect(isoWeekdayOf('2024-05-06')).toBe(1);
    expect(isoWeekdayOf('2024-02-29')).toBe(4);
    expect(isoWeekdayOf('2025-01-01')).toBe(3);
    expect(isoWeekdayOf('2024-05-12')).toBe(7);
  });

  it('turns Vietnam time into UTC by taking 7 hours off', () => {
    // South 16:15 - 7 h = 09:15Z, centre 17:15 -> 10:15Z, north 18:15 -> 11:15Z, on the same date.
    expect(drawTimeUtc('2024-05-06', 'south')).toBe('2024-05-06T09:15:00.000Z');
    expect(drawTimeUtc('2024-05-06', 'centre')).toBe('2024-05-06T10:15:00.000Z');
    expect(drawTimeUtc('2024-12-31', 'north')).toBe('2024-12-31T11:15:00.000Z');
  });

  it('lists a Monday: TP.HCM, Đồng Tháp, Cà Mau; Huế, Phú Yên; Hà Nội, earliest first', () => {
    const draws = drawsOn('2024-05-06');
    expect(draws.map((d) => [d.region, d.province.code, d.drawsAt])).toEqual([
      ['south', 'tp-hcm', '2024-05-06T09:15:00.000Z'],
      ['south', 'dong-thap', '2024-05-06T09:15:00.000Z'],
      ['south', 'ca-mau', '2024-05-06T09:15:00.000Z'],
      ['centre', 'thua-thien-hue', '2024-05-06T10:15:00.000Z'],
      ['centre', 'phu-yen', '2024-05-06T10:15:00.000Z'],
      ['north', 'ha-noi', '2024-05-06T11:15:00.000Z'],
    ]);
    expect(draws[0]?.province.name).toBe('TP. Hồ Chí Minh');
    expect(draws.every((d) => d.date === '2024-05-06')).toBe(true);
  });

  it('lists four southern draws on a Saturday and three central ones on a Sunday', () => {
    expect(codes('2024-05-11', 'south')).toEqual(['tp-hcm', 'long-an', 'binh-phuoc', 'hau-giang']);
    expect(codes('2024-05-11', 'north')).toEqual(['nam-dinh']);
    expect(codes('2024-05-12', 'south')).toEqual(['tien-giang', 'kien-giang', 'da-lat']);
    expect(codes('2024-05-12', 'centre')).toEqual(['kon-tum', 'khanh-hoa', 'thua-thien-hue']);
    expect(codes('2024-05-12', 'north')).toEqual(['thai-binh']);
  });

  it('holds one northern draw every day and names its province by weekday', () => {
    // 6 .. 12 May 2024 run Monday .. Sunday.
    const north = ['06', '07', '08', '09', '10', '11', '12'].map((day) => codes(`2024-05-${day}`, 'north'));
    expect(north).toEqual([['ha-noi'], ['quang-ninh'], ['bac-ninh'], ['ha-noi'], ['hai-phong'], ['nam-dinh'], ['thai-binh']]);
  });

  it('gives every province at least one weekday and only in its own region', () => {
    for (const code of lotteryProvinceCodes) expect(provinceWeekdays(code).length).toBeGreaterThan(0);
    for (const [region, days] of Object.entries(weeklySchedule)) {
      for (const weekday of isoWeekdays) for (const code of days[weekday]) expect(lotteryProvinces[code].region).toBe(region);
    }
    expect(provinceWeekdays('tp-hcm')).toEqual([1, 6]);
    expect(provinceWeekdays('khanh-hoa')).toEqual([3, 7]);
    expect(provinceWeekdays('da-nang')).toEqual([3, 6]);
  });

  it('refuses anything but a real YYYY-MM-DD date', () => {
    for (const bad of ['2024-02-30', '2023-02-29', '2024-5-6', '2024-13-01', '06/05/2024', '']) {
      expect(isCalendarDate(bad)).toBe(false);
      expect(() => drawsOn(bad)).toThrow(RangeError);
    }
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });
});
