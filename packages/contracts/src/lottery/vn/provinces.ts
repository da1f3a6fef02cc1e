import type { LotteryRegion } from './draw-structure';

/**
 * Who draws on which weekday, as the provincial lottery companies (công ty xổ số kiến thiết) publish
 * it. The north holds one draw a day for the whole region; the province named for it changes with
 * the weekday but the draw and its structure stay the same. In the centre and the south each listed
 * province holds its own draw. The names are the ones on the tickets (Đà Lạt is Lâm Đồng's draw), kept
 * from before the 2025 merger of provinces because the companies kept drawing under them. A change
 * of schedule is a change to `weeklySchedule` only.
 */

/** ISO weekday: Monday = 1 .. Sunday = 7 (Vietnamese calendars say Thứ Hai .. Chủ Nhật). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const isoWeekdays: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

export const lotteryProvinceCodes = [
  // north
  'ha-noi',
  'quang-ninh',
  'bac-ninh',
  'hai-phong',
  'nam-dinh',
  'thai-binh',
  // centre
  'thua-thien-hue',
  'phu-yen',
  'dak-lak',
  'quang-nam',
  'da-nang',
  'khanh-hoa',
  'binh-dinh',
  'quang-tri',
  'quang-binh',
  'gia-lai',
  'ninh-thuan',
  'quang-ngai',
  'dak-nong',
  'kon-tum',
  // south
  'tp-hcm',
  'dong-thap',
  'ca-mau',
  'ben-tre',
  'vung-tau',
  'bac-lieu',
  'dong-nai',
  'can-tho',
  'soc-trang',
  'tay-ninh',
  'an-giang',
  'binh-thuan',
  'vinh-long',
  'binh-duong',
  'tra-vinh',
  'long-an',
  'binh-phuoc',
  'hau-giang',
  'tien-giang',
  'kien-giang',
  'da-lat',
] as const;
export type LotteryProvinceCode = (typeof lotteryProvinceCodes)[number];

export type LotteryProvince = { code: LotteryProvinceCode; name: string; region: LotteryRegion };

export const lotteryProvinces: Readonly<Record<LotteryProvinceCode, LotteryProvince>> = {
  'ha-noi': { code: 'ha-noi', name: 'Hà Nội', region: 'north' },
  'quang-ninh': { code: 'quang-ninh', name: 'Quảng Ninh', region: 'north' },
  'bac-ninh': { code: 'bac-ninh', name: 'Bắc Ninh', region: 'north' },
  'hai-phong': { code: 'hai-phong', name: 'Hải Phòng', region: 'north' },
  'nam-dinh': { code: 'nam-dinh', name: 'Nam Định', region: 'north' },
  'thai-binh': { code: 'thai-binh', name: 'Thái Bình', region: 'north' },
  'thua-thien-hue': { code: 'thua-thien-hue', name: 'Thừa Thiên Huế', region: 'centre' },
  'phu-yen': { code: 'phu-yen', name: 'Phú Yên', region: 'centre' },
  'dak-lak': { code: 'dak-lak', name: 'Đắk Lắk', region: 'centre' },
  'quang-nam': { code: 'quang-nam', name: 'Quảng Nam', region: 'centre' },
  'da-nang': { code: 'da-nang', name: 'Đà Nẵng', region: 'centre' },
  'khanh-hoa': { code: 'khanh-hoa', name: 'Khánh Hòa', region: 'centre' },
  'binh-dinh': { code: 'binh-dinh', name: 'Bình Định', region: 'centre' },
  'quang-tri': { code: 'quang-tri', name: 'Quảng Trị', region: 'centre' },
  'quang-binh': { code: 'quang-binh', name: 'Quảng Bình', region: 'centre' },
  'gia-lai': { code: 'gia-lai', name: 'Gia Lai', region: 'centre' },
  'ninh-thuan': { code: 'ninh-thuan', name: 'Ninh Thuận', region: 'centre' },
  'quang-ngai': { code: 'quang-ngai', name: 'Quảng Ngãi', region: 'centre' },
  'dak-nong': { code: 'dak-nong', name: 'Đắk Nông', region: 'centre' },
  'kon-tum': { code: 'kon-tum', name: 'Kon Tum', region: 'centre' },
  'tp-hcm': { code: 'tp-hcm', name: 'TP. Hồ Chí Minh', region: 'south' },
  'dong-thap': { code: 'dong-thap', name: 'Đồng Tháp', region: 'south' },
  'ca-mau': { code: 'ca-mau', name: 'Cà Mau', region: 'south' },
  'ben-tre': { code: 'ben-tre', name: 'Bến Tre', region: 'south' },
  'vung-tau': { code: 'vung-tau', name: 'Vũng Tàu', region: 'south' },
  'bac-lieu': { code: 'bac-lieu', name: 'Bạc Liêu', region: 'south' },
  'dong-nai': { code: 'dong-nai', name: 'Đồng Nai', region: 'south' },
  'can-tho': { code: 'can-tho', name: 'Cần Thơ', region: 'south' },
  'soc-trang': { code: 'soc-trang', name: 'Sóc Trăng', region: 'south' },
  'tay-ninh': { code: 'tay-ninh', name: 'Tây Ninh', region: 'south' },
  'an-giang': { code: 'an-giang', name: 'An Giang', region: 'south' },
  'binh-thuan': { code: 'binh-thuan', name: 'Bình Thuận', region: 'south' },
  'vinh-long': { code: 'vinh-long', name: 'Vĩnh Long', region: 'south' },
  'binh-duong': { code: 'binh-duong', name: 'Bình Dương', region: 'south' },
  'tra-vinh': { code: 'tra-vinh', name: 'Trà Vinh', region: 'south' },
  'long-an': { code: 'long-an', name: 'Long An', region: 'south' },
  'binh-phuoc': { code: 'binh-phuoc', name: 'Bình Phước', region: 'south' },
  'hau-giang': { code: 'hau-giang', name: 'Hậu Giang', region: 'south' },
  'tien-giang': { code: 'tien-giang', name: 'Tiền Giang', region: 'south' },
  'kien-giang': { code: 'kien-giang', name: 'Kiên Giang', region: 'south' },
  'da-lat': { code: 'da-lat', name: 'Đà Lạt', region: 'south' },
};

/** Per region and weekday, the provinces drawing, in the order result sheets list them. */
export const weeklySchedule: Readonly<Record<LotteryRegion, Readonly<Record<IsoWeekday, readonly LotteryProvinceCode[]>>>> = {
  north: {
    1: ['ha-noi'],
    2: ['quang-ninh'],
    3: ['bac-ninh'],
    4: ['ha-noi'],
    5: ['hai-phong'],
    6: ['nam-dinh'],
    7: ['thai-binh'],
  },
  centre: {
    1: ['thua-thien-hue', 'phu-yen'],
    2: ['dak-lak', 'quang-nam'],
    3: ['da-nang', 'khanh-hoa'],
    4: ['binh-dinh', 'quang-tri', 'quang-binh'],
    5: ['gia-lai', 'ninh-thuan'],
    6: ['da-nang', 'quang-ngai', 'dak-nong'],
    7: ['kon-tum', 'khanh-hoa', 'thua-thien-hue'],
  },
  south: {
    1: ['tp-hcm', 'dong-thap', 'ca-mau'],
    2: ['ben-tre', 'vung-tau', 'bac-lieu'],
    3: ['dong-nai', 'can-tho', 'soc-trang'],
    4: ['tay-ninh', 'an-giang', 'binh-thuan'],
    5: ['vinh-long', 'binh-duong', 'tra-vinh'],
    6: ['tp-hcm', 'long-an', 'binh-phuoc', 'hau-giang'],
    7: ['tien-giang', 'kien-giang', 'da-lat'],
  },
};

export const isLotteryProvinceCode = (value: string): value is LotteryProvinceCode => Object.hasOwn(lotteryProvinces, value);

/** The weekdays a province draws on (TP. Hồ Chí Minh: Monday and Saturday). */
export const provinceWeekdays = (code: LotteryProvinceCode): IsoWeekday[] => {
  const { region } = lotteryProvinces[code];
  return isoWeekdays.filter((weekday) => weeklySchedule[region][weekday].includes(code));
};
