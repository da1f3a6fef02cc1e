/**
 * The handful of labels the demo games show, in four languages (a third-party vendor covers a few;
 * the platform's own 34 languages are not its business). Unknown languages fall back to English.
 */
export const vendorLanguages = ['en', 'hi', 'zh-CN', 'ar'] as const;
export type VendorLanguage = (typeof vendorLanguages)[number];

const en = {
  balance: 'Balance',
  spin: 'Spin',
  lines: 'Lines',
  lineBet: 'Line bet',
  totalBet: 'Total bet',
  win: 'Win',
  paytable: 'Paytable',
  rtp: 'Return to player',
  backToLobby: 'Back to lobby',
  demo: 'Fun money',
  deal: 'Deal',
  clear: 'Clear',
  chip: 'Chip',
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  red: 'Red',
  black: 'Black',
  odd: 'Odd',
  even: 'Even',
  low: '1-18',
  high: '19-36',
  dozen: 'Dozen',
  column: 'Column',
  straight: 'Number',
  noBets: 'Place a bet first.',
  result: 'Result',
  bankerCommission: 'Banker wins pay 0.95 to 1; tie pays 8 to 1.',
  winPending: 'Your win is being credited; it will appear in your balance shortly.',
  INSUFFICIENT_FUNDS: 'Insufficient funds.',
  LIMIT_EXCEEDED: 'This bet exceeds your wager limit.',
  TOKEN_EXPIRED: 'Your game session has expired. Please reopen the game from the lobby.',
  INVALID_TOKEN: 'Your game session is no longer valid. Please reopen the game from the lobby.',
  PLAYER_BLOCKED: 'Your account cannot play right now.',
  GAME_NOT_FOUND: 'This game is not available.',
  NETWORK: 'We could not reach your wallet; the bet was cancelled. Please try again.',
  BAD_BET: 'That bet is not allowed.',
  SESSION: 'This game session has ended. Please reopen the game from the lobby.',
  BUSY: 'Please wait for the current round to finish.',
  ERROR: 'Something went wrong; the bet was not placed.',
  launchFailed: 'The game could not be opened.',
};

export type VendorLabels = typeof en;
export type VendorLabel = keyof VendorLabels;

const hi: Partial<VendorLabels> = {
  balance: 'बैलेंस',
  spin: 'स्पिन',
  lines: 'लाइनें',
  lineBet: 'लाइन दांव',
  totalBet: 'कुल दांव',
  win: 'जीत',
  paytable: 'भुगतान तालिका',
  rtp: 'खिलाड़ी को वापसी',
  backToLobby: 'लॉबी पर वापस',
  demo: 'मज़े के पैसे',
  deal: 'बांटें',
  clear: 'साफ़ करें',
  player: 'प्लेयर',
  banker: 'बैंकर',
  tie: 'टाई',
  red: 'लाल',
  black: 'काला',
  odd: 'विषम',
  even: 'सम',
  noBets: 'पहले दांव लगाएँ।',
  result: 'परिणाम',
  INSUFFICIENT_FUNDS: 'अपर्याप्त राशि।',
  NETWORK: 'वॉलेट से संपर्क नहीं हो सका; दांव रद्द कर दिया गया।',
  TOKEN_EXPIRED: 'गेम सत्र समाप्त हो गया। कृपया लॉबी से गेम फिर खोलें।',
  launchFailed: 'गेम नहीं खुल सका।',
};

const zhCN: Partial<VendorLabels> = {
  balance: '余额',
  spin: '旋转',
  lines: '线数',
  lineBet: '每线投注',
  totalBet: '总投注',
  win: '赢取',
  paytable: '赔付表',
  rtp: '返还率',
  backToLobby: '返回大厅',
  demo: '试玩币',
  deal: '发牌',
  clear: '清除',
  player: '闲',
  banker: '庄',
  tie: '和',
  red: '红',
  black: '黑',
  odd: '单',
  even: '双',
  noBets: '请先下注。',
  result: '结果',
  INSUFFICIENT_FUNDS: '余额不足。',
  NETWORK: '无法连接钱包，投注已取消。',
  TOKEN_EXPIRED: '游戏会话已过期，请从大厅重新打开游戏。',
  launchFailed: '无法打开游戏。',
};

const ar: Partial<VendorLabels> = {
  balance: 'الرصيد',
  spin: 'دوران',
  lines: 'الخطوط',
  lineBet: 'رهان الخط',
  totalBet: 'إجمالي الرهان',
  win: 'الربح',
  paytable: 'جدول الدفع',
  rtp: 'العائد للاعب',
  backToLobby: 'العودة إلى الردهة',
  demo: 'رصيد تجريبي',
  deal: 'توزيع',
  clear: 'مسح',
  player: 'اللاعب',
  banker: 'المصرفي',
  tie: 'تعادل',
  red: 'أحمر',
  black: 'أسود',
  odd: 'فردي',
  even: 'زوجي',
  noBets: 'ضع رهانًا أولًا.',
  result: 'النتيجة',
  INSUFFICIENT_FUNDS: 'الرصيد غير كافٍ.',
  NETWORK: 'تعذر الوصول إلى محفظتك؛ أُلغي الرهان.',
  TOKEN_EXPIRED: 'انتهت جلسة اللعبة. يرجى فتح اللعبة من الردهة مجددًا.',
  launchFailed: 'تعذر فتح اللعبة.',
};

const catalogs: Record<VendorLanguage, Partial<VendorLabels>> = { en, hi, 'zh-CN': zhCN, ar };

/** The platform sends its own codes (en, hi, zh-CN, CN, ar-SA ...): map them to ours. */
export const vendorLanguageOf = (code: string | undefined): VendorLanguage => {
  const lower = (code ?? '').toLowerCase();
  if (lower === 'cn' || lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('hi')) return 'hi';
  if (lower.startsWith('ar')) return 'ar';
  return 'en';
};

export const labelsFor = (language: VendorLanguage): VendorLabels => ({ ...en, ...catalogs[language] });

export const directionOf = (language: VendorLanguage): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');
