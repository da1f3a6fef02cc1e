import type { LanguageCode } from '@gp/contracts';

type Words = { title: string; description: string };

/** The seeded missions' words in every language: the paying promotion, four missions and two boards, in seed order. */
export const missionsSeedText: Record<LanguageCode, { promotion: { title: string; content: string }; missions: Words[]; boards: Words[] }> = {
  EN: {
    promotion: { title: 'Missions', content: 'Rewards for daily and weekly missions: finish a mission, then claim its reward.' },
    missions: [
      { title: 'Play 10 rounds', description: 'Play 10 rounds of any game today.' },
      { title: 'Deposit and play', description: 'Deposit at least 100.00 and place 200.00 in valid bets today.' },
      { title: 'Three days in a row', description: 'Log in on three days in a row this week.' },
      { title: 'Bring a friend', description: 'Invite a friend who makes a deposit this week.' },
    ],
    boards: [
      { title: 'Weekly top bettors', description: 'The most valid bets this week win prizes.' },
      { title: 'Biggest win of the day', description: 'The biggest single win today wins a prize.' },
    ],
  },
  CN: {
    promotion: { title: '任务', content: '每日和每周任务奖励：完成任务后领取奖励。' },
    missions: [
      { title: '玩10局', description: '今天玩任意游戏10局。' },
      { title: '存款并游戏', description: '今天存款至少100.00，并有效投注200.00。' },
      { title: '连续三天', description: '本周连续三天登录。' },
      { title: '邀请好友', description: '本周邀请一位完成存款的好友。' },
    ],
    boards: [
      { title: '每周投注榜', description: '本周有效投注最多者赢得奖品。' },
      { title: '今日最大赢奖', description: '今天单次最大赢奖者赢得奖品。' },
    ],
  },
  TW: {
    promotion: { title: '任務', content: '每日與每週任務獎勵：完成任務後領取獎勵。' },
    missions: [
      { title: '玩10局', description: '今天玩任意遊戲10局。' },
      { title: '存款並遊戲', description: '今天存款至少100.00，並有效投注200.00。' },
      { title: '連續三天', description: '本週連續三天登入。' },
      { title: '邀請好友', description: '本週邀請一位完成存款的好友。' },
    ],
    boards: [
      { title: '每週投注榜', description: '本週有效投注最多者贏得獎品。' },
      { title: '今日最大贏獎', description: '今天單次最大贏獎者贏得獎品。' },
    ],
  },
  HI: {
    promotion: { title: 'मिशन', content: 'दैनिक और साप्ताहिक मिशनों के इनाम: मिशन पूरा करें, फिर इनाम लें।' },
    missions: [
      { title: '10 राउंड खेलें', description: 'आज किसी भी गेम के 10 राउंड खेलें।' },
      { title: 'जमा करें और खेलें', description: 'आज कम से कम 100.00 जमा करें और 200.00 की वैध बेट लगाएँ।' },
      { title: 'लगातार तीन दिन', description: 'इस सप्ताह लगातार तीन दिन लॉग इन करें।' },
      { title: 'दोस्त को लाएँ', description: 'इस सप्ताह ऐसे दोस्त को आमंत्रित करें जो जमा करे।' },
    ],
    boards: [
      { title: 'साप्ताहिक शीर्ष बेटर', description: 'इस सप्ताह सबसे अधिक वैध बेट लगाने वाले इनाम जीतते हैं।' },
      { title: 'आज की सबसे बड़ी जीत', description: 'आज की सबसे बड़ी एकल जीत इनाम जीतती है।' },
    ],
  },
  JA: {
    promotion: { title: 'ミッション', content: 'デイリー・ウィークリーミッションの報酬：ミッションを達成して報酬を受け取りましょう。' },
    missions: [
      { title: '10ラウンドプレイ', description: '今日、任意のゲームを10ラウンドプレイしましょう。' },
      { title: '入金してプレイ', description: '今日100.00以上を入金し、有効ベット200.00を達成しましょう。' },
      { title: '3日連続', description: '今週3日連続でログインしましょう。' },
      { title: '友達を招待', description: '今週入金する友達を招待しましょう。' },
    ],
    boards: [
      { title: '週間ベットランキング', description: '今週の有効ベットが多い上位者に賞品。' },
      { title: '今日の最大勝利', description: '今日の1回の最大勝利に賞品。' },
    ],
  },
  TH: {
    promotion: { title: 'ภารกิจ', content: 'รางวัลภารกิจรายวันและรายสัปดาห์: ทำภารกิจให้สำเร็จ แล้วรับรางวัล' },
    missions: [
      { title: 'เล่น 10 รอบ', description: 'เล่นเกมใดก็ได้ 10 รอบวันนี้' },
      { title: 'ฝากและเล่น', description: 'ฝากอย่างน้อย 100.00 และเดิมพันที่ถูกต้อง 200.00 วันนี้' },
      { title: 'สามวันติดต่อกัน', description: 'เข้าสู่ระบบสามวันติดต่อกันในสัปดาห์นี้' },
      { title: 'ชวนเพื่อน', description: 'ชวนเพื่อนที่ฝากเงินในสัปดาห์นี้' },
    ],
    boards: [
      { title: 'อันดับเดิมพันประจำสัปดาห์', description: 'ผู้ที่มียอดเดิมพันที่ถูกต้องสูงสุดในสัปดาห์นี้ได้รับรางวัล' },
      { title: 'ชนะใหญ่ที่สุดของวัน', description: 'การชนะครั้งเดียวที่ใหญ่ที่สุดวันนี้ได้รับรางวัล' },
    ],
  },
  VI: {
    promotion: { title: 'Nhiệm vụ', content: 'Phần thưởng nhiệm vụ hằng ngày và hằng tuần: hoàn thành nhiệm vụ rồi nhận thưởng.' },
    missions: [
      { title: 'Chơi 10 ván', description: 'Chơi 10 ván bất kỳ trò chơi nào hôm nay.' },
      { title: 'Nạp và chơi', description: 'Nạp ít nhất 100.00 và cược hợp lệ 200.00 hôm nay.' },
      { title: 'Ba ngày liên tiếp', description: 'Đăng nhập ba ngày liên tiếp trong tuần này.' },
      { title: 'Mời bạn bè', description: 'Mời một người bạn nạp tiền trong tuần này.' },
    ],
    boards: [
      { title: 'Bảng cược hàng tuần', description: 'Người có cược hợp lệ cao nhất tuần này nhận giải.' },
      { title: 'Thắng lớn nhất trong ngày', description: 'Lần thắng lớn nhất hôm nay nhận giải.' },
    ],
  },
  MY: {
    promotion: { title: 'မစ်ရှင်များ', content: 'နေ့စဉ်နှင့် အပတ်စဉ် မစ်ရှင်ဆုများ- မစ်ရှင်ပြီးဆုံးပြီး ဆုကိုယူပါ။' },
    missions: [
      { title: '၁၀ ပွဲ ကစားပါ', description: 'ယနေ့ မည်သည့်ဂိမ်းမဆို ၁၀ ပွဲ ကစားပါ။' },
      { title: 'ငွေသွင်းပြီး ကစားပါ', description: 'ယနေ့ အနည်းဆုံး 100.00 သွင်းပြီး 200.00 တရားဝင်လောင်းကြေး ထည့်ပါ။' },
      { title: 'သုံးရက်ဆက်တိုက်', description: 'ဤအပတ်တွင် သုံးရက်ဆက်တိုက် ဝင်ရောက်ပါ။' },
      { title: 'သူငယ်ချင်းခေါ်ပါ', description: 'ဤအပတ်တွင် ငွေသွင်းသော သူငယ်ချင်းကို ဖိတ်ခေါ်ပါ။' },
    ],
    boards: [
      { title: 'အပတ်စဉ် ထိပ်တန်းလောင်းကစားသူများ', description: 'ဤအပတ် တရားဝင်လောင်းကြေး အများဆုံးသူများ ဆုရမည်။' },
      { title: 'ယနေ့ အကြီးဆုံးအနိုင်', description: 'ယနေ့ တစ်ကြိမ်တည်း အကြီးဆုံးအနိုင် ဆုရမည်။' },
    ],
  },
  ES: {
    promotion: { title: 'Misiones', content: 'Recompensas de misiones diarias y semanales: completa una misión y reclama su recompensa.' },
    missions: [
      { title: 'Juega 10 rondas', description: 'Juega hoy 10 rondas de cualquier juego.' },
      { title: 'Deposita y juega', description: 'Deposita al menos 100.00 y realiza 200.00 en apuestas válidas hoy.' },
      { title: 'Tres días seguidos', description: 'Inicia sesión tres días seguidos esta semana.' },
      { title: 'Trae a un amigo', description: 'Invita a un amigo que haga un depósito esta semana.' },
    ],
    boards: [
      { title: 'Mejores apostadores de la semana', description: 'Quienes más apuestas válidas hagan esta semana ganan premios.' },
      { title: 'Mayor ganancia del día', description: 'La mayor ganancia individual de hoy gana un premio.' },
    ],
  },
  ID: {
    promotion: { title: 'Misi', content: 'Hadiah misi harian dan mingguan: selesaikan misi, lalu klaim hadiahnya.' },
    missions: [
      { title: 'Main 10 ronde', description: 'Mainkan 10 ronde permainan apa pun hari ini.' },
      { title: 'Deposit dan main', description: 'Deposit minimal 100.00 dan pasang taruhan sah 200.00 hari ini.' },
      { title: 'Tiga hari berturut-turut', description: 'Masuk tiga hari berturut-turut minggu ini.' },
      { title: 'Ajak teman', description: 'Undang teman yang melakukan deposit minggu ini.' },
    ],
    boards: [
      { title: 'Petaruh teratas mingguan', description: 'Taruhan sah terbanyak minggu ini memenangkan hadiah.' },
      { title: 'Kemenangan terbesar hari ini', description: 'Kemenangan tunggal terbesar hari ini memenangkan hadiah.' },
    ],
  },
  KM: {
    promotion: { title: 'បេសកកម្ម', content: 'រង្វាន់បេសកកម្មប្រចាំថ្ងៃ និងប្រចាំសប្តាហ៍៖ បញ្ចប់បេសកកម្ម រួចទាមទាររង្វាន់។' },
    missions: [
      { title: 'លេង ១០ ជុំ', description: 'លេងហ្គេមណាមួយ ១០ ជុំនៅថ្ងៃនេះ។' },
      { title: 'ដាក់ប្រាក់ ហើយលេង', description: 'ដាក់ប្រាក់យ៉ាងហោចណាស់ 100.00 និងភ្នាល់ត្រឹមត្រូវ 200.00 នៅថ្ងៃនេះ។' },
      { title: 'បីថ្ងៃជាប់គ្នា', description: 'ចូលគណនីបីថ្ងៃជាប់គ្នានៅសប្តាហ៍នេះ។' },
      { title: 'នាំមិត្តភក្តិ', description: 'អញ្ជើញមិត្តភក្តិដែលដាក់ប្រាក់នៅសប្តាហ៍នេះ។' },
    ],
    boards: [
      { title: 'អ្នកភ្នាល់កំពូលប្រចាំសប្តាហ៍', description: 'អ្នកភ្នាល់ត្រឹមត្រូវច្រើនបំផុតនៅសប្តាហ៍នេះឈ្នះរង្វាន់។' },
      { title: 'ការឈ្នះធំបំផុតប្រចាំថ្ងៃ', description: 'ការឈ្នះតែមួយធំបំផុតនៅថ្ងៃនេះឈ្នះរង្វាន់។' },
    ],
  },
  KO: {
    promotion: { title: '미션', content: '일일 및 주간 미션 보상: 미션을 완료한 후 보상을 받으세요.' },
    missions: [
      { title: '10라운드 플레이', description: '오늘 아무 게임이나 10라운드 플레이하세요.' },
      { title: '입금 후 플레이', description: '오늘 100.00 이상 입금하고 유효 베팅 200.00을 달성하세요.' },
      { title: '3일 연속', description: '이번 주 3일 연속 로그인하세요.' },
      { title: '친구 초대', description: '이번 주에 입금하는 친구를 초대하세요.' },
    ],
    boards: [
      { title: '주간 베팅 순위', description: '이번 주 유효 베팅이 가장 많은 분께 상품을 드립니다.' },
      { title: '오늘의 최대 당첨', description: '오늘 단일 최대 당첨에 상품을 드립니다.' },
    ],
  },
  MS: {
    promotion: { title: 'Misi', content: 'Ganjaran misi harian dan mingguan: selesaikan misi, kemudian tuntut ganjarannya.' },
    missions: [
      { title: 'Main 10 pusingan', description: 'Main 10 pusingan mana-mana permainan hari ini.' },
      { title: 'Deposit dan main', description: 'Deposit sekurang-kurangnya 100.00 dan buat pertaruhan sah 200.00 hari ini.' },
      { title: 'Tiga hari berturut-turut', description: 'Log masuk tiga hari berturut-turut minggu ini.' },
      { title: 'Bawa rakan', description: 'Jemput rakan yang membuat deposit minggu ini.' },
    ],
    boards: [
      { title: 'Pertaruhan teratas mingguan', description: 'Pertaruhan sah terbanyak minggu ini memenangi hadiah.' },
      { title: 'Kemenangan terbesar hari ini', description: 'Kemenangan tunggal terbesar hari ini memenangi hadiah.' },
    ],
  },
  PT: {
    promotion: { title: 'Missões', content: 'Recompensas de missões diárias e semanais: conclua uma missão e resgate a recompensa.' },
    missions: [
      { title: 'Jogue 10 rodadas', description: 'Jogue hoje 10 rodadas de qualquer jogo.' },
      { title: 'Deposite e jogue', description: 'Deposite pelo menos 100.00 e faça 200.00 em apostas válidas hoje.' },
      { title: 'Três dias seguidos', description: 'Entre três dias seguidos nesta semana.' },
      { title: 'Traga um amigo', description: 'Convide um amigo que faça um depósito nesta semana.' },
    ],
    boards: [
      { title: 'Maiores apostadores da semana', description: 'Quem mais fizer apostas válidas nesta semana ganha prêmios.' },
      { title: 'Maior ganho do dia', description: 'O maior ganho individual de hoje ganha um prêmio.' },
    ],
  },
  TA: {
    promotion: { title: 'பணிகள்', content: 'தினசரி மற்றும் வாராந்திர பணிகளுக்கான வெகுமதிகள்: பணியை முடித்து, வெகுமதியைப் பெறுங்கள்.' },
    missions: [
      { title: '10 சுற்றுகள் விளையாடுங்கள்', description: 'இன்று எந்த விளையாட்டிலும் 10 சுற்றுகள் விளையாடுங்கள்.' },
      { title: 'டெபாசிட் செய்து விளையாடுங்கள்', description: 'இன்று குறைந்தது 100.00 டெபாசிட் செய்து 200.00 செல்லுபடியான பந்தயம் வையுங்கள்.' },
      { title: 'தொடர்ந்து மூன்று நாட்கள்', description: 'இந்த வாரம் தொடர்ந்து மூன்று நாட்கள் உள்நுழையுங்கள்.' },
      { title: 'நண்பரை அழையுங்கள்', description: 'இந்த வாரம் டெபாசிட் செய்யும் நண்பரை அழையுங்கள்.' },
    ],
    boards: [
      { title: 'வாராந்திர முன்னணி பந்தயதாரர்கள்', description: 'இந்த வாரம் அதிக செல்லுபடியான பந்தயம் வைத்தவர்கள் பரிசு வெல்வார்கள்.' },
      { title: 'இன்றைய மிகப்பெரிய வெற்றி', description: 'இன்றைய மிகப்பெரிய ஒற்றை வெற்றி பரிசு வெல்லும்.' },
    ],
  },
  TY: {
    promotion: { title: 'Mga misyon', content: 'Gantimpala sa araw-araw at lingguhang misyon: tapusin ang misyon, saka kunin ang gantimpala.' },
    missions: [
      { title: 'Maglaro ng 10 round', description: 'Maglaro ng 10 round ng kahit anong laro ngayon.' },
      { title: 'Mag-deposito at maglaro', description: 'Mag-deposito ng hindi bababa sa 100.00 at tumaya ng 200.00 na wastong taya ngayon.' },
      { title: 'Tatlong sunod na araw', description: 'Mag-log in nang tatlong sunod na araw ngayong linggo.' },
      { title: 'Magdala ng kaibigan', description: 'Mag-imbita ng kaibigang magdedeposito ngayong linggo.' },
    ],
    boards: [
      { title: 'Nangungunang taya ng linggo', description: 'Ang may pinakamaraming wastong taya ngayong linggo ay mananalo ng premyo.' },
      { title: 'Pinakamalaking panalo ngayong araw', description: 'Ang pinakamalaking iisang panalo ngayon ay mananalo ng premyo.' },
    ],
  },
  UR: {
    promotion: { title: 'مشن', content: 'روزانہ اور ہفتہ وار مشن کے انعامات: مشن مکمل کریں، پھر انعام حاصل کریں۔' },
    missions: [
      { title: '10 راؤنڈ کھیلیں', description: 'آج کسی بھی گیم کے 10 راؤنڈ کھیلیں۔' },
      { title: 'جمع کریں اور کھیلیں', description: 'آج کم از کم 100.00 جمع کریں اور 200.00 کی درست شرط لگائیں۔' },
      { title: 'لگاتار تین دن', description: 'اس ہفتے لگاتار تین دن لاگ ان کریں۔' },
      { title: 'دوست کو لائیں', description: 'اس ہفتے ایسے دوست کو مدعو کریں جو رقم جمع کرے۔' },
    ],
    boards: [
      { title: 'ہفتے کے سرفہرست شرط لگانے والے', description: 'اس ہفتے سب سے زیادہ درست شرطیں لگانے والے انعام جیتتے ہیں۔' },
      { title: 'آج کی سب سے بڑی جیت', description: 'آج کی سب سے بڑی واحد جیت انعام جیتتی ہے۔' },
    ],
  },
  TR: {
    promotion: { title: 'Görevler', content: 'Günlük ve haftalık görev ödülleri: görevi tamamlayın, ardından ödülü alın.' },
    missions: [
      { title: '10 tur oyna', description: 'Bugün herhangi bir oyundan 10 tur oyna.' },
      { title: 'Yatır ve oyna', description: 'Bugün en az 100.00 yatır ve 200.00 geçerli bahis yap.' },
      { title: 'Üst üste üç gün', description: 'Bu hafta üst üste üç gün giriş yap.' },
      { title: 'Arkadaşını getir', description: 'Bu hafta para yatıran bir arkadaşını davet et.' },
    ],
    boards: [
      { title: 'Haftanın en çok bahis yapanları', description: 'Bu hafta en çok geçerli bahis yapanlar ödül kazanır.' },
      { title: 'Günün en büyük kazancı', description: 'Bugünün en büyük tekil kazancı ödül kazanır.' },
    ],
  },
  BN: {
    promotion: { title: 'মিশন', content: 'দৈনিক ও সাপ্তাহিক মিশনের পুরস্কার: মিশন শেষ করুন, তারপর পুরস্কার নিন।' },
    missions: [
      { title: '১০ রাউন্ড খেলুন', description: 'আজ যেকোনো গেমের ১০ রাউন্ড খেলুন।' },
      { title: 'জমা দিন ও খেলুন', description: 'আজ কমপক্ষে 100.00 জমা দিন এবং 200.00 বৈধ বাজি ধরুন।' },
      { title: 'টানা তিন দিন', description: 'এই সপ্তাহে টানা তিন দিন লগ ইন করুন।' },
      { title: 'বন্ধু আনুন', description: 'এই সপ্তাহে জমা দেয় এমন একজন বন্ধুকে আমন্ত্রণ জানান।' },
    ],
    boards: [
      { title: 'সাপ্তাহিক শীর্ষ বাজিকর', description: 'এই সপ্তাহে সবচেয়ে বেশি বৈধ বাজি ধরা খেলোয়াড়রা পুরস্কার জেতেন।' },
      { title: 'আজকের সবচেয়ে বড় জয়', description: 'আজকের সবচেয়ে বড় একক জয় পুরস্কার জেতে।' },
    ],
  },
  AR: {
    promotion: { title: 'المهام', content: 'مكافآت المهام اليومية والأسبوعية: أكمل المهمة ثم اطلب مكافأتها.' },
    missions: [
      { title: 'العب 10 جولات', description: 'العب اليوم 10 جولات من أي لعبة.' },
      { title: 'أودِع والعب', description: 'أودِع 100.00 على الأقل وراهن رهانات صالحة بقيمة 200.00 اليوم.' },
      { title: 'ثلاثة أيام متتالية', description: 'سجّل الدخول ثلاثة أيام متتالية هذا الأسبوع.' },
      { title: 'أحضر صديقًا', description: 'ادعُ صديقًا يقوم بإيداع هذا الأسبوع.' },
    ],
    boards: [
      { title: 'أعلى المراهنين أسبوعيًا', description: 'أصحاب أكبر رهانات صالحة هذا الأسبوع يفوزون بجوائز.' },
      { title: 'أكبر فوز اليوم', description: 'أكبر فوز منفرد اليوم يفوز بجائزة.' },
    ],
  },
  FA: {
    promotion: { title: 'مأموریت‌ها', content: 'جوایز مأموریت‌های روزانه و هفتگی: مأموریت را کامل کنید، سپس جایزه را بگیرید.' },
    missions: [
      { title: '۱۰ دور بازی کنید', description: 'امروز ۱۰ دور از هر بازی‌ای بازی کنید.' },
      { title: 'واریز کنید و بازی کنید', description: 'امروز دست‌کم 100.00 واریز کنید و 200.00 شرط معتبر ببندید.' },
      { title: 'سه روز پشت سر هم', description: 'این هفته سه روز پشت سر هم وارد شوید.' },
      { title: 'دوست بیاورید', description: 'این هفته دوستی را دعوت کنید که واریز کند.' },
    ],
    boards: [
      { title: 'برترین شرط‌بندان هفته', description: 'بیشترین شرط‌های معتبر این هفته جایزه می‌برند.' },
      { title: 'بزرگ‌ترین برد امروز', description: 'بزرگ‌ترین برد تکی امروز جایزه می‌برد.' },
    ],
  },
  RU: {
    promotion: { title: 'Миссии', content: 'Награды за ежедневные и еженедельные миссии: выполните миссию и получите награду.' },
    missions: [
      { title: 'Сыграйте 10 раундов', description: 'Сыграйте сегодня 10 раундов любой игры.' },
      { title: 'Пополните и играйте', description: 'Пополните счёт минимум на 100.00 и сделайте ставок на 200.00 сегодня.' },
      { title: 'Три дня подряд', description: 'Входите три дня подряд на этой неделе.' },
      { title: 'Приведите друга', description: 'Пригласите друга, который пополнит счёт на этой неделе.' },
    ],
    boards: [
      { title: 'Лучшие игроки недели', description: 'Больше всех действительных ставок за неделю — призы.' },
      { title: 'Крупнейший выигрыш дня', description: 'Самый крупный выигрыш за сегодня получает приз.' },
    ],
  },
  KK: {
    promotion: { title: 'Миссиялар', content: 'Күнделікті және апталық миссия сыйлықтары: миссияны орындап, сыйлықты алыңыз.' },
    missions: [
      { title: '10 раунд ойнаңыз', description: 'Бүгін кез келген ойыннан 10 раунд ойнаңыз.' },
      { title: 'Салып, ойнаңыз', description: 'Бүгін кемінде 100.00 салып, 200.00 жарамды бәс тігіңіз.' },
      { title: 'Қатарынан үш күн', description: 'Осы аптада қатарынан үш күн кіріңіз.' },
      { title: 'Досыңызды әкеліңіз', description: 'Осы аптада депозит салатын досыңызды шақырыңыз.' },
    ],
    boards: [
      { title: 'Аптаның үздік ойыншылары', description: 'Осы аптада ең көп жарамды бәс тіккендер жүлде алады.' },
      { title: 'Күннің ең үлкен ұтысы', description: 'Бүгінгі ең үлкен жалғыз ұтыс жүлде алады.' },
    ],
  },
  UZ: {
    promotion: { title: 'Missiyalar', content: 'Kunlik va haftalik missiya mukofotlari: missiyani bajaring, so‘ng mukofotni oling.' },
    missions: [
      { title: '10 raund o‘ynang', description: 'Bugun istalgan o‘yindan 10 raund o‘ynang.' },
      { title: 'Depozit qiling va o‘ynang', description: 'Bugun kamida 100.00 depozit qiling va 200.00 haqiqiy tikish qiling.' },
      { title: 'Ketma-ket uch kun', description: 'Bu hafta ketma-ket uch kun kiring.' },
      { title: 'Do‘stingizni olib keling', description: 'Bu hafta depozit qiladigan do‘stingizni taklif qiling.' },
    ],
    boards: [
      { title: 'Haftaning eng faol o‘yinchilari', description: 'Bu hafta eng ko‘p haqiqiy tikish qilganlar sovrin yutadi.' },
      { title: 'Kunning eng katta yutug‘i', description: 'Bugungi eng katta yakka yutuq sovrin oladi.' },
    ],
  },
  LO: {
    promotion: { title: 'ພາລະກິດ', content: 'ລາງວັນພາລະກິດປະຈຳວັນ ແລະ ປະຈຳອາທິດ: ເຮັດພາລະກິດໃຫ້ສຳເລັດ ແລ້ວຮັບລາງວັນ.' },
    missions: [
      { title: 'ຫຼິ້ນ 10 ຮອບ', description: 'ຫຼິ້ນເກມໃດກໍໄດ້ 10 ຮອບມື້ນີ້.' },
      { title: 'ຝາກ ແລະ ຫຼິ້ນ', description: 'ຝາກຢ່າງໜ້ອຍ 100.00 ແລະ ເດີມພັນທີ່ຖືກຕ້ອງ 200.00 ມື້ນີ້.' },
      { title: 'ສາມມື້ຕິດຕໍ່ກັນ', description: 'ເຂົ້າສູ່ລະບົບສາມມື້ຕິດຕໍ່ກັນໃນອາທິດນີ້.' },
      { title: 'ພາໝູ່ມາ', description: 'ເຊີນໝູ່ທີ່ຝາກເງິນໃນອາທິດນີ້.' },
    ],
    boards: [
      { title: 'ອັນດັບເດີມພັນປະຈຳອາທິດ', description: 'ຜູ້ທີ່ເດີມພັນຖືກຕ້ອງຫຼາຍທີ່ສຸດໃນອາທິດນີ້ໄດ້ຮັບລາງວັນ.' },
      { title: 'ການຊະນະໃຫຍ່ທີ່ສຸດຂອງມື້', description: 'ການຊະນະຄັ້ງດຽວທີ່ໃຫຍ່ທີ່ສຸດມື້ນີ້ໄດ້ຮັບລາງວັນ.' },
    ],
  },
  NE: {
    promotion: { title: 'मिसनहरू', content: 'दैनिक र साप्ताहिक मिसनका पुरस्कार: मिसन पूरा गर्नुहोस्, त्यसपछि पुरस्कार लिनुहोस्।' },
    missions: [
      { title: '१० राउन्ड खेल्नुहोस्', description: 'आज कुनै पनि खेलका १० राउन्ड खेल्नुहोस्।' },
      { title: 'जम्मा गर्नुहोस् र खेल्नुहोस्', description: 'आज कम्तीमा 100.00 जम्मा गर्नुहोस् र 200.00 मान्य बाजी लगाउनुहोस्।' },
      { title: 'लगातार तीन दिन', description: 'यो हप्ता लगातार तीन दिन लग इन गर्नुहोस्।' },
      { title: 'साथी ल्याउनुहोस्', description: 'यो हप्ता जम्मा गर्ने साथीलाई निम्तो दिनुहोस्।' },
    ],
    boards: [
      { title: 'साप्ताहिक शीर्ष बाजीकर्ता', description: 'यो हप्ता सबैभन्दा धेरै मान्य बाजी लगाउनेले पुरस्कार जित्छन्।' },
      { title: 'आजको सबैभन्दा ठूलो जित', description: 'आजको सबैभन्दा ठूलो एकल जितले पुरस्कार जित्छ।' },
    ],
  },
  FR: {
    promotion: { title: 'Missions', content: 'Récompenses des missions quotidiennes et hebdomadaires : terminez une mission, puis réclamez sa récompense.' },
    missions: [
      { title: 'Jouez 10 manches', description: "Jouez aujourd'hui 10 manches de n'importe quel jeu." },
      { title: 'Déposez et jouez', description: "Déposez au moins 100.00 et misez 200.00 en paris valides aujourd'hui." },
      { title: "Trois jours d'affilée", description: "Connectez-vous trois jours d'affilée cette semaine." },
      { title: 'Parrainez un ami', description: 'Invitez un ami qui fait un dépôt cette semaine.' },
    ],
    boards: [
      { title: 'Meilleurs parieurs de la semaine', description: 'Les plus gros parieurs valides de la semaine gagnent des prix.' },
      { title: 'Plus gros gain du jour', description: 'Le plus gros gain unique du jour remporte un prix.' },
    ],
  },
  DE: {
    promotion: { title: 'Missionen', content: 'Belohnungen für tägliche und wöchentliche Missionen: Mission abschließen, dann Belohnung abholen.' },
    missions: [
      { title: 'Spiele 10 Runden', description: 'Spiele heute 10 Runden eines beliebigen Spiels.' },
      { title: 'Einzahlen und spielen', description: 'Zahle heute mindestens 100.00 ein und platziere 200.00 gültige Einsätze.' },
      { title: 'Drei Tage in Folge', description: 'Melde dich diese Woche an drei Tagen in Folge an.' },
      { title: 'Bring einen Freund mit', description: 'Lade diese Woche einen Freund ein, der einzahlt.' },
    ],
    boards: [
      { title: 'Top-Spieler der Woche', description: 'Die meisten gültigen Einsätze dieser Woche gewinnen Preise.' },
      { title: 'Größter Gewinn des Tages', description: 'Der größte Einzelgewinn des Tages gewinnt einen Preis.' },
    ],
  },
  IT: {
    promotion: { title: 'Missioni', content: 'Ricompense delle missioni giornaliere e settimanali: completa una missione, poi richiedi la ricompensa.' },
    missions: [
      { title: 'Gioca 10 round', description: 'Gioca oggi 10 round di qualsiasi gioco.' },
      { title: 'Deposita e gioca', description: 'Deposita almeno 100.00 e piazza 200.00 in puntate valide oggi.' },
      { title: 'Tre giorni di fila', description: 'Accedi tre giorni di fila questa settimana.' },
      { title: 'Porta un amico', description: 'Invita un amico che effettua un deposito questa settimana.' },
    ],
    boards: [
      { title: 'Migliori scommettitori della settimana', description: 'Chi fa più puntate valide questa settimana vince premi.' },
      { title: 'Vincita più grande del giorno', description: 'La vincita singola più grande di oggi vince un premio.' },
    ],
  },
  PL: {
    promotion: { title: 'Misje', content: 'Nagrody za misje dzienne i tygodniowe: ukończ misję, a potem odbierz nagrodę.' },
    missions: [
      { title: 'Zagraj 10 rund', description: 'Zagraj dziś 10 rund dowolnej gry.' },
      { title: 'Wpłać i graj', description: 'Wpłać dziś co najmniej 100.00 i postaw 200.00 w ważnych zakładach.' },
      { title: 'Trzy dni z rzędu', description: 'Zaloguj się trzy dni z rzędu w tym tygodniu.' },
      { title: 'Przyprowadź znajomego', description: 'Zaproś znajomego, który dokona wpłaty w tym tygodniu.' },
    ],
    boards: [
      { title: 'Najlepsi gracze tygodnia', description: 'Najwięcej ważnych zakładów w tym tygodniu wygrywa nagrody.' },
      { title: 'Największa wygrana dnia', description: 'Największa pojedyncza wygrana dnia zdobywa nagrodę.' },
    ],
  },
  NL: {
    promotion: { title: 'Missies', content: 'Beloningen voor dagelijkse en wekelijkse missies: voltooi een missie en claim de beloning.' },
    missions: [
      { title: 'Speel 10 rondes', description: 'Speel vandaag 10 rondes van een willekeurig spel.' },
      { title: 'Stort en speel', description: 'Stort vandaag minstens 100.00 en plaats 200.00 aan geldige inzetten.' },
      { title: 'Drie dagen op rij', description: 'Log deze week drie dagen op rij in.' },
      { title: 'Neem een vriend mee', description: 'Nodig een vriend uit die deze week stort.' },
    ],
    boards: [
      { title: 'Topspelers van de week', description: 'De meeste geldige inzetten deze week winnen prijzen.' },
      { title: 'Grootste winst van de dag', description: 'De grootste enkele winst van vandaag wint een prijs.' },
    ],
  },
  SI: {
    promotion: { title: 'මෙහෙයුම්', content: 'දෛනික සහ සතිපතා මෙහෙයුම් ත්‍යාග: මෙහෙයුම අවසන් කර ත්‍යාගය ලබාගන්න.' },
    missions: [
      { title: 'වට 10ක් ක්‍රීඩා කරන්න', description: 'අද ඕනෑම ක්‍රීඩාවක වට 10ක් ක්‍රීඩා කරන්න.' },
      { title: 'තැන්පත් කර ක්‍රීඩා කරන්න', description: 'අද අවම වශයෙන් 100.00ක් තැන්පත් කර 200.00ක වලංගු ඔට්ටු තබන්න.' },
      { title: 'දින තුනක් අඛණ්ඩව', description: 'මෙම සතියේ දින තුනක් අඛණ්ඩව පිවිසෙන්න.' },
      { title: 'මිතුරෙකු රැගෙන එන්න', description: 'මෙම සතියේ තැන්පතුවක් කරන මිතුරෙකුට ආරාධනා කරන්න.' },
    ],
    boards: [
      { title: 'සතියේ ඉහළම ඔට්ටුකරුවන්', description: 'මෙම සතියේ වැඩිම වලංගු ඔට්ටු තැබූවන් ත්‍යාග දිනයි.' },
      { title: 'අද විශාලතම ජයග්‍රහණය', description: 'අද විශාලතම තනි ජයග්‍රහණය ත්‍යාගයක් දිනයි.' },
    ],
  },
  TE: {
    promotion: { title: 'మిషన్లు', content: 'రోజువారీ మరియు వారపు మిషన్ల బహుమతులు: మిషన్ పూర్తి చేసి, బహుమతిని పొందండి.' },
    missions: [
      { title: '10 రౌండ్లు ఆడండి', description: 'ఈరోజు ఏదైనా గేమ్‌లో 10 రౌండ్లు ఆడండి.' },
      { title: 'డిపాజిట్ చేసి ఆడండి', description: 'ఈరోజు కనీసం 100.00 డిపాజిట్ చేసి 200.00 చెల్లుబాటు అయ్యే పందెం వేయండి.' },
      { title: 'వరుసగా మూడు రోజులు', description: 'ఈ వారం వరుసగా మూడు రోజులు లాగిన్ అవ్వండి.' },
      { title: 'స్నేహితుడిని తీసుకురండి', description: 'ఈ వారం డిపాజిట్ చేసే స్నేహితుడిని ఆహ్వానించండి.' },
    ],
    boards: [
      { title: 'వారపు అగ్ర పందెందారులు', description: 'ఈ వారం అత్యధిక చెల్లుబాటు పందెం వేసినవారు బహుమతులు గెలుస్తారు.' },
      { title: 'ఈరోజు అతిపెద్ద గెలుపు', description: 'ఈరోజు అతిపెద్ద ఒక్క గెలుపు బహుమతి గెలుస్తుంది.' },
    ],
  },
  MR: {
    promotion: { title: 'मिशन', content: 'दैनिक आणि साप्ताहिक मिशनची बक्षिसे: मिशन पूर्ण करा, मग बक्षीस घ्या.' },
    missions: [
      { title: '10 फेऱ्या खेळा', description: 'आज कोणत्याही खेळाच्या 10 फेऱ्या खेळा.' },
      { title: 'जमा करा आणि खेळा', description: 'आज किमान 100.00 जमा करा आणि 200.00 वैध पैज लावा.' },
      { title: 'सलग तीन दिवस', description: 'या आठवड्यात सलग तीन दिवस लॉग इन करा.' },
      { title: 'मित्र आणा', description: 'या आठवड्यात जमा करणाऱ्या मित्राला आमंत्रित करा.' },
    ],
    boards: [
      { title: 'आठवड्याचे अव्वल पैजकर्ते', description: 'या आठवड्यात सर्वाधिक वैध पैज लावणारे बक्षिसे जिंकतात.' },
      { title: 'आजचा सर्वात मोठा विजय', description: 'आजचा सर्वात मोठा एकल विजय बक्षीस जिंकतो.' },
    ],
  },
};
