import type { Competitor, League, Sport, SportKey } from './types';

/**
 * The feed's fixed world: sports, leagues and their teams or players. Names of teams and players are
 * made-up proper nouns (never translated); sports and leagues carry i18n keys.
 */

export const sports: readonly Sport[] = [
  { key: 'football', nameKey: 'sports.sport.football', defaultName: 'Football' },
  { key: 'basketball', nameKey: 'sports.sport.basketball', defaultName: 'Basketball' },
  { key: 'tennis', nameKey: 'sports.sport.tennis', defaultName: 'Tennis' },
  { key: 'esports', nameKey: 'sports.sport.esports', defaultName: 'E-sports' },
];

/**
 * daily: min..max matches per UTC day at random five-minute slots. every: a match every `minutes`,
 * from `offsetMinutes` past midnight, so the demo always has matches live and about to start.
 */
export type LeagueSchedule = { kind: 'daily'; min: number; max: number } | { kind: 'every'; minutes: number; offsetMinutes: number };

export type LeagueSetup = League & { schedule: LeagueSchedule; competitors: readonly Competitor[] };

const slug = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const competitors = (names: readonly string[]): Competitor[] => names.map((name) => ({ key: slug(name), name }));

const league = (key: string, sport: SportKey, defaultName: string, schedule: LeagueSchedule, names: readonly string[], title?: string): LeagueSetup => ({
  key,
  sport,
  nameKey: `sports.league.${key}`,
  defaultName,
  ...(title ? { title } : {}),
  hasOutright: schedule.kind === 'daily',
  schedule,
  competitors: competitors(names),
});

const daily = { kind: 'daily', min: 2, max: 4 } as const;

export const leagues: readonly LeagueSetup[] = [
  league('football-premier', 'football', 'Premier Division', daily, [
    'Northbridge FC',
    'Ashford Rovers',
    'Kingsport United',
    'Harrow Vale',
    'Redcliffe Town',
    'Castlemoor City',
    'Westgate Albion',
    'Eastholm Athletic',
    'Brackwater Wanderers',
    'Stonehaven Rangers',
  ]),
  league('football-costa', 'football', 'Costa Liga', daily, [
    'Real Montesol',
    'Atlético Brisamar',
    'Deportivo Arenal',
    'CD Villaclara',
    'Racing Puertoluz',
    'Unión Sierralta',
    'CF Marisca',
    'Sporting Valdeoro',
    'Club Pradera',
    'Estrella Calanova',
  ]),
  league('football-adriatica', 'football', 'Lega Adriatica', daily, [
    'AC Portoverde',
    'Sporting Lucerna',
    'Virtus Montalba',
    'US Castelfiore',
    'Dinamo Riva',
    'Calcio Belmare',
    'FC Torrenova',
    'Atletico Valdara',
    'Olimpia Sorbello',
    'Pro Ventara',
  ]),
  league('football-nordliga', 'football', 'Nordliga', daily, [
    'FK Fjellstad',
    'IF Havbruk',
    'Nordvik BK',
    'SK Lysdal',
    'Kvarnby IF',
    'Eikeland FK',
    'Sjøholm IL',
    'Vinterhavn SK',
    'Brattfors BK',
    'Ravnsund FC',
  ]),
  league('football-asia-cup', 'football', 'Asia Champions Cup', daily, [
    'Golden Harbour FC',
    'Jade River United',
    'Red Lotus City',
    'Monsoon Bay FC',
    'Silver Crane SC',
    'Pearl Coast United',
    'Emerald Valley FC',
    'Thunder Peak SC',
    'Lantern Bay Rovers',
    'Orchid Hills FC',
  ]),
  league('football-friendlies', 'football', 'Club Friendlies', { kind: 'every', minutes: 30, offsetMinutes: 5 }, [
    'Seabrook FC',
    'Ironvale Town',
    'Mossgrove United',
    'Kestrel Park',
    'Highmoor City',
    'Larkfield Athletic',
    'Oakhurst Rovers',
    'Tidewater FC',
    'Blackfen Albion',
    'Sunridge Wanderers',
    'Marlowe County',
    'Pinecrest FC',
  ]),
  league('basketball-pro', 'basketball', 'Pro Basketball League', daily, [
    'Harbor City Hawks',
    'Desert Comets',
    'Riverside Titans',
    'Mountain Lynx',
    'Bay Area Tides',
    'Prairie Bison',
    'Metro Knights',
    'Coastal Sharks',
    'Capital Eagles',
    'Northern Wolves',
  ]),
  league('basketball-continental', 'basketball', 'Continental Basketball Cup', daily, [
    'Basket Ventora',
    'BC Lindmark',
    'Olympia Kerros',
    'Dinamo Varsk',
    'Real Cordeval',
    'Partizan Sveti',
    'Alba Neustrand',
    'Zalgiris Miren',
    'Maccabi Ardon',
    'Fenix Istra',
  ]),
  league('basketball-summer', 'basketball', 'Summer League', { kind: 'every', minutes: 60, offsetMinutes: 20 }, [
    'Sunset Flyers',
    'Midtown Blaze',
    'Lakeside Rockets',
    'Canyon Rush',
    'Skyline Storm',
    'Bayou Kings',
    'Granite Giants',
    'Neon Nights',
    'Harbor Heat',
    'Cedar Blazers',
  ]),
  league('tennis-masters', 'tennis', 'Masters Tour', daily, [
    'Adrian Castellano',
    'Mikkel Sørvik',
    'Tomasz Wierzba',
    'Julien Marchetti',
    'Kenji Arakawa',
    'Diego Salvatierra',
    'Luca Ferrandi',
    'Nikolai Varga',
    'Oliver Pennington',
    'Rafael Quintero',
    'Stefan Halvorsen',
    'Hugo Lemaire',
  ]),
  league('tennis-open', 'tennis', 'Open Series', { kind: 'every', minutes: 60, offsetMinutes: 40 }, [
    'Elena Moravec',
    'Sofia Brandt',
    'Mei Tanaka',
    'Clara Valois',
    'Anya Petrenko',
    'Lucia Domínguez',
    'Greta Lindqvist',
    'Priya Raman',
    'Nadia Kovač',
    'Isabel Ferreira',
    'Hanna Wójcik',
    'Chloé Renard',
  ]),
  league(
    'esports-cs2',
    'esports',
    'CS2 Pro League',
    daily,
    [
      'Nova Vortex',
      'Iron Serpents',
      'Crimson Halo',
      'Zero Gravity',
      'Phantom Unit',
      'Arctic Wolves',
      'Vanta Squad',
      'Solar Flare',
      'Obsidian Five',
      'Hyperion Gaming',
    ],
    'cs2',
  ),
  league(
    'esports-dota2',
    'esports',
    'Dota 2 Elite Series',
    daily,
    [
      'Ancient Echo',
      'Radiant Pulse',
      'Dire Tide',
      'Mystic Roshans',
      'Aegis Hunters',
      'Storm Spirits',
      'Night Stalkers',
      'Arcane Order',
      'Tusk Legion',
      'Void Walkers',
    ],
    'dota2',
  ),
  league(
    'esports-lol',
    'esports',
    'League of Legends Champions',
    daily,
    [
      'Rift Breakers',
      'Baron Slayers',
      'Dragon Soul',
      'Nexus Guard',
      'Blue Sentinels',
      'Red Brambles',
      'Shadow Isles',
      'Crystal Scar',
      'Summit Rising',
      'Jungle Kings',
    ],
    'lol',
  ),
  league(
    'esports-cs2-open',
    'esports',
    'CS2 Open Cup',
    { kind: 'every', minutes: 45, offsetMinutes: 10 },
    ['Pixel Raiders', 'Quantum Fox', 'Lucky Strike', 'Neon Tigers', 'Silent Storm', 'Frost Bite', 'Echo Base', 'Turbo Owls', 'Glitch Mob', 'Static Shock'],
    'cs2',
  ),
];

const leagueByKey = new Map(leagues.map((l) => [l.key, l]));

export const leagueOf = (key: string): LeagueSetup | undefined => leagueByKey.get(key);

export const sportOf = (key: string): Sport | undefined => sports.find((s) => s.key === key);

/** The public view of a league, without its schedule and team list. */
export const publicLeague = (setup: LeagueSetup): League => ({
  key: setup.key,
  sport: setup.sport,
  nameKey: setup.nameKey,
  defaultName: setup.defaultName,
  ...(setup.title ? { title: setup.title } : {}),
  hasOutright: setup.hasOutright,
});
