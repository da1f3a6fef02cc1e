import type { LanguageCode } from '@gp/contracts';

/**
 * The lottery games' names in every language (catalog display names): the Vietnam regions and the
 * Thai draw in words, the fast games by their international names with the cadence in minutes.
 */
type Words = { north: string; centre: string; south: string; thai: string; dice: string; minutes: (n: number) => string };

export const lotteryWords: Record<LanguageCode, Words> = {
  EN: { north: 'Vietnam North', centre: 'Vietnam Central', south: 'Vietnam South', thai: 'Thai Lottery 6D', dice: 'K3 Dice', minutes: (n) => `${n} min` },
  CN: { north: '越南北部彩', centre: '越南中部彩', south: '越南南部彩', thai: '泰国彩 6D', dice: '快3骰子', minutes: (n) => `${n}分钟` },
  TW: { north: '越南北部彩', centre: '越南中部彩', south: '越南南部彩', thai: '泰國彩 6D', dice: '快3骰子', minutes: (n) => `${n}分鐘` },
  HI: { north: 'वियतनाम उत्तर', centre: 'वियतनाम मध्य', south: 'वियतनाम दक्षिण', thai: 'थाई लॉटरी 6D', dice: 'K3 पासा', minutes: (n) => `${n} मिनट` },
  JA: { north: 'ベトナム北部', centre: 'ベトナム中部', south: 'ベトナム南部', thai: 'タイ宝くじ 6D', dice: 'K3ダイス', minutes: (n) => `${n}分` },
  TH: { north: 'หวยเวียดนามเหนือ', centre: 'หวยเวียดนามกลาง', south: 'หวยเวียดนามใต้', thai: 'หวยไทย 6D', dice: 'ลูกเต๋า K3', minutes: (n) => `${n} นาที` },
  VI: { north: 'Xổ số Miền Bắc', centre: 'Xổ số Miền Trung', south: 'Xổ số Miền Nam', thai: 'Xổ số Thái 6D', dice: 'Xúc xắc K3', minutes: (n) => `${n} phút` },
  MY: { north: 'ဗီယက်နမ် မြောက်', centre: 'ဗီယက်နမ် အလယ်', south: 'ဗီယက်နမ် တောင်', thai: 'ထိုင်းထီ 6D', dice: 'K3 အံစာ', minutes: (n) => `${n} မိနစ်` },
  ES: { north: 'Vietnam Norte', centre: 'Vietnam Centro', south: 'Vietnam Sur', thai: 'Lotería tailandesa 6D', dice: 'Dados K3', minutes: (n) => `${n} min` },
  ID: { north: 'Vietnam Utara', centre: 'Vietnam Tengah', south: 'Vietnam Selatan', thai: 'Lotre Thailand 6D', dice: 'Dadu K3', minutes: (n) => `${n} menit` },
  KM: { north: 'វៀតណាមខាងជើង', centre: 'វៀតណាមកណ្ដាល', south: 'វៀតណាមខាងត្បូង', thai: 'ឆ្នោតថៃ 6D', dice: 'គ្រាប់ឡុកឡាក់ K3', minutes: (n) => `${n} នាទី` },
  KO: { north: '베트남 북부', centre: '베트남 중부', south: '베트남 남부', thai: '태국 복권 6D', dice: 'K3 주사위', minutes: (n) => `${n}분` },
  MS: { north: 'Vietnam Utara', centre: 'Vietnam Tengah', south: 'Vietnam Selatan', thai: 'Loteri Thai 6D', dice: 'Dadu K3', minutes: (n) => `${n} minit` },
  PT: { north: 'Vietnã Norte', centre: 'Vietnã Centro', south: 'Vietnã Sul', thai: 'Loteria tailandesa 6D', dice: 'Dados K3', minutes: (n) => `${n} min` },
  TA: { north: 'வியட்நாம் வடக்கு', centre: 'வியட்நாம் மத்தி', south: 'வியட்நாம் தெற்கு', thai: 'தாய் லாட்டரி 6D', dice: 'K3 பகடை', minutes: (n) => `${n} நிமி` },
  TY: { north: 'Vietnam Hilaga', centre: 'Vietnam Gitna', south: 'Vietnam Timog', thai: 'Thai Lottery 6D', dice: 'K3 Dice', minutes: (n) => `${n} min` },
  UR: { north: 'ویتنام شمال', centre: 'ویتنام وسطی', south: 'ویتنام جنوب', thai: 'تھائی لاٹری 6D', dice: 'K3 پانسہ', minutes: (n) => `${n} منٹ` },
  TR: { north: 'Vietnam Kuzey', centre: 'Vietnam Orta', south: 'Vietnam Güney', thai: 'Tayland Piyangosu 6D', dice: 'K3 Zar', minutes: (n) => `${n} dk` },
  BN: { north: 'ভিয়েতনাম উত্তর', centre: 'ভিয়েতনাম মধ্য', south: 'ভিয়েতনাম দক্ষিণ', thai: 'থাই লটারি 6D', dice: 'K3 ছক্কা', minutes: (n) => `${n} মিনিট` },
  AR: { north: 'فيتنام الشمال', centre: 'فيتنام الوسط', south: 'فيتنام الجنوب', thai: 'اليانصيب التايلاندي 6D', dice: 'نرد K3', minutes: (n) => `${n} د` },
  FA: { north: 'ویتنام شمالی', centre: 'ویتنام مرکزی', south: 'ویتنام جنوبی', thai: 'لاتاری تایلند 6D', dice: 'تاس K3', minutes: (n) => `${n} دقیقه` },
  RU: { north: 'Вьетнам Север', centre: 'Вьетнам Центр', south: 'Вьетнам Юг', thai: 'Тайская лотерея 6D', dice: 'Кости K3', minutes: (n) => `${n} мин` },
  KK: {
    north: 'Вьетнам Солтүстік',
    centre: 'Вьетнам Орталық',
    south: 'Вьетнам Оңтүстік',
    thai: 'Тай лотереясы 6D',
    dice: 'K3 сүйектері',
    minutes: (n) => `${n} мин`,
  },
  UZ: { north: 'Vetnam Shimol', centre: 'Vetnam Markaz', south: 'Vetnam Janub', thai: 'Tailand lotereyasi 6D', dice: 'K3 soqqa', minutes: (n) => `${n} daq` },
  LO: { north: 'ຫວຍຫວຽດນາມເໜືອ', centre: 'ຫວຍຫວຽດນາມກາງ', south: 'ຫວຍຫວຽດນາມໃຕ້', thai: 'ຫວຍໄທ 6D', dice: 'ລູກເຕົ໋າ K3', minutes: (n) => `${n} ນາທີ` },
  NE: { north: 'भियतनाम उत्तर', centre: 'भियतनाम मध्य', south: 'भियतनाम दक्षिण', thai: 'थाई लटरी 6D', dice: 'K3 पासा', minutes: (n) => `${n} मिनेट` },
  FR: { north: 'Vietnam Nord', centre: 'Vietnam Centre', south: 'Vietnam Sud', thai: 'Loterie thaïlandaise 6D', dice: 'Dés K3', minutes: (n) => `${n} min` },
  DE: { north: 'Vietnam Nord', centre: 'Vietnam Mitte', south: 'Vietnam Süd', thai: 'Thai-Lotterie 6D', dice: 'K3-Würfel', minutes: (n) => `${n} Min.` },
  IT: { north: 'Vietnam Nord', centre: 'Vietnam Centro', south: 'Vietnam Sud', thai: 'Lotteria thailandese 6D', dice: 'Dadi K3', minutes: (n) => `${n} min` },
  PL: {
    north: 'Wietnam Północ',
    centre: 'Wietnam Centrum',
    south: 'Wietnam Południe',
    thai: 'Loteria tajska 6D',
    dice: 'Kości K3',
    minutes: (n) => `${n} min`,
  },
  NL: {
    north: 'Vietnam Noord',
    centre: 'Vietnam Midden',
    south: 'Vietnam Zuid',
    thai: 'Thaise loterij 6D',
    dice: 'K3-dobbelstenen',
    minutes: (n) => `${n} min`,
  },
  SI: { north: 'වියට්නාම් උතුර', centre: 'වියට්නාම් මැද', south: 'වියට්නාම් දකුණ', thai: 'තායි ලොතරැයිය 6D', dice: 'K3 දාදු', minutes: (n) => `විනාඩි ${n}` },
  TE: { north: 'వియత్నాం ఉత్తరం', centre: 'వియత్నాం మధ్య', south: 'వియత్నాం దక్షిణం', thai: 'థాయ్ లాటరీ 6D', dice: 'K3 పాచికలు', minutes: (n) => `${n} నిమి` },
  MR: { north: 'व्हिएतनाम उत्तर', centre: 'व्हिएतनाम मध्य', south: 'व्हिएतनाम दक्षिण', thai: 'थाई लॉटरी 6D', dice: 'K3 फासे', minutes: (n) => `${n} मिनिटे` },
};

/** A lottery game's name in one language, from its code (`vn-north`, `4d`, `keno-1m` ...). */
export const lotteryGameName = (code: string, language: LanguageCode): string => {
  const words = lotteryWords[language];
  if (code === 'vn-north') return words.north;
  if (code === 'vn-centre') return words.centre;
  if (code === 'vn-south') return words.south;
  if (code === '4d') return '4D';
  if (code === 'thai-6d') return words.thai;
  const [game, cadence] = code.split('-');
  const minutes = words.minutes(Number(cadence!.replace('m', '')));
  if (game === 'k3') return `${words.dice} ${minutes}`;
  return `${game === 'keno' ? 'Keno' : '11x5'} ${minutes}`;
};
