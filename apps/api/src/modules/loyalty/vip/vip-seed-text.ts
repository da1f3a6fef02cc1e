import type { LanguageCode } from '@gp/contracts';

/**
 * The seeded ladder's words in every language: level names 0-6 (Member, Bronze, Silver, Gold,
 * Platinum, Diamond, Crown), the two perks the top levels list, and the VIP club promotion's text.
 */
export type VipSeedText = { names: readonly string[]; support: string; manager: string; title: string; content: string };

export const vipSeedText: Record<LanguageCode, VipSeedText> = {
  EN: {
    names: ['Member', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Crown'],
    support: 'Priority customer service',
    manager: 'A personal account manager',
    title: 'VIP club',
    content:
      'Climb the VIP ladder with your deposits and valid bets. Every new level pays an upgrade bonus once, and higher levels pay weekly and monthly bonuses.',
  },
  CN: {
    names: ['会员', '青铜', '白银', '黄金', '铂金', '钻石', '皇冠'],
    support: '优先客服',
    manager: '专属客户经理',
    title: 'VIP 俱乐部',
    content: '凭存款和有效投注提升 VIP 等级。每升一级可获得一次晋级奖金，更高等级还有每周和每月奖金。',
  },
  TW: {
    names: ['會員', '青銅', '白銀', '黃金', '鉑金', '鑽石', '皇冠'],
    support: '優先客服',
    manager: '專屬客戶經理',
    title: 'VIP 俱樂部',
    content: '憑存款和有效投注提升 VIP 等級。每升一級可獲得一次晉級獎金，更高等級還有每週和每月獎金。',
  },
  HI: {
    names: ['सदस्य', 'कांस्य', 'रजत', 'स्वर्ण', 'प्लैटिनम', 'हीरा', 'मुकुट'],
    support: 'प्राथमिकता ग्राहक सेवा',
    manager: 'एक निजी खाता प्रबंधक',
    title: 'VIP क्लब',
    content: 'अपनी जमा राशि और वैध दांव से VIP स्तर बढ़ाएँ। हर नया स्तर एक बार अपग्रेड बोनस देता है, और ऊँचे स्तर साप्ताहिक और मासिक बोनस देते हैं।',
  },
  JA: {
    names: ['メンバー', 'ブロンズ', 'シルバー', 'ゴールド', 'プラチナ', 'ダイヤモンド', 'クラウン'],
    support: '優先カスタマーサービス',
    manager: '専任アカウントマネージャー',
    title: 'VIPクラブ',
    content: '入金と有効ベットでVIPレベルを上げましょう。新しいレベルごとに昇格ボーナスが一度支払われ、上位レベルでは週次・月次ボーナスもあります。',
  },
  TH: {
    names: ['สมาชิก', 'บรอนซ์', 'ซิลเวอร์', 'โกลด์', 'แพลทินัม', 'ไดมอนด์', 'คราวน์'],
    support: 'บริการลูกค้าแบบเร่งด่วน',
    manager: 'ผู้จัดการบัญชีส่วนตัว',
    title: 'วีไอพีคลับ',
    content: 'เลื่อนระดับ VIP ด้วยยอดฝากและยอดเดิมพันที่ถูกต้อง ทุกระดับใหม่จ่ายโบนัสเลื่อนขั้นหนึ่งครั้ง และระดับที่สูงขึ้นจ่ายโบนัสรายสัปดาห์และรายเดือน',
  },
  VI: {
    names: ['Thành viên', 'Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương', 'Vương miện'],
    support: 'Chăm sóc khách hàng ưu tiên',
    manager: 'Quản lý tài khoản riêng',
    title: 'Câu lạc bộ VIP',
    content: 'Lên hạng VIP nhờ tiền nạp và cược hợp lệ. Mỗi hạng mới trả thưởng thăng hạng một lần, các hạng cao hơn có thưởng hằng tuần và hằng tháng.',
  },
  MY: {
    names: ['အဖွဲ့ဝင်', 'ကြေးနီ', 'ငွေ', 'ရွှေ', 'ပလက်တီနမ်', 'စိန်', 'သရဖူ'],
    support: 'ဦးစားပေး ဖောက်သည်ဝန်ဆောင်မှု',
    manager: 'ကိုယ်ပိုင် အကောင့်မန်နေဂျာ',
    title: 'VIP ကလပ်',
    content: 'သင့်ငွေသွင်းမှုနှင့် မှန်ကန်သော လောင်းကြေးများဖြင့် VIP အဆင့်တက်ပါ။ အဆင့်သစ်တိုင်းတွင် အဆင့်တက်ဆုကြေးတစ်ကြိမ် ရပြီး အဆင့်မြင့်များတွင် အပတ်စဉ်နှင့် လစဉ်ဆုကြေး ရသည်။',
  },
  ES: {
    names: ['Miembro', 'Bronce', 'Plata', 'Oro', 'Platino', 'Diamante', 'Corona'],
    support: 'Atención al cliente prioritaria',
    manager: 'Un gestor de cuenta personal',
    title: 'Club VIP',
    content:
      'Sube en la escala VIP con tus depósitos y apuestas válidas. Cada nivel nuevo paga una vez un bono de ascenso, y los niveles altos pagan bonos semanales y mensuales.',
  },
  ID: {
    names: ['Anggota', 'Perunggu', 'Perak', 'Emas', 'Platinum', 'Berlian', 'Mahkota'],
    support: 'Layanan pelanggan prioritas',
    manager: 'Manajer akun pribadi',
    title: 'Klub VIP',
    content:
      'Naikkan level VIP dengan deposit dan taruhan sah Anda. Setiap level baru membayar bonus naik level sekali, dan level yang lebih tinggi membayar bonus mingguan dan bulanan.',
  },
  KM: {
    names: ['សមាជិក', 'សំរិទ្ធ', 'ប្រាក់', 'មាស', 'ផ្លាទីន', 'ពេជ្រ', 'មកុដ'],
    support: 'សេវាអតិថិជនអាទិភាព',
    manager: 'អ្នកគ្រប់គ្រងគណនីផ្ទាល់ខ្លួន',
    title: 'ក្លឹប VIP',
    content: 'ឡើងកម្រិត VIP ដោយការដាក់ប្រាក់ និងការភ្នាល់ត្រឹមត្រូវរបស់អ្នក។ កម្រិតថ្មីនីមួយៗផ្តល់ប្រាក់រង្វាន់ឡើងកម្រិតម្តង ហើយកម្រិតខ្ពស់ផ្តល់ប្រាក់រង្វាន់ប្រចាំសប្តាហ៍ និងប្រចាំខែ។',
  },
  KO: {
    names: ['회원', '브론즈', '실버', '골드', '플래티넘', '다이아몬드', '크라운'],
    support: '우선 고객 지원',
    manager: '전담 계정 매니저',
    title: 'VIP 클럽',
    content: '입금과 유효 베팅으로 VIP 등급을 올리세요. 새 등급마다 승급 보너스를 한 번 드리며, 높은 등급에는 주간 및 월간 보너스가 있습니다.',
  },
  MS: {
    names: ['Ahli', 'Gangsa', 'Perak', 'Emas', 'Platinum', 'Berlian', 'Mahkota'],
    support: 'Khidmat pelanggan keutamaan',
    manager: 'Pengurus akaun peribadi',
    title: 'Kelab VIP',
    content:
      'Naik tahap VIP dengan deposit dan pertaruhan sah anda. Setiap tahap baharu membayar bonus naik taraf sekali, dan tahap lebih tinggi membayar bonus mingguan dan bulanan.',
  },
  PT: {
    names: ['Membro', 'Bronze', 'Prata', 'Ouro', 'Platina', 'Diamante', 'Coroa'],
    support: 'Atendimento prioritário',
    manager: 'Um gerente de conta pessoal',
    title: 'Clube VIP',
    content:
      'Suba na escada VIP com seus depósitos e apostas válidas. Cada novo nível paga uma vez um bônus de promoção, e os níveis mais altos pagam bônus semanais e mensais.',
  },
  TA: {
    names: ['உறுப்பினர்', 'வெண்கலம்', 'வெள்ளி', 'தங்கம்', 'பிளாட்டினம்', 'வைரம்', 'கிரீடம்'],
    support: 'முன்னுரிமை வாடிக்கையாளர் சேவை',
    manager: 'தனிப்பட்ட கணக்கு மேலாளர்',
    title: 'VIP கிளப்',
    content:
      'உங்கள் வைப்புகள் மற்றும் செல்லுபடியான பந்தயங்களால் VIP நிலையை உயர்த்துங்கள். ஒவ்வொரு புதிய நிலையும் ஒருமுறை மேம்பாட்டு போனஸ் தரும், உயர் நிலைகள் வாராந்திர மற்றும் மாதாந்திர போனஸ் தரும்.',
  },
  TY: {
    names: ['Miyembro', 'Tanso', 'Pilak', 'Ginto', 'Platinum', 'Diyamante', 'Korona'],
    support: 'Prayoridad na serbisyo sa customer',
    manager: 'Sariling account manager',
    title: 'VIP club',
    content:
      'Umakyat sa VIP gamit ang iyong mga deposito at wastong taya. Bawat bagong antas ay nagbibigay ng upgrade bonus nang isang beses, at ang mas matataas na antas ay may lingguhan at buwanang bonus.',
  },
  UR: {
    names: ['رکن', 'کانسی', 'چاندی', 'سونا', 'پلاٹینم', 'ہیرا', 'تاج'],
    support: 'ترجیحی کسٹمر سروس',
    manager: 'ذاتی اکاؤنٹ مینیجر',
    title: 'VIP کلب',
    content: 'اپنی جمع رقوم اور درست شرطوں سے VIP درجہ بڑھائیں۔ ہر نیا درجہ ایک بار ترقی بونس دیتا ہے، اور اونچے درجے ہفتہ وار اور ماہانہ بونس دیتے ہیں۔',
  },
  TR: {
    names: ['Üye', 'Bronz', 'Gümüş', 'Altın', 'Platin', 'Elmas', 'Taç'],
    support: 'Öncelikli müşteri hizmetleri',
    manager: 'Kişisel hesap yöneticisi',
    title: 'VIP kulübü',
    content:
      'Yatırımlarınız ve geçerli bahislerinizle VIP seviyenizi yükseltin. Her yeni seviye bir kez yükseltme bonusu öder; üst seviyeler haftalık ve aylık bonus öder.',
  },
  BN: {
    names: ['সদস্য', 'ব্রোঞ্জ', 'রুপা', 'সোনা', 'প্লাটিনাম', 'হীরা', 'মুকুট'],
    support: 'অগ্রাধিকার গ্রাহক সেবা',
    manager: 'একজন ব্যক্তিগত অ্যাকাউন্ট ম্যানেজার',
    title: 'VIP ক্লাব',
    content: 'আপনার জমা ও বৈধ বাজি দিয়ে VIP স্তরে উঠুন। প্রতিটি নতুন স্তর একবার আপগ্রেড বোনাস দেয়, এবং উচ্চ স্তরগুলো সাপ্তাহিক ও মাসিক বোনাস দেয়।',
  },
  AR: {
    names: ['عضو', 'برونزي', 'فضي', 'ذهبي', 'بلاتيني', 'ماسي', 'التاج'],
    support: 'خدمة عملاء ذات أولوية',
    manager: 'مدير حساب شخصي',
    title: 'نادي VIP',
    content: 'ارتقِ في مستويات VIP بإيداعاتك ورهاناتك الصالحة. كل مستوى جديد يمنح مكافأة ترقية مرة واحدة، والمستويات الأعلى تمنح مكافآت أسبوعية وشهرية.',
  },
  FA: {
    names: ['عضو', 'برنز', 'نقره', 'طلا', 'پلاتین', 'الماس', 'تاج'],
    support: 'پشتیبانی مشتری با اولویت',
    manager: 'مدیر حساب شخصی',
    title: 'باشگاه VIP',
    content: 'با واریزها و شرط‌های معتبر خود سطح VIP را بالا ببرید. هر سطح جدید یک بار پاداش ارتقا می‌دهد و سطوح بالاتر پاداش هفتگی و ماهانه دارند.',
  },
  RU: {
    names: ['Участник', 'Бронза', 'Серебро', 'Золото', 'Платина', 'Бриллиант', 'Корона'],
    support: 'Приоритетная поддержка',
    manager: 'Личный менеджер',
    title: 'VIP-клуб',
    content:
      'Поднимайтесь по уровням VIP за счёт депозитов и действительных ставок. Каждый новый уровень один раз приносит бонус за повышение, а высокие уровни — еженедельные и ежемесячные бонусы.',
  },
  KK: {
    names: ['Мүше', 'Қола', 'Күміс', 'Алтын', 'Платина', 'Гауһар', 'Тәж'],
    support: 'Басым тұтынушыларға қызмет',
    manager: 'Жеке есептік жазба менеджері',
    title: 'VIP клубы',
    content:
      'Депозиттер мен жарамды бәстер арқылы VIP деңгейіңізді көтеріңіз. Әр жаңа деңгей бір рет көтерілу бонусын береді, ал жоғары деңгейлер апталық және айлық бонус береді.',
  },
  UZ: {
    names: ['Aʼzo', 'Bronza', 'Kumush', 'Oltin', 'Platina', 'Olmos', 'Toj'],
    support: 'Ustuvor mijozlarga xizmat',
    manager: 'Shaxsiy hisob menejeri',
    title: 'VIP klub',
    content:
      'Depozitlar va haqiqiy tikishlaringiz bilan VIP darajangizni oshiring. Har bir yangi daraja bir marta koʻtarilish bonusini beradi, yuqori darajalar esa haftalik va oylik bonus beradi.',
  },
  LO: {
    names: ['ສະມາຊິກ', 'ທອງແດງ', 'ເງິນ', 'ຄຳ', 'ແພລທິນຳ', 'ເພັດ', 'ມົງກຸດ'],
    support: 'ບໍລິການລູກຄ້າແບບບູລິມະສິດ',
    manager: 'ຜູ້ຈັດການບັນຊີສ່ວນຕົວ',
    title: 'ສະໂມສອນ VIP',
    content: 'ເລື່ອນລະດັບ VIP ດ້ວຍເງິນຝາກ ແລະ ການເດີມພັນທີ່ຖືກຕ້ອງຂອງທ່ານ. ທຸກລະດັບໃໝ່ຈ່າຍໂບນັດເລື່ອນຂັ້ນຄັ້ງດຽວ, ແລະ ລະດັບທີ່ສູງກວ່າຈ່າຍໂບນັດລາຍອາທິດ ແລະ ລາຍເດືອນ.',
  },
  NE: {
    names: ['सदस्य', 'काँसा', 'चाँदी', 'सुन', 'प्लेटिनम', 'हीरा', 'मुकुट'],
    support: 'प्राथमिकता ग्राहक सेवा',
    manager: 'व्यक्तिगत खाता प्रबन्धक',
    title: 'VIP क्लब',
    content: 'तपाईंको जम्मा र मान्य बाजीबाट VIP तह बढाउनुहोस्। हरेक नयाँ तहले एक पटक अपग्रेड बोनस दिन्छ, र माथिल्ला तहले साप्ताहिक र मासिक बोनस दिन्छन्।',
  },
  FR: {
    names: ['Membre', 'Bronze', 'Argent', 'Or', 'Platine', 'Diamant', 'Couronne'],
    support: 'Service client prioritaire',
    manager: 'Un gestionnaire de compte personnel',
    title: 'Club VIP',
    content:
      'Montez dans l’échelle VIP grâce à vos dépôts et paris valides. Chaque nouveau niveau verse une fois un bonus de passage, et les niveaux élevés versent des bonus hebdomadaires et mensuels.',
  },
  DE: {
    names: ['Mitglied', 'Bronze', 'Silber', 'Gold', 'Platin', 'Diamant', 'Krone'],
    support: 'Bevorzugter Kundenservice',
    manager: 'Ein persönlicher Kundenbetreuer',
    title: 'VIP-Club',
    content:
      'Steigen Sie mit Ihren Einzahlungen und gültigen Einsätzen im VIP-Programm auf. Jede neue Stufe zahlt einmal einen Aufstiegsbonus, höhere Stufen zahlen wöchentliche und monatliche Boni.',
  },
  IT: {
    names: ['Membro', 'Bronzo', 'Argento', 'Oro', 'Platino', 'Diamante', 'Corona'],
    support: 'Assistenza clienti prioritaria',
    manager: 'Un account manager personale',
    title: 'Club VIP',
    content:
      'Sali nei livelli VIP con i tuoi depositi e le puntate valide. Ogni nuovo livello paga una volta un bonus di avanzamento, e i livelli più alti pagano bonus settimanali e mensili.',
  },
  PL: {
    names: ['Członek', 'Brąz', 'Srebro', 'Złoto', 'Platyna', 'Diament', 'Korona'],
    support: 'Priorytetowa obsługa klienta',
    manager: 'Osobisty opiekun konta',
    title: 'Klub VIP',
    content:
      'Awansuj w programie VIP dzięki wpłatom i ważnym zakładom. Każdy nowy poziom raz wypłaca bonus za awans, a wyższe poziomy wypłacają bonusy tygodniowe i miesięczne.',
  },
  NL: {
    names: ['Lid', 'Brons', 'Zilver', 'Goud', 'Platina', 'Diamant', 'Kroon'],
    support: 'Klantenservice met voorrang',
    manager: 'Een persoonlijke accountmanager',
    title: 'VIP-club',
    content:
      'Klim op in het VIP-programma met je stortingen en geldige inzetten. Elk nieuw niveau betaalt eenmaal een promotiebonus, en hogere niveaus betalen wekelijkse en maandelijkse bonussen.',
  },
  SI: {
    names: ['සාමාජික', 'ලෝකඩ', 'රිදී', 'රන්', 'ප්ලැටිනම්', 'දියමන්ති', 'ඔටුන්න'],
    support: 'ප්‍රමුඛතා පාරිභෝගික සේවය',
    manager: 'පුද්ගලික ගිණුම් කළමනාකරු',
    title: 'VIP සමාජය',
    content: 'ඔබේ තැන්පතු සහ වලංගු ඔට්ටු මගින් VIP මට්ටම ඉහළ නංවන්න. සෑම නව මට්ටමක්ම වරක් උසස්වීම් ප්‍රසාද දීමනාවක් ගෙවන අතර ඉහළ මට්ටම් සතිපතා සහ මාසික ප්‍රසාද ගෙවයි.',
  },
  TE: {
    names: ['సభ్యుడు', 'కాంస్యం', 'వెండి', 'బంగారం', 'ప్లాటినం', 'వజ్రం', 'కిరీటం'],
    support: 'ప్రాధాన్య కస్టమర్ సేవ',
    manager: 'వ్యక్తిగత ఖాతా మేనేజర్',
    title: 'VIP క్లబ్',
    content: 'మీ డిపాజిట్లు మరియు చెల్లుబాటు అయ్యే పందేలతో VIP స్థాయిని పెంచుకోండి. ప్రతి కొత్త స్థాయి ఒకసారి అప్‌గ్రేడ్ బోనస్ ఇస్తుంది, ఉన్నత స్థాయిలు వారపు మరియు నెలవారీ బోనస్‌లు ఇస్తాయి.',
  },
  MR: {
    names: ['सदस्य', 'कांस्य', 'चांदी', 'सोने', 'प्लॅटिनम', 'हिरा', 'मुकुट'],
    support: 'प्राधान्य ग्राहक सेवा',
    manager: 'वैयक्तिक खाते व्यवस्थापक',
    title: 'VIP क्लब',
    content: 'तुमच्या ठेवी आणि वैध पैजांनी VIP स्तर वाढवा. प्रत्येक नवीन स्तर एकदा बढती बोनस देतो, आणि उच्च स्तर साप्ताहिक व मासिक बोनस देतात.',
  },
};
