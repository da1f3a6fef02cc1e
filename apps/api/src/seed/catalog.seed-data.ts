import type { GameCategory } from '@gp/contracts';
import type { SeedEngine } from './catalog.seed-engines';

/**
 * Fictional vendors and the words game names are made of (EN, HI, CN). No real brand appears here.
 * Per category: [vendor code, display name, games to generate].
 */
export const seedVendors: Record<GameCategory, [string, string, number][]> = {
  RNG: [
    ['LUMA', 'Luma Reels', 660],
    ['NOVA_SPIN', 'Nova Spin', 660],
    ['RUBYFOX', 'Ruby Fox', 650],
    ['STARLOOM', 'Starloom', 650],
    ['JADEWAVE', 'Jade Wave', 650],
    ['TIDEFORGE', 'Tideforge', 650],
    ['QUILLPLAY', 'Quill Play', 650],
    ['BRIGHTOAK', 'Bright Oak', 650],
    ['MOONKITE', 'Moon Kite', 650],
    ['EMBERLY', 'Emberly', 650],
    ['COBALTBAY', 'Cobalt Bay', 650],
    ['ORCHIDEON', 'Orchideon', 650],
    ['PIXELMINT', 'Pixel Mint', 650],
    ['VELVETRUN', 'Velvet Run', 650],
  ],
  BGS: [
    ['HOUSE_DICE', 'House Dice', 25],
    ['HOUSE_CRASH', 'House Crash', 25],
    ['HOUSE_MINES', 'House Mines', 25],
    ['HOUSE_PLINKO', 'House Plinko', 25],
    // In-house provably fair games (apps/api/src/modules/games/bgs): engine = code without HOUSE_, lower-cased.
    ['HOUSE_LIMBO', 'House Limbo', 25],
  ],
  LIVE: [
    ['AURORA_LIVE', 'Aurora Live', 50],
    ['VELVET_LIVE', 'Velvet Table', 50],
    ['ONYX_LIVE', 'Onyx Studio', 50],
    ['SAFFRON_LIVE', 'Saffron Hall', 50],
    ['MARBLE_LIVE', 'Marble Room', 50],
    ['LANTERN_LIVE', 'Lantern Live', 50],
    ['CORAL_LIVE', 'Coral Lounge', 50],
    ['GLACIER_LIVE', 'Glacier Live', 50],
  ],
  FISH: [
    ['REEFSHOT', 'Reef Shot', 30],
    ['DEEPNET', 'Deep Net', 30],
    ['HARPOONA', 'Harpoona', 30],
    ['KOI_ARCADE', 'Koi Arcade', 30],
    ['BUBBLEBAY', 'Bubble Bay', 30],
  ],
  PVP: [
    ['TABLEKIN', 'Tablekin', 60],
    ['CARDHAVEN', 'Card Haven', 60],
    ['TILEMASTER', 'Tile Master', 60],
    ['RUMMYRISE', 'Rummy Rise', 60],
    ['PATTI_PALS', 'Patti Pals', 60],
    ['DOMINOVA', 'Dominova', 60],
  ],
  SPORTS: [
    ['FIELDLINE', 'Fieldline Sports', 1],
    ['GOALPOST', 'Goalpost Bet', 1],
    ['PITCHPRO', 'Pitch Pro', 1],
    ['ARENA_ONE', 'Arena One', 1],
  ],
  ESPORTS: [
    ['FRAGZONE', 'Frag Zone', 1],
    ['LANPARTY', 'LAN Party', 1],
    ['RESPAWN', 'Respawn Bets', 1],
  ],
  COCKFIGHT: [
    ['SABONG_ONE', 'Sabong One', 1],
    ['PITMASTER', 'Pitmaster', 1],
    ['RINGSIDE', 'Ringside', 1],
  ],
  LOTT: [
    ['LUCKYDRAW', 'Lucky Draw', 10],
    ['NUMBERWAY', 'Number Way', 10],
    ['BALLROOM', 'Ball Room', 10],
    ['PICKSIX', 'Pick Six', 10],
  ],
  ELOTT: [
    ['QUICKPICK', 'Quick Pick', 8],
    ['FASTKENO', 'Fast Keno', 8],
    ['E_DRAW', 'E-Draw', 8],
  ],
};

/** Names in other languages for a few vendors, so a language change shows in the menus. */
export const vendorNameTranslations: Record<string, { HI: string; CN: string }> = {
  LUMA: { HI: 'लूमा रील्स', CN: '露玛转轴' },
  NOVA_SPIN: { HI: 'नोवा स्पिन', CN: '新星旋转' },
  AURORA_LIVE: { HI: 'ऑरोरा लाइव', CN: '极光真人' },
};

/** The RNG vendor left out of the slots list page (`exclude_from_list`), still reachable by vendor. */
export const excludedSlotVendor = 'VELVETRUN';
export const maintenanceVendor = 'MARBLE_LIVE';
export const disabledVendor = 'DOMINOVA';

export const adjectives: [string, string, string][] = [
  ['Golden', 'सुनहरा', '黄金'],
  ['Lucky', 'भाग्यशाली', '幸运'],
  ['Mystic', 'रहस्यमय', '神秘'],
  ['Wild', 'जंगली', '狂野'],
  ['Royal', 'शाही', '皇家'],
  ['Silver', 'चाँदी', '白银'],
  ['Crystal', 'स्फटिक', '水晶'],
  ['Thunder', 'गरजता', '雷霆'],
  ['Frozen', 'जमा हुआ', '冰封'],
  ['Blazing', 'धधकता', '烈焰'],
  ['Hidden', 'छिपा', '隐秘'],
  ['Ancient', 'प्राचीन', '远古'],
  ['Cosmic', 'ब्रह्मांडीय', '宇宙'],
  ['Sunny', 'धूपदार', '阳光'],
  ['Midnight', 'आधी रात', '午夜'],
  ['Emerald', 'पन्ना', '翡翠'],
  ['Ruby', 'माणिक', '红宝石'],
  ['Jolly', 'मस्त', '欢乐'],
  ['Brave', 'बहादुर', '勇敢'],
  ['Sacred', 'पवित्र', '神圣'],
  ['Electric', 'विद्युत', '电光'],
  ['Misty', 'धुंधला', '迷雾'],
  ['Secret', 'गुप्त', '秘密'],
  ['Giant', 'विशाल', '巨型'],
  ['Happy', 'खुश', '快乐'],
  ['Swift', 'तेज़', '疾速'],
  ['Velvet', 'मखमली', '天鹅绒'],
  ['Stormy', 'तूफ़ानी', '风暴'],
  ['Shining', 'चमकता', '闪耀'],
  ['Twin', 'जुड़वाँ', '双子'],
];

export const nouns: [string, string, string][] = [
  ['Dragon', 'ड्रैगन', '龙'],
  ['Tiger', 'बाघ', '虎'],
  ['Phoenix', 'फ़ीनिक्स', '凤凰'],
  ['Lotus', 'कमल', '莲花'],
  ['Panda', 'पांडा', '熊猫'],
  ['Pirate', 'समुद्री डाकू', '海盗'],
  ['Temple', 'मंदिर', '神殿'],
  ['Jungle', 'जंगल', '丛林'],
  ['Ocean', 'सागर', '海洋'],
  ['Pharaoh', 'फ़िरौन', '法老'],
  ['Fruit', 'फल', '水果'],
  ['Star', 'तारा', '星星'],
  ['Moon', 'चाँद', '月亮'],
  ['Wolf', 'भेड़िया', '狼'],
  ['Eagle', 'गरुड़', '雄鹰'],
  ['Castle', 'किला', '城堡'],
  ['Treasure', 'ख़ज़ाना', '宝藏'],
  ['Gem', 'रत्न', '宝石'],
  ['Candy', 'मिठाई', '糖果'],
  ['Samurai', 'योद्धा', '武士'],
  ['Volcano', 'ज्वालामुखी', '火山'],
  ['Carnival', 'मेला', '狂欢节'],
  ['Elephant', 'हाथी', '大象'],
  ['Koi', 'कोई मछली', '锦鲤'],
  ['Rocket', 'रॉकेट', '火箭'],
  ['Garden', 'बगीचा', '花园'],
  ['Knight', 'शूरवीर', '骑士'],
  ['Genie', 'जिन्न', '精灵'],
  ['Bison', 'बाइसन', '野牛'],
  ['Orchid', 'ऑर्किड', '兰花'],
];

export const suffixes: [string, string, string][] = [
  ['', '', ''],
  ['Fortune', 'किस्मत', '财富'],
  ['Riches', 'दौलत', '富贵'],
  ['Megaways', 'मेगावेज़', '百变'],
  ['Deluxe', 'डीलक्स', '豪华版'],
  ['Quest', 'खोज', '探险'],
  ['Spins', 'स्पिन', '旋转'],
  ['Link', 'लिंक', '连线'],
  ['Rush', 'रश', '狂潮'],
  ['Bonanza', 'बोनान्ज़ा', '大丰收'],
];

/** Sea creatures for the fishing hall's slots, so its entries keep the sea in their names. */
export const seaNouns: [string, string, string][] = [
  ['Shark', 'शार्क', '鲨鱼'],
  ['Whale', 'व्हेल', '鲸鱼'],
  ['Octopus', 'ऑक्टोपस', '章鱼'],
  ['Turtle', 'कछुआ', '海龟'],
  ['Crab', 'केकड़ा', '螃蟹'],
  ['Dolphin', 'डॉल्फ़िन', '海豚'],
  ['Pearl', 'मोती', '珍珠'],
  ['Koi', 'कोई मछली', '锦鲤'],
  ['Marlin', 'मार्लिन', '枪鱼'],
  ['Lobster', 'लॉबस्टर', '龙虾'],
  ['Mermaid', 'जलपरी', '美人鱼'],
  ['Seahorse', 'समुद्री घोड़ा', '海马'],
];

/**
 * The kind word of each engine (EN, HI, CN): a name carrying it says what opens. Slot names of the
 * slots category need none (a theme and a suffix read as a slot); elsewhere they end in "Slots".
 */
export const engineWords: Record<SeedEngine, [string, string, string]> = {
  slot: ['Slots', 'स्लॉट्स', '老虎机'],
  roulette: ['Roulette', 'रूलेट', '轮盘'],
  baccarat: ['Baccarat', 'बकारा', '百家乐'],
  'live-baccarat': ['Live Baccarat', 'लाइव बकारा', '真人百家乐'],
  'live-roulette': ['Live Roulette', 'लाइव रूलेट', '真人轮盘'],
  'dragon-tiger': ['Dragon Tiger', 'ड्रैगन टाइगर', '龙虎'],
  'teen-patti': ['Teen Patti', 'तीन पत्ती', '三张牌'],
  fishing: ['Fishing', 'फिशिंग', '捕鱼'],
  cockfight: ['Cockfight', 'मुर्गों की लड़ाई', '斗鸡'],
  sportsbook: ['Sportsbook', 'स्पोर्ट्सबुक', '体育投注'],
  dice: ['Dice', 'पासा', '骰子'],
  limbo: ['Limbo', 'लिम्बो', 'Limbo'],
  mines: ['Mines', 'माइंस', '扫雷'],
  plinko: ['Plinko', 'प्लिंको', '弹珠'],
  crash: ['Crash', 'क्रैश', '爆破'],
};

/**
 * Kinds of game no engine here plays yet (EN, HI, CN). No seeded name may carry one: an entry named
 * "Crystal Poker" that opens dice would be a lie (a test holds every name to this).
 */
export const kindsWithoutEngine: [string, string, string][] = [
  ['Blackjack', 'ब्लैकजैक', '二十一点'],
  ['Sic Bo', 'सिक बो', '骰宝'],
  ['Andar Bahar', 'अंदर बाहर', '内外'],
  ['Rummy', 'रमी', '拉米'],
  ['Poker', 'पोकर', '扑克'],
  ['Mahjong', 'माहजोंग', '麻将'],
  ['Keno', 'केनो', '基诺'],
  ['Hunter', 'शिकारी', '猎手'],
  ['Lotto', 'लॉटो', '彩票'],
  ['Bingo', 'बिंगो', '宾果'],
];

export const playerNames = [
  'arjun',
  'meera',
  'rahul',
  'kavya',
  'vikram',
  'ananya',
  'rohan',
  'isha',
  'wei',
  'lan',
  'ming',
  'tao',
  'sunny',
  'lucky',
  'tiger',
  'maple',
  'river',
  'cobalt',
  'nova',
  'pixel',
];
