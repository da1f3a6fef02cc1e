import { announcementAudiences, announcementTypes, bannerGroups } from '@gp/contracts';
import type { DB } from '@gp/db';
import type { Kysely } from 'kysely';
import { cleanHtml } from '../modules/engagement/content';

const banners = bannerGroups.flatMap((group) =>
  Array.from({ length: group === 'w_home' ? 4 : group === 'w_game' ? 2 : 1 }, (_, i) => ({
    group_name: group,
    url: `/lgw/art/banner/${group}-${i + 1}.svg`,
    linkage_type: i === 0 && group === 'w_home' ? 'PROMOTION' : i === 1 ? 'ROUTE' : 'NONE',
    link_target: i === 0 && group === 'w_home' ? '1' : i === 1 ? '/rng' : '',
    sequence: i + 1,
  })),
);

type Text = { title: string; content: string };
/** Hindi and Chinese text for a few entries, so a language change shows on the home page. */
const translated = (hi: Text, cn: Text) => JSON.stringify({ HI: hi, CN: cn });
const translatedHtml = (hi: Text, cn: Text) => translated({ ...hi, content: cleanHtml(hi.content) }, { ...cn, content: cleanHtml(cn.content) });

const notices = [
  {
    title: 'Welcome to the demo platform',
    content: 'All games, vendors and winners on this site are fictional demo data.',
    translations: translated(
      { title: 'डेमो प्लेटफ़ॉर्म पर आपका स्वागत है', content: 'इस साइट के सभी गेम, वेंडर और विजेता काल्पनिक डेमो डेटा हैं।' },
      { title: '欢迎来到演示平台', content: '本站所有游戏、供应商和获奖者均为虚构的演示数据。' },
    ),
  },
  {
    title: 'Scheduled maintenance on Sunday',
    content: 'Some live tables will be unavailable between 02:00 and 03:00 UTC.',
    translations: translated(
      { title: 'रविवार को निर्धारित रखरखाव', content: 'कुछ लाइव टेबल 02:00 से 03:00 UTC के बीच उपलब्ध नहीं होंगी।' },
      { title: '周日例行维护', content: '部分真人游戏桌将在 UTC 02:00 至 03:00 期间暂停服务。' },
    ),
  },
  { title: 'New slots every week', content: 'Look for the HOT badge in the slots lobby.' },
  { title: 'Play responsibly', content: 'Set a budget before you play and take regular breaks.' },
];

const promotionCategories = ['NEW', 'DAILY', 'VIP', 'SPORTS'];
const promotionTranslations: Record<number, string> = {
  0: translatedHtml(
    { title: 'पहली जमा पर बोनस', content: '<h2>यह कैसे काम करता है</h2><p>यह एक काल्पनिक डेमो प्रमोशन है।</p>' },
    { title: '首存奖金', content: '<h2>活动说明</h2><p>这是一个虚构的演示优惠活动。</p>' },
  ),
  1: translatedHtml(
    { title: 'दैनिक रीलोड', content: '<p>हर दिन एक काल्पनिक रीलोड बोनस।</p>' },
    { title: '每日续存', content: '<p>每天一次的虚构续存奖金。</p>' },
  ),
  2: translatedHtml({ title: 'सप्ताहांत कैशबैक', content: '<p>सप्ताहांत पर एक काल्पनिक कैशबैक।</p>' }, { title: '周末返现', content: '<p>周末的虚构返现活动。</p>' }),
};
const promotions = () =>
  Array.from({ length: 8 }, (_, i) => ({
    title: [
      'First deposit bonus',
      'Daily reload',
      'Weekend cashback',
      'VIP birthday gift',
      'Slots tournament',
      'Refer a friend',
      'Sports accumulator boost',
      'Live table happy hour',
    ][i]!,
    category: promotionCategories[i % promotionCategories.length]!,
    images: JSON.stringify([
      { url: `/lgw/art/promo/promo-${i + 1}.svg`, sequence: 1 },
      { url: `/lgw/art/promo/promo-${i + 1}-detail.svg`, sequence: 2 },
    ]),
    content: cleanHtml(
      `<h2>How it works</h2><p>This is a fictional demo promotion number ${i + 1}.</p><ul><li>Opt in from the promotions page.</li><li>Terms apply.</li></ul>`,
    ),
    translations: promotionTranslations[i] ?? '{}',
    start_at: null,
    end_at: null,
    sequence: i + 1,
  }));

const typeNames: Record<(typeof announcementTypes)[number], string> = { B: 'Banner', PL: 'Platform', PU: 'Popup', PR: 'Promotion', H: 'Home' };
const audienceNames: Record<(typeof announcementAudiences)[number], string> = { A: 'members', B: 'visitors', F: 'new members' };
/** The visitors' pop-up and platform announcements also speak Hindi and Chinese. */
const announcementTranslations: Partial<Record<string, string>> = {
  'PU:B': translatedHtml(
    { title: 'आगंतुकों के लिए पॉप-अप सूचना', content: '<p>आगंतुकों के लिए एक काल्पनिक <strong>पॉप-अप</strong> घोषणा।</p>' },
    { title: '访客弹窗公告', content: '<p>一条面向访客的虚构<strong>弹窗</strong>公告。</p>' },
  ),
  'PL:B': translatedHtml(
    { title: 'आगंतुकों के लिए प्लेटफ़ॉर्म सूचना', content: '<p>आगंतुकों के लिए एक काल्पनिक <strong>प्लेटफ़ॉर्म</strong> घोषणा।</p>' },
    { title: '访客平台公告', content: '<p>一条面向访客的虚构<strong>平台</strong>公告。</p>' },
  ),
};
const announcements = () => [
  ...announcementTypes.flatMap((type) =>
    announcementAudiences.map((execution) => ({
      type,
      execution,
      title: `${typeNames[type]} notice for ${audienceNames[execution]}`,
      content: cleanHtml(`<p>A fictional <strong>${typeNames[type].toLowerCase()}</strong> announcement for ${audienceNames[execution]}.</p>`),
      translations: announcementTranslations[`${type}:${execution}`] ?? '{}',
    })),
  ),
  // Enough platform notices for visitors to fill more than one page of 9.
  ...Array.from({ length: 12 }, (_, i) => ({
    type: 'PL' as const,
    execution: 'B' as const,
    title: `Platform update ${i + 1}`,
    content: cleanHtml(`<p>Release note ${i + 1}: small fixes and improvements.</p>`),
    translations: '{}',
  })),
];

type Help = { term: string; category: string; en: [string, string]; hi?: [string, string]; cn?: [string, string] };
const help: Help[] = [
  {
    term: 'register',
    category: 'account',
    en: ['How do I register?', '<p>Press <strong>Register</strong>, choose a username and password, and accept the terms. You must be 18 or older.</p>'],
    hi: ['मैं पंजीकरण कैसे करूँ?', '<p><strong>रजिस्टर</strong> दबाएँ, उपयोगकर्ता नाम और पासवर्ड चुनें और शर्तें स्वीकार करें। आपकी आयु 18 वर्ष या उससे अधिक होनी चाहिए।</p>'],
    cn: ['如何注册？', '<p>点击<strong>注册</strong>，设置用户名和密码并同意条款。您必须年满 18 岁。</p>'],
  },
  {
    term: 'deposit',
    category: 'payments',
    en: ['How do I deposit?', '<p>Open <strong>Deposit</strong>, pick a method and an amount, and follow the steps shown.</p>'],
    hi: ['मैं जमा कैसे करूँ?', '<p><strong>जमा</strong> खोलें, तरीका और राशि चुनें, और दिखाए गए चरणों का पालन करें।</p>'],
    cn: ['如何存款？', '<p>打开<strong>存款</strong>，选择支付方式和金额，然后按提示操作。</p>'],
  },
  {
    term: 'withdraw',
    category: 'payments',
    en: [
      'How do I withdraw?',
      '<p>Open <strong>Withdraw</strong>, enter the amount and your payment password. Withdrawals are reviewed before they are paid.</p>',
    ],
    hi: ['मैं निकासी कैसे करूँ?', '<p><strong>निकासी</strong> खोलें, राशि और अपना भुगतान पासवर्ड दर्ज करें। भुगतान से पहले निकासी की जाँच की जाती है।</p>'],
    cn: ['如何提款？', '<p>打开<strong>提款</strong>，输入金额和支付密码。提款在支付前会经过审核。</p>'],
  },
  {
    term: 'forgot-password',
    category: 'account',
    en: ['I forgot my password', '<p>Use <strong>Forgot password</strong> on the login window and enter your username and email.</p>'],
    hi: ['मैं अपना पासवर्ड भूल गया', '<p>लॉगिन विंडो पर <strong>पासवर्ड भूल गए</strong> का उपयोग करें और अपना उपयोगकर्ता नाम और ईमेल दर्ज करें।</p>'],
    cn: ['忘记密码', '<p>在登录窗口点击<strong>忘记密码</strong>，输入用户名和邮箱。</p>'],
  },
  {
    term: 'responsible-gaming',
    category: 'general',
    en: ['Responsible gaming', '<p>Set limits, take breaks and never chase losses. Contact customer service to pause your account.</p>'],
    hi: ['ज़िम्मेदार गेमिंग', '<p>सीमाएँ तय करें, विराम लें और हार की भरपाई के लिए कभी न खेलें। खाता रोकने के लिए ग्राहक सेवा से संपर्क करें।</p>'],
    cn: ['理性游戏', '<p>设定限额，适时休息，切勿追逐亏损。如需暂停账户，请联系客服。</p>'],
  },
  {
    // English only: the help centre falls back to English for it in every language.
    term: 'game-rules',
    category: 'games',
    en: ['Where are the game rules?', '<p>Each game shows its rules and return to player in its own menu once launched.</p>'],
  },
];

/** Demo site content: banners of every group, notices, promotions, announcements, help articles. */
export const seedContent = async (db: Kysely<DB>): Promise<void> => {
  const empty = async (table: 'content_banners' | 'content_notices' | 'content_promotions' | 'content_announcements' | 'content_help_articles') =>
    !(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());
  if (await empty('content_banners')) await db.insertInto('content_banners').values(banners).execute();
  if (await empty('content_notices'))
    await db
      .insertInto('content_notices')
      .values(notices.map((n, i) => ({ ...n, sequence: i + 1 })))
      .execute();
  if (await empty('content_promotions')) await db.insertInto('content_promotions').values(promotions()).execute();
  if (await empty('content_announcements'))
    await db
      .insertInto('content_announcements')
      .values(announcements().map((a, i) => ({ ...a, sequence: i + 1 })))
      .execute();
  if (await empty('content_help_articles')) {
    const rows = help.flatMap((h, i) =>
      (
        [
          ['EN', h.en],
          ['HI', h.hi],
          ['CN', h.cn],
        ] as const
      )
        .filter((e): e is readonly ['EN' | 'HI' | 'CN', [string, string]] => Boolean(e[1]))
        .map(([language, [title, content]]) => ({ term: h.term, language, category: h.category, title, content: cleanHtml(content), sequence: i + 1 })),
    );
    await db.insertInto('content_help_articles').values(rows).execute();
  }
};
