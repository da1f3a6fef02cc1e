import type { LanguageCode } from '@gp/contracts';

/**
 * The demo points mall's words in every language: the paying promotion's title and text, and each
 * seeded goods item's name and description, in the order cash, discount, life service, gift.
 */
export type PointsMallSeedText = { title: string; content: string; goods: [string, string][] };

export const pointsMallSeedText: Record<LanguageCode, PointsMallSeedText> = {
  EN: {
    title: 'Points exchange',
    content: 'Points you convert to cash in the points mall, and cash-for-points goods, are paid into your main wallet as bonuses of this promotion.',
    goods: [
      ['Cash 10.00', 'Swap your points for cash paid straight into your main wallet.'],
      ['Deposit discount coupon', 'A coupon for a discount on your next deposit, sent after staff approval.'],
      ['Mobile top-up', 'A mobile phone top-up for your registered number.'],
      ['Branded hoodie', 'A warm hoodie with our logo, shipped to your address.'],
    ],
  },
  CN: {
    title: '积分兑换',
    content: '您在积分商城中兑换的现金以及现金类商品，将作为本优惠的红利发放到您的主钱包。',
    goods: [
      ['现金 10.00', '用积分兑换现金，直接发放到您的主钱包。'],
      ['存款优惠券', '下次存款可享折扣的优惠券，审核通过后发放。'],
      ['手机话费充值', '为您登记的手机号码充值话费。'],
      ['品牌连帽衫', '印有我们标志的保暖连帽衫，寄送到您的地址。'],
    ],
  },
  TW: {
    title: '積分兌換',
    content: '您在積分商城中兌換的現金以及現金類商品，將作為本優惠的紅利發放到您的主錢包。',
    goods: [
      ['現金 10.00', '用積分兌換現金，直接發放到您的主錢包。'],
      ['存款優惠券', '下次存款可享折扣的優惠券，審核通過後發放。'],
      ['手機話費儲值', '為您登記的手機號碼儲值話費。'],
      ['品牌連帽衫', '印有我們標誌的保暖連帽衫，寄送到您的地址。'],
    ],
  },
  HI: {
    title: 'पॉइंट एक्सचेंज',
    content: 'पॉइंट मॉल में नकद में बदले गए पॉइंट और नकद वाले आइटम इस प्रमोशन के बोनस के रूप में आपके मुख्य वॉलेट में जमा होते हैं।',
    goods: [
      ['नकद 10.00', 'अपने पॉइंट सीधे मुख्य वॉलेट में नकद के बदले लें।'],
      ['डिपॉज़िट छूट कूपन', 'अगली जमा राशि पर छूट का कूपन, स्टाफ की मंज़ूरी के बाद भेजा जाता है।'],
      ['मोबाइल रिचार्ज', 'आपके पंजीकृत नंबर के लिए मोबाइल रिचार्ज।'],
      ['ब्रांडेड हुडी', 'हमारे लोगो वाली गर्म हुडी, आपके पते पर भेजी जाएगी।'],
    ],
  },
  JA: {
    title: 'ポイント交換',
    content: 'ポイントモールで現金に交換したポイントや現金賞品は、このプロモーションのボーナスとしてメインウォレットに支払われます。',
    goods: [
      ['現金 10.00', 'ポイントを現金に交換し、メインウォレットへ直接お支払いします。'],
      ['入金割引クーポン', '次回の入金が割引になるクーポン。スタッフ承認後に送付します。'],
      ['携帯電話チャージ', 'ご登録の電話番号へのモバイルチャージ。'],
      ['ロゴ入りパーカー', 'ロゴ入りの暖かいパーカーをご住所へお届けします。'],
    ],
  },
  TH: {
    title: 'แลกคะแนน',
    content: 'คะแนนที่คุณแลกเป็นเงินสดในร้านค้าคะแนน และสินค้าประเภทเงินสด จะจ่ายเข้ากระเป๋าหลักเป็นโบนัสของโปรโมชันนี้',
    goods: [
      ['เงินสด 10.00', 'แลกคะแนนเป็นเงินสดเข้ากระเป๋าหลักของคุณโดยตรง'],
      ['คูปองส่วนลดการฝาก', 'คูปองส่วนลดสำหรับการฝากครั้งถัดไป ส่งให้หลังเจ้าหน้าที่อนุมัติ'],
      ['เติมเงินมือถือ', 'เติมเงินมือถือให้หมายเลขที่คุณลงทะเบียนไว้'],
      ['เสื้อฮู้ดแบรนด์', 'เสื้อฮู้ดอบอุ่นพร้อมโลโก้ของเรา จัดส่งถึงที่อยู่ของคุณ'],
    ],
  },
  VI: {
    title: 'Đổi điểm',
    content: 'Điểm bạn đổi sang tiền mặt trong cửa hàng điểm và các vật phẩm tiền mặt được trả vào ví chính dưới dạng tiền thưởng của khuyến mãi này.',
    goods: [
      ['Tiền mặt 10.00', 'Đổi điểm lấy tiền mặt trả thẳng vào ví chính của bạn.'],
      ['Phiếu giảm giá nạp tiền', 'Phiếu giảm giá cho lần nạp tiếp theo, gửi sau khi nhân viên duyệt.'],
      ['Nạp tiền điện thoại', 'Nạp tiền điện thoại cho số bạn đã đăng ký.'],
      ['Áo hoodie thương hiệu', 'Áo hoodie ấm có logo của chúng tôi, giao đến địa chỉ của bạn.'],
    ],
  },
  MY: {
    title: 'အမှတ်လဲလှယ်ခြင်း',
    content: 'အမှတ်စျေးဆိုင်တွင် ငွေသို့ပြောင်းသော အမှတ်များနှင့် ငွေဆုပစ္စည်းများကို ဤပရိုမိုးရှင်း၏ ဘောနပ်စ်အဖြစ် သင့်ပင်မပိုက်ဆံအိတ်သို့ ပေးချေပါသည်။',
    goods: [
      ['ငွေ 10.00', 'အမှတ်များကို ငွေအဖြစ် ပင်မပိုက်ဆံအိတ်ထဲသို့ တိုက်ရိုက်လဲပါ။'],
      ['ငွေသွင်းလျှော့စျေးကူပွန်', 'နောက်တစ်ကြိမ် ငွေသွင်းရာတွင် လျှော့စျေးရမည့် ကူပွန်၊ ဝန်ထမ်းအတည်ပြုပြီးနောက် ပို့ပေးပါသည်။'],
      ['ဖုန်းငွေဖြည့်', 'သင်မှတ်ပုံတင်ထားသော ဖုန်းနံပါတ်အတွက် ငွေဖြည့်ခြင်း။'],
      ['တံဆိပ်ပါ ဟူဒီ', 'ကျွန်ုပ်တို့၏ လိုဂိုပါ နွေးထွေးသော ဟူဒီ၊ သင့်လိပ်စာသို့ ပို့ပေးပါသည်။'],
    ],
  },
  ES: {
    title: 'Canje de puntos',
    content:
      'Los puntos que conviertes en efectivo en la tienda de puntos y los artículos de efectivo se pagan en tu billetera principal como bonos de esta promoción.',
    goods: [
      ['Efectivo 10.00', 'Cambia tus puntos por efectivo pagado directamente en tu billetera principal.'],
      ['Cupón de descuento en depósito', 'Un cupón de descuento para tu próximo depósito, enviado tras la aprobación del personal.'],
      ['Recarga móvil', 'Una recarga para tu número de teléfono registrado.'],
      ['Sudadera de la marca', 'Una sudadera cálida con nuestro logotipo, enviada a tu dirección.'],
    ],
  },
  ID: {
    title: 'Penukaran poin',
    content: 'Poin yang Anda tukar menjadi uang tunai di toko poin dan barang tunai dibayarkan ke dompet utama Anda sebagai bonus promosi ini.',
    goods: [
      ['Tunai 10.00', 'Tukar poin Anda dengan uang tunai langsung ke dompet utama.'],
      ['Kupon diskon deposit', 'Kupon diskon untuk deposit berikutnya, dikirim setelah disetujui staf.'],
      ['Isi ulang pulsa', 'Isi ulang pulsa untuk nomor yang Anda daftarkan.'],
      ['Hoodie bermerek', 'Hoodie hangat dengan logo kami, dikirim ke alamat Anda.'],
    ],
  },
  KM: {
    title: 'ប្ដូរពិន្ទុ',
    content: 'ពិន្ទុដែលអ្នកប្ដូរជាសាច់ប្រាក់នៅហាងពិន្ទុ និងទំនិញជាសាច់ប្រាក់ ត្រូវបានបង់ចូលកាបូបមេរបស់អ្នកជាប្រាក់រង្វាន់នៃប្រូម៉ូសិននេះ។',
    goods: [
      ['សាច់ប្រាក់ 10.00', 'ប្ដូរពិន្ទុរបស់អ្នកជាសាច់ប្រាក់ចូលកាបូបមេដោយផ្ទាល់។'],
      ['គូប៉ុងបញ្ចុះតម្លៃការដាក់ប្រាក់', 'គូប៉ុងបញ្ចុះតម្លៃសម្រាប់ការដាក់ប្រាក់លើកក្រោយ ផ្ញើបន្ទាប់ពីបុគ្គលិកអនុម័ត។'],
      ['បញ្ចូលលុយទូរស័ព្ទ', 'បញ្ចូលលុយទូរស័ព្ទសម្រាប់លេខដែលអ្នកបានចុះឈ្មោះ។'],
      ['អាវហូដីម៉ាក', 'អាវហូដីកក់ក្ដៅមានស្លាកសញ្ញារបស់យើង ផ្ញើទៅអាសយដ្ឋានរបស់អ្នក។'],
    ],
  },
  KO: {
    title: '포인트 교환',
    content: '포인트몰에서 현금으로 전환한 포인트와 현금 상품은 이 프로모션의 보너스로 메인 지갑에 지급됩니다.',
    goods: [
      ['현금 10.00', '포인트를 현금으로 바꿔 메인 지갑에 바로 지급합니다.'],
      ['입금 할인 쿠폰', '다음 입금 시 할인받는 쿠폰으로, 직원 승인 후 발송됩니다.'],
      ['휴대폰 충전', '등록된 번호로 휴대폰 요금을 충전해 드립니다.'],
      ['브랜드 후드티', '로고가 들어간 따뜻한 후드티를 주소로 보내 드립니다.'],
    ],
  },
  MS: {
    title: 'Penukaran mata',
    content: 'Mata yang anda tukar kepada tunai di kedai mata dan item tunai dibayar ke dompet utama anda sebagai bonus promosi ini.',
    goods: [
      ['Tunai 10.00', 'Tukar mata anda kepada tunai terus ke dompet utama.'],
      ['Kupon diskaun deposit', 'Kupon diskaun untuk deposit seterusnya, dihantar selepas kelulusan kakitangan.'],
      ['Tambah nilai mudah alih', 'Tambah nilai telefon untuk nombor berdaftar anda.'],
      ['Hoodie berjenama', 'Hoodie hangat dengan logo kami, dihantar ke alamat anda.'],
    ],
  },
  PT: {
    title: 'Troca de pontos',
    content: 'Os pontos que você converte em dinheiro na loja de pontos e os itens em dinheiro são pagos na sua carteira principal como bônus desta promoção.',
    goods: [
      ['Dinheiro 10.00', 'Troque seus pontos por dinheiro pago direto na sua carteira principal.'],
      ['Cupom de desconto no depósito', 'Um cupom de desconto para o seu próximo depósito, enviado após aprovação da equipe.'],
      ['Recarga de celular', 'Uma recarga para o seu número cadastrado.'],
      ['Moletom da marca', 'Um moletom quentinho com o nosso logotipo, enviado ao seu endereço.'],
    ],
  },
  TA: {
    title: 'புள்ளி பரிமாற்றம்',
    content: 'புள்ளிக் கடையில் பணமாக மாற்றும் புள்ளிகளும் பணப் பொருட்களும் இந்த விளம்பரத்தின் போனஸாக உங்கள் முதன்மை வாலட்டில் செலுத்தப்படும்.',
    goods: [
      ['பணம் 10.00', 'உங்கள் புள்ளிகளை நேரடியாக முதன்மை வாலட்டில் பணமாக மாற்றுங்கள்.'],
      ['வைப்புத் தள்ளுபடி கூப்பன்', 'அடுத்த வைப்புக்கான தள்ளுபடி கூப்பன், ஊழியர் ஒப்புதலுக்குப் பின் அனுப்பப்படும்.'],
      ['மொபைல் ரீசார்ஜ்', 'உங்கள் பதிவுசெய்த எண்ணுக்கு மொபைல் ரீசார்ஜ்.'],
      ['பிராண்ட் ஹூடி', 'எங்கள் லோகோவுடன் கூடிய சூடான ஹூடி, உங்கள் முகவரிக்கு அனுப்பப்படும்.'],
    ],
  },
  TY: {
    title: 'Palitan ng puntos',
    content:
      'Ang mga puntos na ipinapalit mo sa cash sa points mall at ang mga cash na item ay ibinabayad sa iyong main wallet bilang bonus ng promosyong ito.',
    goods: [
      ['Cash 10.00', 'Ipalit ang iyong puntos sa cash na direktang ibabayad sa main wallet.'],
      ['Kupon ng diskwento sa deposito', 'Kupon ng diskwento para sa susunod mong deposito, ipapadala pagkatapos aprubahan ng staff.'],
      ['Mobile load', 'Load para sa iyong nakarehistrong numero.'],
      ['Branded na hoodie', 'Mainit na hoodie na may aming logo, ipapadala sa iyong address.'],
    ],
  },
  UR: {
    title: 'پوائنٹس کا تبادلہ',
    content: 'پوائنٹس مال میں نقد میں بدلے گئے پوائنٹس اور نقد والی اشیاء اس پروموشن کے بونس کے طور پر آپ کے مرکزی والیٹ میں ادا کی جاتی ہیں۔',
    goods: [
      ['نقد 10.00', 'اپنے پوائنٹس کو براہ راست مرکزی والیٹ میں نقد سے بدلیں۔'],
      ['ڈپازٹ رعایتی کوپن', 'اگلے ڈپازٹ پر رعایت کا کوپن، عملے کی منظوری کے بعد بھیجا جاتا ہے۔'],
      ['موبائل ری چارج', 'آپ کے رجسٹرڈ نمبر کے لیے موبائل ری چارج۔'],
      ['برانڈڈ ہوڈی', 'ہمارے لوگو والی گرم ہوڈی، آپ کے پتے پر بھیجی جائے گی۔'],
    ],
  },
  TR: {
    title: 'Puan takası',
    content: 'Puan mağazasında nakde çevirdiğiniz puanlar ve nakit ürünler, bu promosyonun bonusu olarak ana cüzdanınıza ödenir.',
    goods: [
      ['Nakit 10.00', 'Puanlarınızı doğrudan ana cüzdanınıza ödenen nakitle değiştirin.'],
      ['Yatırım indirim kuponu', 'Bir sonraki yatırımınız için indirim kuponu, personel onayından sonra gönderilir.'],
      ['Mobil TL yükleme', 'Kayıtlı numaranıza mobil TL yükleme.'],
      ['Logolu kapüşonlu', 'Logomuzu taşıyan sıcak bir kapüşonlu, adresinize gönderilir.'],
    ],
  },
  BN: {
    title: 'পয়েন্ট বিনিময়',
    content: 'পয়েন্ট মলে নগদে রূপান্তরিত পয়েন্ট এবং নগদ আইটেম এই প্রমোশনের বোনাস হিসেবে আপনার প্রধান ওয়ালেটে দেওয়া হয়।',
    goods: [
      ['নগদ 10.00', 'আপনার পয়েন্ট সরাসরি প্রধান ওয়ালেটে নগদে বদলে নিন।'],
      ['ডিপোজিট ছাড় কুপন', 'পরের ডিপোজিটে ছাড়ের কুপন, কর্মীদের অনুমোদনের পরে পাঠানো হয়।'],
      ['মোবাইল রিচার্জ', 'আপনার নিবন্ধিত নম্বরের জন্য মোবাইল রিচার্জ।'],
      ['ব্র্যান্ডেড হুডি', 'আমাদের লোগোসহ উষ্ণ হুডি, আপনার ঠিকানায় পাঠানো হবে।'],
    ],
  },
  AR: {
    title: 'استبدال النقاط',
    content: 'تُدفع النقاط التي تحوّلها إلى نقد في متجر النقاط والسلع النقدية إلى محفظتك الرئيسية كمكافآت لهذا العرض.',
    goods: [
      ['نقد 10.00', 'استبدل نقاطك بنقد يُدفع مباشرة إلى محفظتك الرئيسية.'],
      ['قسيمة خصم على الإيداع', 'قسيمة خصم على إيداعك التالي، تُرسل بعد موافقة الموظفين.'],
      ['شحن رصيد الجوال', 'شحن رصيد لرقمك المسجّل.'],
      ['سترة بقلنسوة تحمل شعارنا', 'سترة دافئة تحمل شعارنا تُشحن إلى عنوانك.'],
    ],
  },
  FA: {
    title: 'تبادل امتیاز',
    content: 'امتیازهایی که در فروشگاه امتیاز به پول نقد تبدیل می‌کنید و کالاهای نقدی، به‌عنوان پاداش این پیشنهاد به کیف پول اصلی شما پرداخت می‌شوند.',
    goods: [
      ['نقد 10.00', 'امتیازهایتان را با پول نقدی که مستقیم به کیف پول اصلی واریز می‌شود عوض کنید.'],
      ['کوپن تخفیف واریز', 'کوپن تخفیف برای واریز بعدی، پس از تأیید کارکنان ارسال می‌شود.'],
      ['شارژ موبایل', 'شارژ موبایل برای شمارهٔ ثبت‌شدهٔ شما.'],
      ['هودی با نشان ما', 'هودی گرم با نشان ما، به نشانی شما ارسال می‌شود.'],
    ],
  },
  RU: {
    title: 'Обмен баллов',
    content: 'Баллы, обменянные на деньги в магазине баллов, и денежные товары зачисляются на основной кошелёк как бонусы этой акции.',
    goods: [
      ['Деньги 10.00', 'Обменяйте баллы на деньги прямо на основной кошелёк.'],
      ['Купон на скидку при пополнении', 'Купон на скидку при следующем пополнении, отправляется после одобрения сотрудником.'],
      ['Пополнение мобильного', 'Пополнение счёта для вашего зарегистрированного номера.'],
      ['Фирменное худи', 'Тёплое худи с нашим логотипом, доставка по вашему адресу.'],
    ],
  },
  KK: {
    title: 'Ұпай айырбасы',
    content: 'Ұпай дүкенінде ақшаға айырбасталған ұпайлар мен ақшалай тауарлар осы акцияның бонусы ретінде негізгі әмияныңызға төленеді.',
    goods: [
      ['Ақша 10.00', 'Ұпайларыңызды тікелей негізгі әмиянға ақшаға айырбастаңыз.'],
      ['Толтыру жеңілдік купоны', 'Келесі толтыруға жеңілдік купоны, қызметкер мақұлдағаннан кейін жіберіледі.'],
      ['Мобильді толтыру', 'Тіркелген нөміріңізге мобильді байланыс толтыру.'],
      ['Логотипті худи', 'Біздің логотипі бар жылы худи, мекенжайыңызға жеткізіледі.'],
    ],
  },
  UZ: {
    title: 'Ball almashinuvi',
    content: "Ball do'konida pulga almashtirilgan ballar va pul mahsulotlari ushbu aksiyaning bonusi sifatida asosiy hamyoningizga to'lanadi.",
    goods: [
      ['Naqd 10.00', "Ballaringizni to'g'ridan-to'g'ri asosiy hamyonga pulga almashtiring."],
      ['Depozit chegirma kuponi', 'Keyingi depozit uchun chegirma kuponi, xodim tasdiqlagach yuboriladi.'],
      ["Mobil hisobni to'ldirish", "Ro'yxatdan o'tgan raqamingiz uchun mobil hisobni to'ldirish."],
      ['Brendli xudi', 'Logotipimiz tushirilgan issiq xudi, manzilingizga yuboriladi.'],
    ],
  },
  LO: {
    title: 'ແລກຄະແນນ',
    content: 'ຄະແນນທີ່ທ່ານແລກເປັນເງິນສົດໃນຮ້ານຄະແນນ ແລະ ສິນຄ້າປະເພດເງິນສົດ ຈະຖືກຈ່າຍເຂົ້າກະເປົາຫຼັກເປັນໂບນັດຂອງໂປຣໂມຊັນນີ້.',
    goods: [
      ['ເງິນສົດ 10.00', 'ແລກຄະແນນເປັນເງິນສົດເຂົ້າກະເປົາຫຼັກໂດຍກົງ.'],
      ['ຄູປອງສ່ວນຫຼຸດການຝາກ', 'ຄູປອງສ່ວນຫຼຸດສຳລັບການຝາກຄັ້ງຕໍ່ໄປ, ສົ່ງໃຫ້ຫຼັງພະນັກງານອະນຸມັດ.'],
      ['ເຕີມເງິນມືຖື', 'ເຕີມເງິນມືຖືໃຫ້ເບີທີ່ທ່ານລົງທະບຽນ.'],
      ['ເສື້ອຮູດແບຣນ', 'ເສື້ອຮູດອົບອຸ່ນມີໂລໂກ້ຂອງພວກເຮົາ, ສົ່ງເຖິງທີ່ຢູ່ຂອງທ່ານ.'],
    ],
  },
  NE: {
    title: 'अंक साटासाट',
    content: 'पोइन्ट मलमा नगदमा साटिएका अंक र नगद सामानहरू यस प्रमोसनको बोनसका रूपमा तपाईंको मुख्य वालेटमा भुक्तानी गरिन्छ।',
    goods: [
      ['नगद 10.00', 'आफ्ना अंक सिधै मुख्य वालेटमा नगदसँग साट्नुहोस्।'],
      ['डिपोजिट छुट कुपन', 'अर्को डिपोजिटमा छुटको कुपन, कर्मचारीको स्वीकृतिपछि पठाइन्छ।'],
      ['मोबाइल रिचार्ज', 'तपाईंको दर्ता गरिएको नम्बरका लागि मोबाइल रिचार्ज।'],
      ['ब्रान्डेड हुडी', 'हाम्रो लोगो भएको न्यानो हुडी, तपाईंको ठेगानामा पठाइन्छ।'],
    ],
  },
  FR: {
    title: 'Échange de points',
    content:
      'Les points convertis en argent dans la boutique de points et les articles en argent sont versés sur votre portefeuille principal comme bonus de cette promotion.',
    goods: [
      ['Argent 10.00', 'Échangez vos points contre de l’argent versé directement sur votre portefeuille principal.'],
      ['Coupon de réduction sur dépôt', 'Un coupon de réduction pour votre prochain dépôt, envoyé après validation par l’équipe.'],
      ['Recharge mobile', 'Une recharge pour votre numéro enregistré.'],
      ['Sweat à capuche de la marque', 'Un sweat chaud à notre logo, livré à votre adresse.'],
    ],
  },
  DE: {
    title: 'Punktetausch',
    content: 'Punkte, die Sie im Punkteshop in Guthaben umwandeln, und Guthaben-Artikel werden als Boni dieser Aktion auf Ihre Hauptbörse gezahlt.',
    goods: [
      ['Guthaben 10.00', 'Tauschen Sie Punkte gegen Guthaben direkt auf Ihre Hauptbörse.'],
      ['Einzahlungsrabatt-Gutschein', 'Ein Rabattgutschein für Ihre nächste Einzahlung, versandt nach Freigabe durch das Team.'],
      ['Handy-Aufladung', 'Eine Guthabenaufladung für Ihre registrierte Nummer.'],
      ['Marken-Kapuzenpullover', 'Ein warmer Kapuzenpullover mit unserem Logo, an Ihre Adresse geliefert.'],
    ],
  },
  IT: {
    title: 'Scambio punti',
    content:
      'I punti convertiti in denaro nel negozio punti e gli articoli in denaro vengono pagati sul tuo portafoglio principale come bonus di questa promozione.',
    goods: [
      ['Contanti 10.00', 'Scambia i tuoi punti con denaro accreditato direttamente sul portafoglio principale.'],
      ['Coupon sconto sul deposito', 'Un coupon di sconto per il prossimo deposito, inviato dopo l’approvazione dello staff.'],
      ['Ricarica telefonica', 'Una ricarica per il tuo numero registrato.'],
      ['Felpa del marchio', 'Una felpa calda con il nostro logo, spedita al tuo indirizzo.'],
    ],
  },
  PL: {
    title: 'Wymiana punktów',
    content: 'Punkty wymienione na gotówkę w sklepie punktowym i nagrody gotówkowe trafiają do portfela głównego jako bonusy tej promocji.',
    goods: [
      ['Gotówka 10.00', 'Wymień punkty na gotówkę wypłacaną prosto do portfela głównego.'],
      ['Kupon rabatowy na wpłatę', 'Kupon rabatowy na kolejną wpłatę, wysyłany po zatwierdzeniu przez obsługę.'],
      ['Doładowanie telefonu', 'Doładowanie dla Twojego zarejestrowanego numeru.'],
      ['Firmowa bluza', 'Ciepła bluza z naszym logo, wysyłana na Twój adres.'],
    ],
  },
  NL: {
    title: 'Punten inwisselen',
    content: 'Punten die je in de puntenwinkel omzet in tegoed en tegoedartikelen worden als bonus van deze actie op je hoofdportemonnee gestort.',
    goods: [
      ['Tegoed 10.00', 'Ruil je punten voor tegoed dat direct op je hoofdportemonnee komt.'],
      ['Stortingskortingsbon', 'Een kortingsbon voor je volgende storting, verstuurd na goedkeuring door het team.'],
      ['Beltegoed', 'Beltegoed voor je geregistreerde nummer.'],
      ['Hoodie met logo', 'Een warme hoodie met ons logo, verzonden naar je adres.'],
    ],
  },
  SI: {
    title: 'ලකුණු හුවමාරුව',
    content: 'ලකුණු සාප්පුවේදී මුදල් බවට පරිවර්තනය කරන ලකුණු සහ මුදල් අයිතම මෙම ප්‍රවර්ධනයේ ප්‍රසාද ලෙස ඔබගේ ප්‍රධාන පසුම්බියට ගෙවනු ලැබේ.',
    goods: [
      ['මුදල් 10.00', 'ඔබේ ලකුණු ප්‍රධාන පසුම්බියට කෙලින්ම මුදල් ලෙස හුවමාරු කරන්න.'],
      ['තැන්පතු වට්ටම් කූපනය', 'ඊළඟ තැන්පතුව සඳහා වට්ටම් කූපනයක්, කාර්ය මණ්ඩල අනුමැතියෙන් පසු එවනු ලැබේ.'],
      ['ජංගම රීලෝඩ්', 'ඔබ ලියාපදිංචි කළ අංකයට ජංගම රීලෝඩ් එකක්.'],
      ['සන්නාම හූඩිය', 'අපගේ ලාංඡනය සහිත උණුසුම් හූඩියක්, ඔබේ ලිපිනයට එවනු ලැබේ.'],
    ],
  },
  TE: {
    title: 'పాయింట్ల మార్పిడి',
    content: 'పాయింట్ల మాల్‌లో నగదుగా మార్చిన పాయింట్లు మరియు నగదు వస్తువులు ఈ ప్రమోషన్ బోనస్‌లుగా మీ ప్రధాన వాలెట్‌లో చెల్లించబడతాయి.',
    goods: [
      ['నగదు 10.00', 'మీ పాయింట్లను నేరుగా ప్రధాన వాలెట్‌లో నగదుగా మార్చుకోండి.'],
      ['డిపాజిట్ డిస్కౌంట్ కూపన్', 'తదుపరి డిపాజిట్‌పై డిస్కౌంట్ కూపన్, సిబ్బంది ఆమోదం తర్వాత పంపబడుతుంది.'],
      ['మొబైల్ రీఛార్జ్', 'మీ నమోదిత నంబర్‌కు మొబైల్ రీఛార్జ్.'],
      ['బ్రాండెడ్ హూడీ', 'మా లోగోతో వెచ్చని హూడీ, మీ చిరునామాకు పంపబడుతుంది.'],
    ],
  },
  MR: {
    title: 'पॉइंट्स अदलाबदल',
    content: 'पॉइंट्स मॉलमध्ये रोख रकमेत बदललेले पॉइंट्स आणि रोख वस्तू या प्रमोशनचा बोनस म्हणून तुमच्या मुख्य वॉलेटमध्ये जमा होतात.',
    goods: [
      ['रोख 10.00', 'तुमचे पॉइंट्स थेट मुख्य वॉलेटमध्ये रोख रकमेत बदला.'],
      ['डिपॉझिट सवलत कूपन', 'पुढील डिपॉझिटवर सवलतीचे कूपन, कर्मचाऱ्यांच्या मंजुरीनंतर पाठवले जाते.'],
      ['मोबाइल रिचार्ज', 'तुमच्या नोंदणीकृत क्रमांकासाठी मोबाइल रिचार्ज.'],
      ['ब्रँडेड हुडी', 'आमच्या लोगोसह उबदार हुडी, तुमच्या पत्त्यावर पाठवली जाईल.'],
    ],
  },
};
