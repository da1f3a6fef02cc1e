import type { LanguageCode } from '@gp/contracts';

/** "Live chat" in every other language of the product; the entry's own title is English. */
const liveChat: Record<Exclude<LanguageCode, 'EN'>, string> = {
  CN: '在线客服',
  TW: '線上客服',
  HI: 'लाइव चैट',
  JA: 'ライブチャット',
  TH: 'แชทสด',
  VI: 'Trò chuyện trực tuyến',
  MY: 'တိုက်ရိုက်ချတ်',
  ES: 'Chat en vivo',
  ID: 'Obrolan langsung',
  KM: 'ជជែកផ្ទាល់',
  KO: '실시간 채팅',
  MS: 'Sembang langsung',
  PT: 'Chat ao vivo',
  TA: 'நேரலை அரட்டை',
  TY: 'Live na chat',
  UR: 'لائیو چیٹ',
  TR: 'Canlı sohbet',
  BN: 'লাইভ চ্যাট',
  AR: 'الدردشة المباشرة',
  FA: 'گفتگوی زنده',
  RU: 'Онлайн-чат',
  KK: 'Тікелей чат',
  UZ: 'Jonli chat',
  LO: 'ແຊັດສົດ',
  NE: 'लाइभ च्याट',
  FR: 'Chat en direct',
  DE: 'Live-Chat',
  IT: 'Chat dal vivo',
  PL: 'Czat na żywo',
  NL: 'Livechat',
  SI: 'සජීවී කතාබස්',
  TE: 'లైవ్ చాట్',
  MR: 'लाइव्ह चॅट',
};

/** The demo's contact channels. Telegram is a brand name, the same in every language. */
export const demoCustomerService = [
  {
    cs_type: 'LIVECHAT' as const,
    cs_position: 1,
    title: 'Live chat',
    language: 'EN',
    translations: JSON.stringify(Object.fromEntries(Object.entries(liveChat).map(([code, title]) => [code, { title }]))),
    path: 'https://example.com/livechat',
  },
  { cs_type: 'TELEGRAM' as const, cs_position: 2, title: 'Telegram', language: 'EN', path: 'https://t.me/example' },
];
