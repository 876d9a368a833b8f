// Demo catalogue for the Persian medical-equipment storefront.
// Pure data: categories, brands and products used by the seed script.
// All prices are in Toman. Customer-visible text is Persian (ی / ک, with ZWNJ where needed).

export type IconKind =
  | 'heart'
  | 'thermometer'
  | 'drop'
  | 'pulse'
  | 'lungs'
  | 'oxygen'
  | 'wheelchair'
  | 'walker'
  | 'bed'
  | 'syringe'
  | 'glove'
  | 'mask'
  | 'bandage'
  | 'scale'
  | 'stethoscope'
  | 'massage'
  | 'baby'
  | 'crutch'
  | 'cabinet'
  | 'lamp';

export type StockType = 'unlimited' | 'limited' | 'call' | 'out_of_stock';

export interface DemoCategory {
  key: string;
  name: string;
  parentKey?: string;
  icon: IconKind;
}

export interface DemoBrand {
  key: string;
  name: string;
  nameEn: string;
}

export interface DemoVariation {
  values: Record<string, string>;
  regularPrice: number;
  salePrice?: number;
  stockType: StockType;
  stock?: number;
}

export interface DemoProduct {
  name: string;
  excerpt: string;
  description: string;
  priceNote?: string;
  categoryKey: string;
  brandKey: string;
  regularPrice: number;
  salePrice?: number;
  stockType: StockType;
  stock?: number;
  quantityStep?: number;
  /** Variable products only: attribute name -> allowed values. */
  attributes?: Record<string, string[]>;
  /** Variable products only; each `values` names one value per attribute. */
  variations?: DemoVariation[];
}

// ---------------------------------------------------------------------------
// Categories (two levels; leaf categories point to their parent with parentKey)
// ---------------------------------------------------------------------------

export const demoCategories: DemoCategory[] = [
  // تجهیزات تشخیصی
  { key: 'diagnostic', name: 'تجهیزات تشخیصی', icon: 'stethoscope' },
  { key: 'bp-monitors', name: 'فشارسنج', parentKey: 'diagnostic', icon: 'heart' },
  { key: 'thermometers', name: 'دماسنج و تب‌سنج', parentKey: 'diagnostic', icon: 'thermometer' },
  { key: 'glucometers', name: 'دستگاه تست قند خون', parentKey: 'diagnostic', icon: 'drop' },
  { key: 'pulse-oximeters', name: 'پالس اکسیمتر', parentKey: 'diagnostic', icon: 'pulse' },
  { key: 'stethoscopes', name: 'گوشی پزشکی', parentKey: 'diagnostic', icon: 'stethoscope' },

  // تجهیزات تنفسی
  { key: 'respiratory', name: 'تجهیزات تنفسی', icon: 'lungs' },
  { key: 'nebulizers', name: 'نبولایزر و دستگاه بخور', parentKey: 'respiratory', icon: 'lungs' },
  { key: 'oxygen-concentrators', name: 'اکسیژن‌ساز', parentKey: 'respiratory', icon: 'oxygen' },
  { key: 'respiratory-masks', name: 'ماسک و لوازم تنفسی', parentKey: 'respiratory', icon: 'mask' },

  // کمک حرکتی
  { key: 'mobility', name: 'کمک حرکتی', icon: 'wheelchair' },
  { key: 'wheelchairs', name: 'ویلچر', parentKey: 'mobility', icon: 'wheelchair' },
  { key: 'walkers', name: 'واکر', parentKey: 'mobility', icon: 'walker' },
  { key: 'crutches', name: 'عصا', parentKey: 'mobility', icon: 'crutch' },

  // مبلمان و تجهیزات بیمارستانی
  { key: 'hospital-furniture', name: 'مبلمان بیمارستانی', icon: 'bed' },
  { key: 'hospital-beds', name: 'تخت بیمارستانی', parentKey: 'hospital-furniture', icon: 'bed' },
  { key: 'trolleys', name: 'ترالی و کمد کنار تخت', parentKey: 'hospital-furniture', icon: 'cabinet' },
  { key: 'exam-lamps', name: 'چراغ معاینه', parentKey: 'hospital-furniture', icon: 'lamp' },

  // ملزومات مصرفی
  { key: 'consumables', name: 'ملزومات مصرفی', icon: 'syringe' },
  { key: 'gloves', name: 'دستکش', parentKey: 'consumables', icon: 'glove' },
  { key: 'face-masks', name: 'ماسک', parentKey: 'consumables', icon: 'mask' },
  { key: 'syringes', name: 'سرنگ و سرسوزن', parentKey: 'consumables', icon: 'syringe' },
  { key: 'dressings', name: 'پانسمان و گاز استریل', parentKey: 'consumables', icon: 'bandage' },
  { key: 'test-strips', name: 'نوار تست قند', parentKey: 'consumables', icon: 'drop' },

  // ماساژ و فیزیوتراپی
  { key: 'physio', name: 'ماساژ و فیزیوتراپی', icon: 'massage' },
  { key: 'massagers', name: 'ماساژور', parentKey: 'physio', icon: 'massage' },
  { key: 'tens', name: 'دستگاه تنس و الکتروتراپی', parentKey: 'physio', icon: 'pulse' },
  { key: 'heating-pads', name: 'تشکچه و پد حرارتی', parentKey: 'physio', icon: 'thermometer' },

  // مادر و کودک
  { key: 'mother-baby', name: 'مادر و کودک', icon: 'baby' },
  { key: 'breast-pumps', name: 'شیردوش', parentKey: 'mother-baby', icon: 'baby' },
  { key: 'baby-care', name: 'مراقبت از نوزاد', parentKey: 'mother-baby', icon: 'baby' },
  { key: 'baby-scales', name: 'ترازوی نوزاد', parentKey: 'mother-baby', icon: 'scale' },

  // ترازو و سلامت خانگی
  { key: 'home-health', name: 'ترازو و سلامت خانگی', icon: 'scale' },
  { key: 'bathroom-scales', name: 'ترازوی دیجیتال', parentKey: 'home-health', icon: 'scale' },
  { key: 'body-analyzers', name: 'ترازوی تحلیلگر بدن', parentKey: 'home-health', icon: 'scale' },
  { key: 'first-aid', name: 'کمک‌های اولیه', parentKey: 'home-health', icon: 'bandage' },

  // پوشاک و ساپورت طبی
  { key: 'medical-wear', name: 'پوشاک و ساپورت طبی', icon: 'bandage' },
  { key: 'scrubs', name: 'لباس کادر درمان', parentKey: 'medical-wear', icon: 'stethoscope' },
  { key: 'compression-stockings', name: 'جوراب واریس', parentKey: 'medical-wear', icon: 'bandage' },
  { key: 'orthopedic-supports', name: 'زانوبند و کمربند طبی', parentKey: 'medical-wear', icon: 'bandage' },
];

// ---------------------------------------------------------------------------
// Brands
// ---------------------------------------------------------------------------

export const demoBrands: DemoBrand[] = [
  { key: 'omron', name: 'امرن', nameEn: 'Omron' },
  { key: 'beurer', name: 'بیورر', nameEn: 'Beurer' },
  { key: 'medisana', name: 'مدیسانا', nameEn: 'Medisana' },
  { key: 'rossmax', name: 'رزمکس', nameEn: 'Rossmax' },
  { key: 'microlife', name: 'مایکرولایف', nameEn: 'Microlife' },
  { key: 'geratherm', name: 'گراترم', nameEn: 'Geratherm' },
  { key: 'accu-chek', name: 'آکیوچک', nameEn: 'Accu-Chek' },
  { key: 'yuwell', name: 'یوول', nameEn: 'Yuwell' },
  { key: 'philips', name: 'فیلیپس', nameEn: 'Philips' },
  { key: 'riester', name: 'ریشتر', nameEn: 'Riester' },
  { key: '3m', name: 'تری‌ام', nameEn: '3M' },
  { key: 'contec', name: 'کنتک', nameEn: 'Contec' },
  { key: 'braun', name: 'براون', nameEn: 'Braun' },
  { key: 'medela', name: 'مدلا', nameEn: 'Medela' },
  { key: 'invacare', name: 'اینواکر', nameEn: 'Invacare' },
  { key: 'bd', name: 'بی‌دی', nameEn: 'BD' },
  { key: 'hartmann', name: 'هارتمن', nameEn: 'Hartmann' },
  { key: 'medi', name: 'مدی', nameEn: 'medi' },
  { key: 'supermax', name: 'سوپرمکس', nameEn: 'Supermax' },
  { key: 'medline', name: 'مدلاین', nameEn: 'Medline' },
];

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

export const demoProducts: DemoProduct[] = [
  // --- فشارسنج (bp-monitors) ---
  {
    name: 'فشارسنج بازویی دیجیتال امرن مدل M3',
    excerpt: 'فشارسنج تمام‌اتوماتیک بازویی با کاف Intelli Wrap و تشخیص ضربان نامنظم قلب، مناسب استفادهٔ روزانه در خانه.',
    description:
      'فشارسنج امرن M3 با فناوری Intellisense فشار خون و ضربان قلب را در کمتر از یک دقیقه اندازه می‌گیرد.\nکاف ۲۲ تا ۴۲ سانتی‌متری در هر زاویه‌ای روی بازو نتیجهٔ دقیق می‌دهد.\nحافظهٔ ۶۰ نوبتی برای دو کاربر و نمایش میانگین سه اندازه‌گیری آخر.\nگارانتی ۱۸ ماهه شرکتی به همراه اصالت کالا.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'bp-monitors',
    brandKey: 'omron',
    regularPrice: 4_200_000,
    salePrice: 3_890_000,
    stockType: 'unlimited',
  },
  {
    name: 'فشارسنج بازویی امرن مدل M6 Comfort',
    excerpt: 'فشارسنج پیشرفتهٔ امرن با کاف پیش‌شکل‌دار و نشانگر صحیح بستن کاف؛ تأییدشده از نظر بالینی.',
    description:
      'کاف پیش‌شکل‌دار Intelli Wrap خطای ناشی از بستن نادرست کاف را به حداقل می‌رساند.\nنمایشگر بزرگ با نور پس‌زمینه و نشانگر سطح فشار خون بر اساس استاندارد WHO.\nتشخیص ضربان نامنظم قلب و حرکت بدن هنگام اندازه‌گیری.\n___\nگارانتی ۱۸ ماهه شرکتی؛ آداپتور برق جداگانه عرضه می‌شود.',
    categoryKey: 'bp-monitors',
    brandKey: 'omron',
    regularPrice: 6_900_000,
    stockType: 'unlimited',
  },
  {
    name: 'فشارسنج مچی دیجیتال امرن مدل RS2',
    excerpt: 'فشارسنج مچی سبک و جمع‌وجور برای همراه داشتن در سفر و محل کار.',
    description:
      'اندازه‌گیری سریع فشار خون از روی مچ با کاف ۱۳٫۵ تا ۲۱٫۵ سانتی‌متری.\nحافظهٔ ۳۰ نوبتی و نمایش زمان و تاریخ هر اندازه‌گیری.\nبا دو باتری نیم‌قلمی کار می‌کند و وزن آن کمتر از ۱۰۰ گرم است.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'bp-monitors',
    brandKey: 'omron',
    regularPrice: 3_100_000,
    stockType: 'unlimited',
  },
  {
    name: 'فشارسنج بازویی دیجیتال بیورر مدل BM 28',
    excerpt: 'فشارسنج آلمانی با نمایشگر رنگی وضعیت فشار خون و حافظهٔ دو کاربره.',
    description:
      'نمایشگر بزرگ و خوانا همراه با نوار رنگی برای تشخیص سریع وضعیت فشار خون.\nتشخیص آریتمی قلبی و هشدار در صورت بستن نادرست کاف.\nحافظهٔ ۲ × ۶۰ نوبتی با قابلیت محاسبهٔ میانگین صبح و عصر.\nگارانتی ۲۴ ماهه شرکتی.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'bp-monitors',
    brandKey: 'beurer',
    regularPrice: 3_450_000,
    salePrice: 3_150_000,
    stockType: 'unlimited',
  },
  {
    name: 'فشارسنج مچی دیجیتال بیورر مدل BC 28',
    excerpt: 'فشارسنج مچی کم‌حجم با نمایش رنگی نتیجه و تشخیص ضربان نامنظم.',
    description:
      'کاف مچی مناسب دور مچ ۱۴ تا ۱۹٫۵ سانتی‌متر.\nحافظهٔ ۶۰ نوبتی و خاموش شدن خودکار برای صرفه‌جویی در باتری.\nهمراه با کیف نگهداری و دو باتری.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'bp-monitors',
    brandKey: 'beurer',
    regularPrice: 2_650_000,
    stockType: 'limited',
    stock: 14,
  },
  {
    name: 'فشارسنج بازویی بلوتوث‌دار مایکرولایف مدل BP A6 BT',
    excerpt: 'فشارسنج هوشمند با فناوری AFIB برای تشخیص فیبریلاسیون دهلیزی و اتصال به اپلیکیشن.',
    description:
      'فناوری اختصاصی AFIB مایکرولایف احتمال فیبریلاسیون دهلیزی را هنگام اندازه‌گیری تشخیص می‌دهد.\nحالت MAM سه اندازه‌گیری پیاپی انجام می‌دهد و میانگین آن‌ها را نمایش می‌دهد.\nانتقال نتایج از طریق بلوتوث به اپلیکیشن Microlife Connected Health.\nگارانتی ۳۶ ماهه شرکتی.',
    categoryKey: 'bp-monitors',
    brandKey: 'microlife',
    regularPrice: 5_800_000,
    stockType: 'unlimited',
  },
  {
    name: 'فشارسنج بازویی مایکرولایف مدل BP A2 Basic',
    excerpt: 'فشارسنج اقتصادی و دقیق سوئیسی با کاف نرم و حافظهٔ ۳۰ نوبتی.',
    description:
      'اندازه‌گیری آسان با یک دکمه و نمایش نشانگر ضربان نامنظم.\nنشانگر رنگی فشار خون بر اساس طبقه‌بندی انجمن قلب اروپا.\nمناسب سالمندان و استفادهٔ روزانه در منزل.\nگارانتی ۳۶ ماهه شرکتی.',
    categoryKey: 'bp-monitors',
    brandKey: 'microlife',
    regularPrice: 2_900_000,
    salePrice: 2_590_000,
    stockType: 'unlimited',
  },
  {
    name: 'فشارسنج بازویی دیجیتال رزمکس مدل X5',
    excerpt: 'فشارسنج بازویی با فناوری PAD برای تشخیص ضربان نامنظم و نمایشگر بزرگ.',
    description:
      'فناوری PAD رزمکس ضربان نامنظم قلب را هنگام اندازه‌گیری شناسایی می‌کند.\nکاف ۲۴ تا ۴۰ سانتی‌متری و حافظهٔ ۲ × ۶۰ نوبتی.\nقابلیت کار با باتری یا آداپتور.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'bp-monitors',
    brandKey: 'rossmax',
    regularPrice: 3_300_000,
    stockType: 'out_of_stock',
  },
  {
    name: 'فشارسنج عقربه‌ای رومیزی ریشتر مدل big ben',
    excerpt: 'فشارسنج عقربه‌ای آلمانی با صفحهٔ بزرگ ۱۸ سانتی‌متری، مناسب مطب و درمانگاه.',
    description:
      'صفحهٔ بزرگ و خوانا برای خواندن دقیق فشار از فاصله.\nبدنهٔ مقاوم در برابر ضربه و پمپ و والو باکیفیت.\nهمراه با کاف بزرگسال با بست چسبی.\nگارانتی ۲۴ ماهه شرکتی.',
    priceNote: 'مدل دیواری این دستگاه با سفارش قبلی تأمین می‌شود',
    categoryKey: 'bp-monitors',
    brandKey: 'riester',
    regularPrice: 8_700_000,
    stockType: 'limited',
    stock: 3,
  },
  {
    name: 'کاف یدک فشارسنج بازویی امرن',
    excerpt: 'کاف اصلی امرن سازگار با فشارسنج‌های بازویی سری M، در سه سایز.',
    description:
      'کاف جایگزین اصلی برای فشارسنج‌های بازویی امرن.\nانتخاب سایز درست کاف برای دقت اندازه‌گیری ضروری است؛ دور بازو را در میانهٔ بازو اندازه بگیرید.\nرابط شلنگ استاندارد و سازگار با مدل‌های M2، M3 و M6.\nگارانتی ۶ ماهه.',
    categoryKey: 'bp-monitors',
    brandKey: 'omron',
    regularPrice: 950_000,
    stockType: 'unlimited',
    attributes: {
      'سایز کاف': ['کوچک (۱۷ تا ۲۲ سانتی‌متر)', 'متوسط (۲۲ تا ۳۲ سانتی‌متر)', 'بزرگ (۳۲ تا ۴۲ سانتی‌متر)'],
    },
    variations: [
      { values: { 'سایز کاف': 'کوچک (۱۷ تا ۲۲ سانتی‌متر)' }, regularPrice: 950_000, stockType: 'limited', stock: 6 },
      { values: { 'سایز کاف': 'متوسط (۲۲ تا ۳۲ سانتی‌متر)' }, regularPrice: 1_050_000, stockType: 'unlimited' },
      { values: { 'سایز کاف': 'بزرگ (۳۲ تا ۴۲ سانتی‌متر)' }, regularPrice: 1_250_000, stockType: 'out_of_stock' },
    ],
  },

  // --- دماسنج و تب‌سنج (thermometers) ---
  {
    name: 'تب‌سنج گوشی براون مدل ThermoScan 7 IRT6520',
    excerpt: 'تب‌سنج گوشی با فناوری پیش‌گرم کردن سر و تفسیر دما بر اساس سن، محبوب‌ترین تب‌سنج خانگی.',
    description:
      'نوک تب‌سنج پیش از اندازه‌گیری گرم می‌شود تا نتیجه دقیق‌تر باشد.\nقابلیت Age Precision دمای بدن را بر اساس سه گروه سنی تفسیر می‌کند.\nنمایشگر رنگی با نور پس‌زمینه و حافظهٔ ۹ نوبتی.\nهمراه با ۲۱ عدد کلاهک یکبار مصرف.\nگارانتی ۱۸ ماهه شرکتی.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'thermometers',
    brandKey: 'braun',
    regularPrice: 3_900_000,
    salePrice: 3_490_000,
    stockType: 'unlimited',
  },
  {
    name: 'تب‌سنج پیشانی غیرتماسی براون مدل NTF3000',
    excerpt: 'اندازه‌گیری دمای بدن بدون تماس در چند ثانیه؛ مناسب اندازه‌گیری دمای کودک در خواب.',
    description:
      'حالت غیرتماسی و تماسی در یک دستگاه.\nراهنمای نوری و صوتی برای قرار دادن دستگاه در فاصلهٔ مناسب از پیشانی.\nامکان خاموش کردن صدا برای اندازه‌گیری شبانه.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'thermometers',
    brandKey: 'braun',
    regularPrice: 4_400_000,
    stockType: 'limited',
    stock: 8,
  },
  {
    name: 'دماسنج دیجیتال امرن مدل MC-246',
    excerpt: 'دماسنج دیجیتال زیربغلی و دهانی، ساده و اقتصادی با زمان اندازه‌گیری حدود یک دقیقه.',
    description:
      'مناسب اندازه‌گیری دمای دهانی، زیربغلی و رکتال.\nهشدار صوتی پایان اندازه‌گیری و نمایش آخرین نتیجه.\nنوک ضدآب برای ضدعفونی آسان.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'thermometers',
    brandKey: 'omron',
    regularPrice: 420_000,
    stockType: 'unlimited',
  },
  {
    name: 'تب‌سنج غیرتماسی بیورر مدل FT 90',
    excerpt: 'تب‌سنج مادون قرمز چندکاره برای اندازه‌گیری دمای بدن، سطوح و مایعات.',
    description:
      'اندازه‌گیری بدون تماس از فاصلهٔ ۲ تا ۵ سانتی‌متری پیشانی.\nامکان اندازه‌گیری دمای شیر، آب حمام کودک و دمای اتاق.\nهشدار تب با تغییر رنگ نمایشگر و حافظهٔ ۶۰ نوبتی.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'thermometers',
    brandKey: 'beurer',
    regularPrice: 2_350_000,
    salePrice: 2_090_000,
    stockType: 'unlimited',
  },
  {
    name: 'دماسنج بدون جیوه گراترم مدل Classic',
    excerpt: 'دماسنج شیشه‌ای آلمانی با مایع گالینستان به‌جای جیوه؛ دقیق، بادوام و بدون نیاز به باتری.',
    description:
      'جایگزین ایمن دماسنج‌های جیوه‌ای قدیمی با دقت بالای اندازه‌گیری.\nبدون باتری و بدون نیاز به کالیبراسیون.\nمناسب اندازه‌گیری زیربغلی، دهانی و رکتال.\nهمراه با جعبهٔ محافظ.',
    categoryKey: 'thermometers',
    brandKey: 'geratherm',
    regularPrice: 690_000,
    stockType: 'unlimited',
  },
  {
    name: 'تب‌سنج پیشانی مایکرولایف مدل NC 200',
    excerpt: 'تب‌سنج غیرتماسی با اندازه‌گیری در ۳ ثانیه و هشدار تب با نمایشگر رنگی.',
    description:
      'فناوری مادون قرمز برای اندازه‌گیری دمای بدن بدون تماس با پوست.\nحافظهٔ ۳۰ نوبتی و نمایش دما به سانتی‌گراد یا فارنهایت.\nمناسب اندازه‌گیری دمای نوزاد بدون بیدار کردن او.\nگارانتی ۳۶ ماهه شرکتی.',
    categoryKey: 'thermometers',
    brandKey: 'microlife',
    regularPrice: 2_450_000,
    stockType: 'unlimited',
  },
  {
    name: 'دماسنج دیجیتال سرنرم رزمکس مدل TG100',
    excerpt: 'دماسنج دیجیتال با نوک انعطاف‌پذیر، مناسب کودکان و استفادهٔ خانگی.',
    description:
      'نوک نرم و انعطاف‌پذیر برای اندازه‌گیری راحت‌تر و ایمن‌تر در کودکان.\nنمایش نتیجه در حدود ۶۰ ثانیه همراه با بوق پایان.\nبدنهٔ ضدآب و قابل شستشو.\nگارانتی ۱۲ ماهه.',
    priceNote: 'قیمت برای یک عدد است؛ در بسته‌های ۱۰ عددی برای داروخانه‌ها نیز عرضه می‌شود',
    categoryKey: 'thermometers',
    brandKey: 'rossmax',
    regularPrice: 480_000,
    stockType: 'unlimited',
  },

  // --- دستگاه تست قند خون (glucometers) ---
  {
    name: 'دستگاه تست قند خون آکیوچک مدل Instant',
    excerpt: 'گلوکومتر ساده با نشانگر محدودهٔ هدف و اتصال بلوتوث به اپلیکیشن mySugr.',
    description:
      'نشانگر نوری محدودهٔ قند خون، تفسیر نتیجه را برای بیمار آسان می‌کند.\nنیاز به کدگذاری ندارد و تنها به ۰٫۶ میکرولیتر خون نیاز دارد.\nهمراه با قلم خون‌گیری Softclix و ۱۰ عدد نوار تست.\nگارانتی مادام‌العمر دستگاه طبق شرایط نمایندگی.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'glucometers',
    brandKey: 'accu-chek',
    regularPrice: 2_200_000,
    salePrice: 1_950_000,
    stockType: 'unlimited',
  },
  {
    name: 'دستگاه تست قند خون آکیوچک مدل Guide',
    excerpt: 'گلوکومتر پیشرفته با ظرف نوار ضدریزش و نور راهنمای محل قرارگیری نوار.',
    description:
      'ظرف نوار SmartPack اجازه می‌دهد نوارها یکی‌یکی و بدون ریختن خارج شوند.\nلبهٔ پهن نوار، قرار دادن قطرهٔ خون را آسان‌تر می‌کند.\nاتصال بلوتوث و ثبت خودکار نتایج در اپلیکیشن.\nگارانتی مادام‌العمر دستگاه طبق شرایط نمایندگی.',
    categoryKey: 'glucometers',
    brandKey: 'accu-chek',
    regularPrice: 2_650_000,
    stockType: 'unlimited',
  },
  {
    name: 'دستگاه تست قند خون آکیوچک مدل Performa',
    excerpt: 'گلوکومتر پرفروش و قابل اعتماد با حافظهٔ ۵۰۰ نوبتی و یادآور آزمایش.',
    description:
      'نتیجه در ۵ ثانیه و تنها با ۰٫۶ میکرولیتر خون.\nحافظهٔ ۵۰۰ نوبتی همراه با زمان و تاریخ و میانگین ۷، ۱۴ و ۳۰ روزه.\nیادآور زمان آزمایش و علامت‌گذاری قبل و بعد از غذا.\nگارانتی مادام‌العمر دستگاه طبق شرایط نمایندگی.',
    categoryKey: 'glucometers',
    brandKey: 'accu-chek',
    regularPrice: 1_950_000,
    stockType: 'out_of_stock',
  },
  {
    name: 'دستگاه تست قند خون بیورر مدل GL 44',
    excerpt: 'گلوکومتر آلمانی با نمایشگر بزرگ و بدون نیاز به کدگذاری.',
    description:
      'نمایشگر بزرگ و خوانا، مناسب سالمندان.\nحافظهٔ ۴۸۰ نوبتی و علامت‌گذاری نتایج قبل و بعد از غذا.\nهمراه با قلم خون‌گیری، ۱۰ لانست و ۱۰ نوار تست.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'glucometers',
    brandKey: 'beurer',
    regularPrice: 1_650_000,
    salePrice: 1_490_000,
    stockType: 'unlimited',
  },
  {
    name: 'دستگاه تست قند خون یوول مدل Accusure 710',
    excerpt: 'گلوکومتر اقتصادی با نوار تست در دسترس و قیمت مناسب.',
    description:
      'اندازه‌گیری قند خون در ۸ ثانیه.\nحافظهٔ ۲۰۰ نوبتی با نمایش میانگین ۷ و ۱۴ روزه.\nنوار تست با قیمت مناسب، هزینهٔ پایش روزانه را کاهش می‌دهد.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'glucometers',
    brandKey: 'yuwell',
    regularPrice: 1_100_000,
    stockType: 'unlimited',
  },
  {
    name: 'دستگاه تست قند خون مدیسانا مدل MediTouch 2',
    excerpt: 'گلوکومتر با اتصال USB و اپلیکیشن VitaDock برای ثبت و تحلیل نتایج.',
    description:
      'انتقال نتایج به کامپیوتر یا تلفن همراه برای مشاهدهٔ روند قند خون.\nنمایش واحد mg/dL و حافظهٔ ۴۸۰ نوبتی.\nهمراه با کیف حمل، قلم خون‌گیری و محلول کنترل.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'glucometers',
    brandKey: 'medisana',
    regularPrice: 1_900_000,
    stockType: 'limited',
    stock: 5,
  },

  // --- پالس اکسیمتر (pulse-oximeters) ---
  {
    name: 'پالس اکسیمتر انگشتی بیورر مدل PO 30',
    excerpt: 'اندازه‌گیری درصد اکسیژن خون و ضربان قلب با نمایشگر رنگی چرخشی.',
    description:
      'نمایش SpO2، ضربان قلب و نمودار موج نبض روی نمایشگر رنگی.\nامکان چرخاندن صفحه در چهار جهت برای خواندن راحت.\nخاموش شدن خودکار پس از برداشتن انگشت.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'pulse-oximeters',
    brandKey: 'beurer',
    regularPrice: 1_850_000,
    stockType: 'unlimited',
  },
  {
    name: 'پالس اکسیمتر بلوتوث‌دار بیورر مدل PO 60',
    excerpt: 'پالس اکسیمتر قابل شارژ با ثبت داده‌ها در طول خواب و اتصال به اپلیکیشن.',
    description:
      'باتری قابل شارژ و امکان پایش پیوسته در طول شب.\nانتقال داده‌ها از طریق بلوتوث به اپلیکیشن HealthManager.\nهشدار صوتی برای مقادیر خارج از محدوده.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'pulse-oximeters',
    brandKey: 'beurer',
    regularPrice: 2_900_000,
    salePrice: 2_650_000,
    stockType: 'unlimited',
  },
  {
    name: 'پالس اکسیمتر انگشتی کنتک مدل CMS50D',
    excerpt: 'پالس اکسیمتر پرکاربرد و اقتصادی با نمایشگر OLED.',
    description:
      'نمایش درصد اشباع اکسیژن و تعداد ضربان در چند ثانیه.\nمناسب بیماران تنفسی، ورزشکاران و کوهنوردان.\nبا دو باتری نیم‌قلمی تا ۳۰ ساعت کار می‌کند.\nگارانتی ۱۲ ماهه.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'pulse-oximeters',
    brandKey: 'contec',
    regularPrice: 1_150_000,
    stockType: 'unlimited',
  },
  {
    name: 'پالس اکسیمتر رومیزی کنتک مدل CMS60D',
    excerpt: 'پالس اکسیمتر بیمارستانی رومیزی با پراب بزرگسال و اطفال و باتری داخلی.',
    description:
      'نمایشگر رنگی ۲٫۸ اینچی با نمایش منحنی پلتیسموگرافی.\nهشدار صوتی و تصویری با حدود قابل تنظیم.\nذخیرهٔ داده‌ها تا ۲۴ ساعت و انتقال به کامپیوتر.\n___\nگارانتی ۱۸ ماهه شرکتی به همراه خدمات پس از فروش.',
    categoryKey: 'pulse-oximeters',
    brandKey: 'contec',
    regularPrice: 14_500_000,
    stockType: 'limited',
    stock: 2,
  },
  {
    name: 'پالس اکسیمتر انگشتی یوول مدل YX301',
    excerpt: 'پالس اکسیمتر سبک و ساده برای پایش روزانهٔ اکسیژن خون در منزل.',
    description:
      'نمایشگر LED با نور کافی برای خواندن در تاریکی.\nاندازه‌گیری SpO2 و ضربان قلب با یک دکمه.\nمناسب بزرگسالان و کودکان بالای ۴ سال.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'pulse-oximeters',
    brandKey: 'yuwell',
    regularPrice: 1_050_000,
    salePrice: 940_000,
    stockType: 'unlimited',
  },
  {
    name: 'پالس اکسیمتر انگشتی رزمکس مدل SB100',
    excerpt: 'پالس اکسیمتر تاشو با بدنهٔ مقاوم و نمایشگر چرخشی.',
    description:
      'فناوری ضدحرکت برای کاهش خطا هنگام لرزش دست.\nنمایش شاخص پرفیوژن (PI) علاوه بر SpO2 و ضربان.\nبدنهٔ مقاوم و بند گردن برای حمل آسان.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'pulse-oximeters',
    brandKey: 'rossmax',
    regularPrice: 1_450_000,
    stockType: 'limited',
    stock: 0,
  },

  // --- گوشی پزشکی (stethoscopes) ---
  {
    name: 'گوشی پزشکی لیتمن مدل Classic III',
    excerpt: 'گوشی پزشکی دوطرفه با دیافراگم قابل تنظیم، انتخاب اول دانشجویان و پزشکان.',
    description:
      'دیافراگم قابل تنظیم در هر دو سمت چست‌پیس؛ با تغییر فشار، صداهای با فرکانس بالا و پایین شنیده می‌شوند.\nلولهٔ بدون لاتکس با مقاومت بالا در برابر روغن پوست و الکل.\nگوشی‌های نرم سیلیکونی برای استفادهٔ طولانی.\nگارانتی ۵ ساله شرکت سازنده.',
    priceNote: 'حک نام روی لوله به‌صورت رایگان انجام می‌شود',
    categoryKey: 'stethoscopes',
    brandKey: '3m',
    regularPrice: 14_900_000,
    salePrice: 13_700_000,
    stockType: 'unlimited',
    attributes: {
      رنگ: ['مشکی', 'سرمه‌ای', 'شرابی', 'سبز یشمی'],
    },
    variations: [
      { values: { رنگ: 'مشکی' }, regularPrice: 14_900_000, salePrice: 13_700_000, stockType: 'unlimited' },
      { values: { رنگ: 'سرمه‌ای' }, regularPrice: 14_900_000, salePrice: 13_700_000, stockType: 'unlimited' },
      { values: { رنگ: 'شرابی' }, regularPrice: 15_200_000, stockType: 'limited', stock: 4 },
      { values: { رنگ: 'سبز یشمی' }, regularPrice: 15_200_000, stockType: 'limited', stock: 0 },
    ],
  },
  {
    name: 'گوشی پزشکی لیتمن مدل Cardiology IV',
    excerpt: 'گوشی پزشکی تخصصی قلب با کیفیت آکوستیک بسیار بالا.',
    description:
      'مناسب متخصصان قلب و داخلی برای شنیدن صداهای ظریف قلبی.\nچست‌پیس دوطرفه با دیافراگم تک‌تکه برای بزرگسالان و اطفال.\nلولهٔ دوکاناله در یک بدنه که صدای اصطکاک را کاهش می‌دهد.\nگارانتی ۷ ساله شرکت سازنده.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'stethoscopes',
    brandKey: '3m',
    regularPrice: 27_500_000,
    stockType: 'limited',
    stock: 6,
  },
  {
    name: 'گوشی پزشکی لیتمن مدل Lightweight II S.E.',
    excerpt: 'گوشی پزشکی سبک مناسب پرستاران و کادر درمان برای معاینات عمومی.',
    description:
      'وزن کم برای استفادهٔ طولانی در شیفت‌های کاری.\nچست‌پیس دوطرفه با دیافراگم قابل تنظیم.\nحلقهٔ ضدسرما روی لبهٔ دیافراگم برای راحتی بیمار.\nگارانتی ۲ ساله شرکت سازنده.',
    categoryKey: 'stethoscopes',
    brandKey: '3m',
    regularPrice: 8_900_000,
    stockType: 'unlimited',
  },
  {
    name: 'گوشی پزشکی ریشتر مدل duplex 2.0',
    excerpt: 'گوشی پزشکی آلمانی با چست‌پیس آلومینیومی دوطرفه و کیفیت صدای مطلوب.',
    description:
      'چست‌پیس سبک آلومینیومی با دیافراگم و بل.\nلولهٔ Y شکل بدون PVC و گوشی‌های نرم.\nهمراه با یک جفت گوشی و دیافراگم یدک.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'stethoscopes',
    brandKey: 'riester',
    regularPrice: 4_600_000,
    salePrice: 4_150_000,
    stockType: 'unlimited',
  },
  {
    name: 'گوشی پزشکی ریشتر مدل anestophon',
    excerpt: 'گوشی پزشکی یک‌طرفه و سبک، مناسب اتاق عمل و کنار فشارسنج.',
    description:
      'چست‌پیس تخت یک‌طرفه برای استفادهٔ آسان زیر کاف فشارسنج.\nبسیار سبک و مقرون‌به‌صرفه.\nمناسب اورژانس، اتاق عمل و آمبولانس.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'stethoscopes',
    brandKey: 'riester',
    regularPrice: 1_350_000,
    stockType: 'unlimited',
  },
  {
    name: 'گوشی پزشکی دیجیتال لیتمن مدل CORE',
    excerpt: 'گوشی پزشکی الکترونیک با تقویت صدا تا ۴۰ برابر و حذف نویز محیط.',
    description:
      'تقویت صدا تا ۴۰ برابر و حذف فعال نویز محیط.\nضبط و ارسال صداهای قلب و ریه به اپلیکیشن Eko برای مشاوره و آموزش.\nامکان استفاده در حالت آنالوگ در صورت تمام شدن شارژ.\n___\nگارانتی ۲ ساله شرکت سازنده؛ قیمت نهایی پیش از ارسال استعلام می‌شود.',
    categoryKey: 'stethoscopes',
    brandKey: '3m',
    regularPrice: 62_000_000,
    stockType: 'call',
  },

  // --- نبولایزر و دستگاه بخور (nebulizers) ---
  {
    name: 'نبولایزر کمپرسوری امرن مدل C28P',
    excerpt: 'نبولایزر خانگی کم‌صدا با فناوری V.V.T برای ذرات داروی ریز و درمان سریع‌تر.',
    description:
      'فناوری Virtual Valve Technology مصرف دارو را بهینه می‌کند و ذرات را تا نواحی پایینی ریه می‌رساند.\nمناسب درمان آسم، برونشیت و آلرژی‌های تنفسی.\nهمراه با ماسک بزرگسال و کودک، قطعهٔ دهانی و فیلترهای یدک.\nگارانتی ۱۸ ماهه شرکتی.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'nebulizers',
    brandKey: 'omron',
    regularPrice: 4_900_000,
    salePrice: 4_450_000,
    stockType: 'unlimited',
  },
  {
    name: 'نبولایزر کمپرسوری امرن مدل C101 Essential',
    excerpt: 'نبولایزر جمع‌وجور و اقتصادی امرن با یک دکمهٔ کنترل.',
    description:
      'طراحی ساده و سبک با محفظهٔ نگهداری لوازم در بدنه.\nمناسب استفادهٔ خانگی برای همهٔ اعضای خانواده.\nهمراه با ماسک بزرگسال، ماسک کودک و قطعهٔ دهانی.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'nebulizers',
    brandKey: 'omron',
    regularPrice: 3_600_000,
    stockType: 'unlimited',
  },
  {
    name: 'نبولایزر مش قابل حمل امرن مدل MicroAIR U100',
    excerpt: 'نبولایزر مش بی‌صدا و جیبی با باتری، مناسب سفر و استفاده در حالت خوابیده.',
    description:
      'فناوری مش ارتعاشی بدون صدای کمپرسور؛ مناسب استفاده برای کودک در خواب.\nوزن حدود ۹۷ گرم و کار با دو باتری قلمی.\nامکان استفاده با زاویهٔ ۴۵ درجه بدون نشت دارو.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'nebulizers',
    brandKey: 'omron',
    regularPrice: 8_200_000,
    stockType: 'limited',
    stock: 4,
  },
  {
    name: 'نبولایزر کمپرسوری بیورر مدل IH 26',
    excerpt: 'نبولایزر آلمانی با کمپرسور قدرتمند و طول عمر بالا برای درمان بیماری‌های تنفسی.',
    description:
      'کمپرسور هوای فشرده با ذرات ریز مناسب دستگاه تنفسی تحتانی.\nمناسب استفادهٔ طولانی و روزانه.\nهمراه با ماسک بزرگسال و کودک، قطعهٔ دهانی و قطعهٔ بینی.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'nebulizers',
    brandKey: 'beurer',
    regularPrice: 4_300_000,
    stockType: 'unlimited',
  },
  {
    name: 'نبولایزر کمپرسوری رزمکس مدل NB500',
    excerpt: 'نبولایزر کمپرسوری اقتصادی با بدنهٔ مقاوم و عملکرد مطمئن.',
    description:
      'نرخ مه‌پاشی بالا و کاهش زمان هر جلسهٔ درمان.\nکاسهٔ دارو قابل شستشو و ضدعفونی.\nمناسب منزل و درمانگاه.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'nebulizers',
    brandKey: 'rossmax',
    regularPrice: 3_150_000,
    salePrice: 2_850_000,
    stockType: 'unlimited',
  },
  {
    name: 'دستگاه بخور سرد بیورر مدل LB 44',
    excerpt: 'بخور سرد التراسونیک با مخزن ۲ لیتری، مناسب اتاق خواب و اتاق کودک.',
    description:
      'رطوبت‌سازی بی‌صدا با فناوری التراسونیک.\nمخزن ۲ لیتری با حدود ۱۰ ساعت کارکرد پیوسته.\nخاموش شدن خودکار هنگام تمام شدن آب.\nگارانتی ۲۴ ماهه شرکتی.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'nebulizers',
    brandKey: 'beurer',
    regularPrice: 5_200_000,
    stockType: 'unlimited',
  },
  {
    name: 'دستگاه بخور سرد فیلیپس مدل HU4801',
    excerpt: 'رطوبت‌ساز فیلیپس با فناوری NanoCloud و رطوبت یکنواخت بدون لکهٔ سفید.',
    description:
      'فناوری تبخیر NanoCloud بدون ایجاد ذرات آهکی و لکهٔ سفید روی وسایل.\nمناسب اتاق‌هایی تا ۲۵ متر مربع.\nحالت خواب با نور کم و صدای بسیار آرام.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'nebulizers',
    brandKey: 'philips',
    regularPrice: 9_800_000,
    stockType: 'out_of_stock',
  },

  // --- اکسیژن‌ساز (oxygen-concentrators) ---
  {
    name: 'اکسیژن‌ساز ۵ لیتری فیلیپس مدل EverFlo',
    excerpt: 'اکسیژن‌ساز خانگی کم‌مصرف و کم‌صدا با خلوص اکسیژن تا ۹۵ درصد.',
    description:
      'تأمین جریان اکسیژن ۰٫۵ تا ۵ لیتر در دقیقه با خلوص ۹۰ تا ۹۵ درصد.\nوزن حدود ۱۴ کیلوگرم و مصرف برق پایین.\nنشانگر OPI برای پایش خلوص اکسیژن خروجی.\n___\nگارانتی ۲۴ ماهه شرکتی به همراه نصب و آموزش در محل.',
    priceNote: 'به دلیل نوسان نرخ ارز، قیمت پیش از ثبت سفارش تلفنی استعلام شود',
    categoryKey: 'oxygen-concentrators',
    brandKey: 'philips',
    regularPrice: 98_000_000,
    stockType: 'call',
  },
  {
    name: 'اکسیژن‌ساز ۵ لیتری یوول مدل 8F-5',
    excerpt: 'اکسیژن‌ساز پرفروش خانگی با قابلیت نبولایزر و کنترل از راه دور.',
    description:
      'جریان ۱ تا ۵ لیتر در دقیقه با خلوص ۹۳ درصد (±۳٪).\nدارای خروجی نبولایزر و ریموت کنترل.\nهشدار قطع برق، فشار غیرعادی و کاهش خلوص اکسیژن.\nگارانتی ۱۸ ماهه شرکتی.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'oxygen-concentrators',
    brandKey: 'yuwell',
    regularPrice: 52_000_000,
    salePrice: 47_800_000,
    stockType: 'limited',
    stock: 7,
  },
  {
    name: 'اکسیژن‌ساز ۱۰ لیتری یوول مدل 8F-10',
    excerpt: 'اکسیژن‌ساز دوخروجی با ظرفیت ۱۰ لیتر، مناسب بیماران با نیاز اکسیژن بالا و مراکز درمانی.',
    description:
      'جریان تا ۱۰ لیتر در دقیقه با امکان استفادهٔ هم‌زمان دو بیمار.\nنمایشگر زمان کارکرد و هشدارهای ایمنی.\nمناسب کلینیک‌ها، مراکز نگهداری سالمندان و بیماران COPD پیشرفته.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'oxygen-concentrators',
    brandKey: 'yuwell',
    regularPrice: 78_000_000,
    stockType: 'call',
  },
  {
    name: 'اکسیژن‌ساز ۵ لیتری اینواکر مدل Perfecto2',
    excerpt: 'اکسیژن‌ساز اروپایی بادوام با سنسور خلوص اکسیژن و مصرف برق پایین.',
    description:
      'طراحی مقاوم برای کارکرد ۲۴ ساعته.\nسنسور SensO2 خلوص اکسیژن را به‌طور پیوسته کنترل می‌کند.\nصدای حدود ۴۰ دسی‌بل مناسب اتاق خواب.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'oxygen-concentrators',
    brandKey: 'invacare',
    regularPrice: 89_000_000,
    stockType: 'call',
  },
  {
    name: 'اکسیژن‌ساز پرتابل فیلیپس مدل SimplyGo Mini',
    excerpt: 'اکسیژن‌ساز قابل حمل با باتری، مناسب سفر و فعالیت‌های روزانه بیرون از خانه.',
    description:
      'وزن حدود ۲٫۳ کیلوگرم با باتری استاندارد.\nتحویل اکسیژن به‌صورت پالسی در ۵ سطح تنظیم.\nقابل استفاده در خودرو با شارژر فندکی.\nگارانتی ۱۸ ماهه شرکتی.',
    priceNote: 'ارسال پس از هماهنگی تلفنی و پرداخت پیش‌پرداخت انجام می‌شود',
    categoryKey: 'oxygen-concentrators',
    brandKey: 'philips',
    regularPrice: 118_000_000,
    stockType: 'out_of_stock',
  },
  {
    name: 'اکسیژن‌ساز ۳ لیتری یوول مدل 7F-3',
    excerpt: 'اکسیژن‌ساز سبک و اقتصادی برای بیماران با نیاز اکسیژن کم.',
    description:
      'جریان ۰٫۵ تا ۳ لیتر در دقیقه با خلوص تا ۹۳ درصد.\nوزن کم و چرخ‌های متحرک برای جابه‌جایی آسان در منزل.\nدارای خروجی نبولایزر.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'oxygen-concentrators',
    brandKey: 'yuwell',
    regularPrice: 45_500_000,
    stockType: 'unlimited',
  },

  // --- ماسک و لوازم تنفسی (respiratory-masks) ---
  {
    name: 'ماسک اکسیژن بزرگسال با لوله مدلاین',
    excerpt: 'ماسک اکسیژن ساده با لولهٔ ۲ متری و گیرهٔ بینی قابل تنظیم.',
    description:
      'ساخته‌شده از PVC طبی شفاف و بدون لاتکس.\nبند کشی قابل تنظیم و گیرهٔ فلزی بینی برای قرارگیری مناسب.\nسازگار با اکسیژن‌ساز و کپسول اکسیژن.\nیکبار مصرف؛ برای هر بیمار از ماسک جداگانه استفاده کنید.',
    categoryKey: 'respiratory-masks',
    brandKey: 'medline',
    regularPrice: 95_000,
    stockType: 'unlimited',
    quantityStep: 5,
  },
  {
    name: 'کانولای بینی اکسیژن بزرگسال مدلاین',
    excerpt: 'کانولای نرم بینی برای دریافت اکسیژن با اکسیژن‌ساز، با لولهٔ ۲ متری.',
    description:
      'شاخک‌های نرم و منحنی برای راحتی در استفادهٔ طولانی.\nلولهٔ ضدتاخوردگی با رابط استاندارد.\nمناسب جریان ۱ تا ۶ لیتر در دقیقه.\nبدون لاتکس و یکبار مصرف.',
    priceNote: 'قیمت برای یک عدد است و فروش در بسته‌های ۱۰ عددی انجام می‌شود',
    categoryKey: 'respiratory-masks',
    brandKey: 'medline',
    regularPrice: 68_000,
    stockType: 'unlimited',
    quantityStep: 10,
  },
  {
    name: 'ماسک نبولایزر کودک امرن',
    excerpt: 'ماسک اصلی نبولایزر امرن در سایز کودک، سازگار با سری CompAir.',
    description:
      'ماسک نرم PVC با بند کشی مناسب صورت کودک.\nسازگار با نبولایزرهای C28P، C101 و C102.\nقابل شستشو با آب گرم و صابون ملایم.\nتوصیه می‌شود هر ۶ ماه یک‌بار تعویض شود.',
    categoryKey: 'respiratory-masks',
    brandKey: 'omron',
    regularPrice: 350_000,
    stockType: 'unlimited',
  },
  {
    name: 'کیت ماسک و لوله نبولایزر بیورر',
    excerpt: 'مجموعهٔ کامل ماسک بزرگسال و کودک، لوله و کاسهٔ دارو برای نبولایزرهای بیورر.',
    description:
      'شامل کاسهٔ دارو، لولهٔ هوا، ماسک بزرگسال، ماسک کودک و قطعهٔ دهانی.\nسازگار با مدل‌های IH 21 و IH 26.\nتعویض منظم لوازم، بهداشت و کارایی درمان را حفظ می‌کند.\nگارانتی اصالت کالا.',
    categoryKey: 'respiratory-masks',
    brandKey: 'beurer',
    regularPrice: 420_000,
    salePrice: 380_000,
    stockType: 'unlimited',
  },
  {
    name: 'ماسک بینی سی‌پپ فیلیپس مدل DreamWear',
    excerpt: 'ماسک CPAP بسیار سبک با اتصال لوله در بالای سر، برای خواب راحت‌تر.',
    description:
      'طراحی زیر بینی بدون تماس با پل بینی و بدون ایجاد رد روی صورت.\nاتصال لوله از بالای سر، امکان خوابیدن در هر وضعیتی را فراهم می‌کند.\nسازگار با همهٔ دستگاه‌های CPAP و BiPAP استاندارد.\nبالشتک در سه سایز؛ پیش از خرید سایز مناسب را با جدول سایزبندی بررسی کنید.',
    categoryKey: 'respiratory-masks',
    brandKey: 'philips',
    regularPrice: 9_800_000,
    stockType: 'unlimited',
    attributes: {
      سایز: ['S', 'M', 'L'],
    },
    variations: [
      { values: { سایز: 'S' }, regularPrice: 9_800_000, stockType: 'limited', stock: 3 },
      { values: { سایز: 'M' }, regularPrice: 9_800_000, stockType: 'unlimited' },
      { values: { سایز: 'L' }, regularPrice: 9_800_000, stockType: 'limited', stock: 2 },
    ],
  },

  // --- ویلچر (wheelchairs) ---
  {
    name: 'ویلچر دستی تاشو اینواکر مدل Action 2 NG',
    excerpt: 'ویلچر تاشو سبک با قاب آلومینیومی، چرخ عقب بادی و دسته‌های قابل برداشتن.',
    description:
      'قاب آلومینیومی سبک با وزن حدود ۱۵ کیلوگرم.\nپشتی تاشو و جاپایی قابل برداشتن برای حمل آسان در صندوق خودرو.\nترمز دستی برای همراه و تسمهٔ ایمنی.\nحداکثر وزن کاربر ۱۲۵ کیلوگرم.\nگارانتی ۱۲ ماهه بدنه.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'wheelchairs',
    brandKey: 'invacare',
    regularPrice: 32_000_000,
    salePrice: 29_500_000,
    stockType: 'unlimited',
    attributes: {
      'عرض نشیمن': ['۴۱ سانتی‌متر', '۴۶ سانتی‌متر', '۵۱ سانتی‌متر'],
    },
    variations: [
      { values: { 'عرض نشیمن': '۴۱ سانتی‌متر' }, regularPrice: 32_000_000, salePrice: 29_500_000, stockType: 'limited', stock: 3 },
      { values: { 'عرض نشیمن': '۴۶ سانتی‌متر' }, regularPrice: 32_000_000, salePrice: 29_500_000, stockType: 'unlimited' },
      { values: { 'عرض نشیمن': '۵۱ سانتی‌متر' }, regularPrice: 34_500_000, stockType: 'limited', stock: 2 },
    ],
  },
  {
    name: 'ویلچر تاشو اقتصادی اینواکر مدل Action 1R',
    excerpt: 'ویلچر تاشو اقتصادی با قاب فولادی مقاوم، مناسب استفادهٔ روزمره و بیمارستان.',
    description:
      'قاب فولادی با رنگ کوره‌ای مقاوم در برابر خراش.\nچرخ‌های عقب توپر بدون نیاز به باد.\nدسته و جاپایی ثابت و نشیمن برزنتی قابل شستشو.\nگارانتی ۱۲ ماهه بدنه.',
    categoryKey: 'wheelchairs',
    brandKey: 'invacare',
    regularPrice: 18_500_000,
    stockType: 'unlimited',
  },
  {
    name: 'ویلچر برقی تاشو اینواکر مدل Fox',
    excerpt: 'ویلچر برقی سبک و تاشو با باتری لیتیومی و جوی‌استیک قابل نصب در هر دو طرف.',
    description:
      'قاب تاشو برای حمل در صندوق خودرو.\nباتری لیتیوم‌یون با پیمایش تا ۲۰ کیلومتر در هر شارژ.\nجوی‌استیک قابل نصب در سمت چپ یا راست.\nترمز الکترومغناطیسی خودکار هنگام رها کردن جوی‌استیک.\n___\nگارانتی ۱۲ ماهه موتور و کنترلر، ۶ ماهه باتری.',
    priceNote: 'به دلیل نوسان نرخ ارز، قیمت پیش از ثبت سفارش تلفنی استعلام شود',
    categoryKey: 'wheelchairs',
    brandKey: 'invacare',
    regularPrice: 135_000_000,
    stockType: 'call',
  },
  {
    name: 'ویلچر حمام و توالت اینواکر مدل Aquatec Ocean',
    excerpt: 'ویلچر حمام ضدزنگ با نشیمن توالت‌دار و چرخ‌های قفل‌شونده.',
    description:
      'قاب ضدزنگ مناسب محیط مرطوب حمام.\nنشیمن نرم با دریچهٔ توالت و لگن قابل برداشتن.\nچهار چرخ با ترمز برای جابه‌جایی ایمن.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'wheelchairs',
    brandKey: 'invacare',
    regularPrice: 29_000_000,
    stockType: 'limited',
    stock: 2,
  },
  {
    name: 'ویلچر ترانسفر سبک مدلاین',
    excerpt: 'ویلچر جابه‌جایی با چرخ‌های کوچک، مناسب بیمارستان، فرودگاه و مسیرهای کوتاه.',
    description:
      'وزن بسیار کم و قابلیت تا شدن کامل.\nچرخ‌های کوچک ۱۲ اینچی برای حرکت در فضاهای تنگ.\nترمز همراه و کمربند ایمنی.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'wheelchairs',
    brandKey: 'medline',
    regularPrice: 12_500_000,
    salePrice: 11_200_000,
    stockType: 'unlimited',
  },
  {
    name: 'ویلچر دستی مدلاین مدل Excel K1',
    excerpt: 'ویلچر دستی اقتصادی با دسته‌های تاشو و جاپایی چرخان.',
    description:
      'قاب فولادی کروم‌کاری‌شده و مقاوم.\nدسته‌های بالارونده برای جابه‌جایی آسان بیمار از کنار.\nجاپایی چرخان و قابل جدا شدن.\nحداکثر وزن کاربر ۱۱۰ کیلوگرم.\nگارانتی ۱۲ ماهه بدنه.',
    categoryKey: 'wheelchairs',
    brandKey: 'medline',
    regularPrice: 9_800_000,
    stockType: 'unlimited',
  },
  {
    name: 'ویلچر عریض بیماران سنگین‌وزن مدلاین',
    excerpt: 'ویلچر تقویت‌شده با نشیمن عریض ۵۶ سانتی‌متری و ظرفیت تا ۲۲۵ کیلوگرم.',
    description:
      'قاب دوبل فولادی برای تحمل وزن بالا.\nنشیمن و پشتی عریض با روکش مقاوم.\nچرخ‌های عقب بزرگ با ترمز مطمئن.\nگارانتی ۱۲ ماهه بدنه.',
    categoryKey: 'wheelchairs',
    brandKey: 'medline',
    regularPrice: 48_000_000,
    stockType: 'call',
  },

  // --- واکر (walkers) ---
  {
    name: 'واکر تاشو ساده مدلاین',
    excerpt: 'واکر آلومینیومی سبک با ارتفاع قابل تنظیم و سازوکار تاشوی یک‌دکمه‌ای.',
    description:
      'قاب آلومینیومی با وزن حدود ۲٫۵ کیلوگرم.\nتنظیم ارتفاع در ۸ مرحله برای کاربران با قدهای مختلف.\nپایه‌های لاستیکی ضدلغزش.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'walkers',
    brandKey: 'medline',
    regularPrice: 4_200_000,
    stockType: 'unlimited',
    attributes: {
      رنگ: ['نقره‌ای', 'آبی', 'طلایی'],
    },
    variations: [
      { values: { رنگ: 'نقره‌ای' }, regularPrice: 4_200_000, stockType: 'unlimited' },
      { values: { رنگ: 'آبی' }, regularPrice: 4_350_000, stockType: 'limited', stock: 9 },
      { values: { رنگ: 'طلایی' }, regularPrice: 4_350_000, stockType: 'out_of_stock' },
    ],
  },
  {
    name: 'رولیتور چهارچرخ اینواکر مدل Dolomite Legacy',
    excerpt: 'رولیتور اسکاندیناویایی با صندلی، سبد خرید و ترمز دستی قابل قفل.',
    description:
      'چهار چرخ بزرگ مناسب حرکت در فضای باز و ناهموار.\nصندلی برای استراحت و سبد قابل جدا شدن.\nترمز دستی با قابلیت قفل در حالت پارک.\nحداکثر وزن کاربر ۱۵۰ کیلوگرم.\nگارانتی ۲۴ ماهه.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'walkers',
    brandKey: 'invacare',
    regularPrice: 26_000_000,
    stockType: 'limited',
    stock: 3,
    attributes: {
      رنگ: ['قرمز', 'آبی', 'خاکستری'],
    },
    variations: [
      { values: { رنگ: 'قرمز' }, regularPrice: 26_000_000, stockType: 'limited', stock: 1 },
      { values: { رنگ: 'آبی' }, regularPrice: 26_000_000, stockType: 'limited', stock: 2 },
    ],
  },
  {
    name: 'واکر دوچرخ تاشو مدلاین',
    excerpt: 'واکر با دو چرخ جلو و پایه‌های عقب ضدلغزش برای حرکت روان‌تر.',
    description:
      'چرخ‌های جلو ۱۲ سانتی‌متری برای حرکت روان بدون نیاز به بلند کردن واکر.\nارتفاع قابل تنظیم و دسته‌های فومی نرم.\nتاشو برای نگهداری آسان.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'walkers',
    brandKey: 'medline',
    regularPrice: 6_500_000,
    salePrice: 5_900_000,
    stockType: 'unlimited',
  },
  {
    name: 'رولیتور سبک صندلی‌دار اینواکر مدل Banjo',
    excerpt: 'رولیتور جمع‌وجور مناسب فضای داخل خانه و مسیرهای شهری.',
    description:
      'طراحی باریک برای عبور از در و راهروهای کم‌عرض.\nصندلی تاشو و کیف نگهداری وسایل.\nترمز دستی دوطرفه.\nگارانتی ۲۴ ماهه.',
    categoryKey: 'walkers',
    brandKey: 'invacare',
    regularPrice: 18_900_000,
    stockType: 'unlimited',
  },
  {
    name: 'واکر ثابت آلومینیومی اینواکر مدل P452E',
    excerpt: 'واکر ثابت مقاوم برای توان‌بخشی پس از جراحی لگن و زانو.',
    description:
      'قاب آلومینیومی محکم با چهار پایهٔ ضدلغزش.\nتنظیم ارتفاع دسته‌ها از ۷۶ تا ۹۴ سانتی‌متر.\nمناسب دورهٔ توان‌بخشی و سالمندان.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'walkers',
    brandKey: 'invacare',
    regularPrice: 5_400_000,
    stockType: 'unlimited',
  },

  // --- عصا (crutches) ---
  {
    name: 'عصای زیربغل آلومینیومی مدلاین (یک جفت)',
    excerpt: 'یک جفت عصای زیربغل سبک با تنظیم ارتفاع و دستهٔ نرم.',
    description:
      'قاب آلومینیومی با تنظیم جداگانهٔ ارتفاع کلی و ارتفاع دسته.\nبالشتک زیربغل و دستهٔ فومی برای کاهش فشار.\nنوک لاستیکی ضدلغزش.\nپیش از خرید، سایز را بر اساس قد کاربر انتخاب کنید.',
    categoryKey: 'crutches',
    brandKey: 'medline',
    regularPrice: 2_300_000,
    stockType: 'unlimited',
    attributes: {
      سایز: ['کودک', 'نوجوان', 'بزرگسال', 'بزرگسال قدبلند'],
    },
    variations: [
      { values: { سایز: 'کودک' }, regularPrice: 2_300_000, stockType: 'limited', stock: 5 },
      { values: { سایز: 'نوجوان' }, regularPrice: 2_300_000, stockType: 'unlimited' },
      { values: { سایز: 'بزرگسال' }, regularPrice: 2_450_000, stockType: 'unlimited' },
      { values: { سایز: 'بزرگسال قدبلند' }, regularPrice: 2_600_000, stockType: 'out_of_stock' },
    ],
  },
  {
    name: 'عصای آرنجی (کانادایی) اینواکر',
    excerpt: 'عصای آرنجی با دستهٔ ارگونومیک و تکیه‌گاه ساعد، مناسب استفادهٔ طولانی.',
    description:
      'دستهٔ ارگونومیک برای توزیع بهتر وزن روی کف دست.\nتنظیم ارتفاع با دکمهٔ فنری.\nنوک لاستیکی ضدلغزش و قابل تعویض.\nقیمت برای یک عدد عصا است.',
    priceNote: 'قیمت برای یک عدد است',
    categoryKey: 'crutches',
    brandKey: 'invacare',
    regularPrice: 1_650_000,
    stockType: 'unlimited',
  },
  {
    name: 'عصای چهارپایه مدلاین',
    excerpt: 'عصای چهارپایه با پایهٔ پهن برای تعادل بیشتر، مناسب سالمندان و بیماران سکته‌ای.',
    description:
      'پایهٔ چهارگوش پهن که عصا بدون تکیه‌گاه سرپا می‌ماند.\nتنظیم ارتفاع در ۱۰ مرحله.\nقابل استفاده با دست چپ یا راست.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'crutches',
    brandKey: 'medline',
    regularPrice: 1_900_000,
    salePrice: 1_690_000,
    stockType: 'unlimited',
  },
  {
    name: 'عصای دستی تاشو چراغ‌دار مدلاین',
    excerpt: 'عصای تاشوی چهارتکه با چراغ LED برای راه رفتن ایمن در تاریکی.',
    description:
      'تا شدن به چهار قسمت و جا شدن در کیف دستی.\nچراغ LED در دسته برای روشن کردن مسیر.\nبند مچی و نوک ضدلغزش.\nبا دو باتری سکه‌ای کار می‌کند.',
    categoryKey: 'crutches',
    brandKey: 'medline',
    regularPrice: 1_250_000,
    stockType: 'limited',
    stock: 0,
  },
  {
    name: 'عصای سه‌پایه آلومینیومی اینواکر',
    excerpt: 'عصای سه‌پایه سبک با تعادل بیشتر از عصای معمولی.',
    description:
      'پایهٔ سه‌شاخه برای ثبات بیشتر هنگام راه رفتن.\nقاب آلومینیومی سبک با تنظیم ارتفاع.\nدستهٔ ارگونومیک با روکش نرم.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'crutches',
    brandKey: 'invacare',
    regularPrice: 1_550_000,
    stockType: 'unlimited',
  },

  // --- تخت بیمارستانی (hospital-beds) ---
  {
    name: 'تخت بیمارستانی برقی سه‌شکن اینواکر مدل SB755',
    excerpt: 'تخت برقی خانگی و بیمارستانی با تنظیم ارتفاع، پشتی و زانو با کنترل دستی.',
    description:
      'سه موتور برقی برای تنظیم ارتفاع تخت، زاویهٔ پشتی و زاویهٔ زانو.\nنرده‌های کناری چوبی تاشو و چرخ‌های قفل‌شونده.\nمناسب مراقبت طولانی‌مدت بیمار در منزل.\nحداکثر بار ایمن ۱۷۵ کیلوگرم.\n___\nگارانتی ۲۴ ماهه موتورها به همراه نصب رایگان در تهران.',
    priceNote: 'هزینهٔ ارسال به شهرستان‌ها جداگانه محاسبه می‌شود',
    categoryKey: 'hospital-beds',
    brandKey: 'invacare',
    regularPrice: 185_000_000,
    stockType: 'call',
  },
  {
    name: 'تخت بیمارستانی برقی اینواکر مدل Medley Ergo',
    excerpt: 'تخت مراقبت در منزل با ارتفاع کم برای پیشگیری از سقوط و طراحی شبیه مبلمان خانگی.',
    description:
      'ارتفاع حداقل بسیار کم برای کاهش خطر آسیب در صورت افتادن بیمار.\nتشک‌گیر چهارتکه با تنظیم برقی پشتی و پا.\nتابلوی سر و پا با روکش چوب برای فضای خانگی.\nگارانتی ۲۴ ماهه.',
    categoryKey: 'hospital-beds',
    brandKey: 'invacare',
    regularPrice: 165_000_000,
    stockType: 'call',
  },
  {
    name: 'تخت بیمارستانی مکانیکی دوشکن مدلاین',
    excerpt: 'تخت مکانیکی اقتصادی با دو هندل برای تنظیم پشتی و زانو.',
    description:
      'تنظیم دستی زاویهٔ پشتی و زانو با هندل‌های تاشو.\nنرده‌های کناری فلزی و چهار چرخ ترمزدار.\nبدنهٔ فولادی با رنگ الکترواستاتیک.\nگارانتی ۱۲ ماهه بدنه.',
    priceNote: 'تشک مواج جداگانه فروخته می‌شود',
    categoryKey: 'hospital-beds',
    brandKey: 'medline',
    regularPrice: 68_000_000,
    salePrice: 62_500_000,
    stockType: 'limited',
    stock: 4,
  },
  {
    name: 'تخت آی‌سی‌یو برقی پنج‌شکن مدلاین',
    excerpt: 'تخت ویژهٔ بخش مراقبت‌های ویژه با وضعیت ترندلنبرگ و ترازوی داخلی.',
    description:
      'پنج حرکت برقی شامل ارتفاع، پشتی، زانو، ترندلنبرگ و ترندلنبرگ معکوس.\nکنترل پرستاری روی نرده‌ها و کنترل دستی بیمار.\nپشتی قابل رادیوگرافی و ترازوی داخلی برای توزین بیمار.\n___\nگارانتی ۲۴ ماهه به همراه نصب و آموزش کادر درمان.',
    priceNote: 'برای خرید سازمانی و مراکز درمانی پیش‌فاکتور صادر می‌شود',
    categoryKey: 'hospital-beds',
    brandKey: 'medline',
    regularPrice: 248_000_000,
    stockType: 'call',
  },
  {
    name: 'تشک مواج ضد زخم بستر مدلاین',
    excerpt: 'تشک بادی سلولی با پمپ کم‌صدا برای پیشگیری از زخم بستر در بیماران بستری.',
    description:
      'تغییر متناوب فشار در سلول‌ها جریان خون پوست را بهبود می‌دهد.\nپمپ کم‌صدا با تنظیم فشار بر اساس وزن بیمار.\nروکش ضدآب و قابل شستشو.\nگارانتی ۱۲ ماهه پمپ.',
    categoryKey: 'hospital-beds',
    brandKey: 'medline',
    regularPrice: 6_900_000,
    salePrice: 6_200_000,
    stockType: 'unlimited',
  },
  {
    name: 'تخت معاینه پزشک مدلاین با پشتی قابل تنظیم',
    excerpt: 'تخت معاینهٔ مطب با روکش چرم مصنوعی، جای رول کاغذ و پشتی قابل تنظیم.',
    description:
      'قاب فولادی مقاوم با روکش چرم مصنوعی ضدآب.\nپشتی قابل تنظیم با جک گازی.\nنگهدارندهٔ رول کاغذ ملحفه در بالای تخت.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'hospital-beds',
    brandKey: 'medline',
    regularPrice: 42_000_000,
    stockType: 'limited',
    stock: 0,
  },

  // --- ترالی و کمد کنار تخت (trolleys) ---
  {
    name: 'کمد کنار تخت بیمارستانی مدلاین با میز غذا',
    excerpt: 'کمد کنار تخت با کشو، قفسه و میز غذای متحرک، مناسب بیمارستان و منزل.',
    description:
      'بدنهٔ ABS مقاوم و قابل ضدعفونی.\nیک کشو، یک قفسهٔ درب‌دار و میز غذای کشویی.\nچهار چرخ با ترمز برای جابه‌جایی آسان.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'trolleys',
    brandKey: 'medline',
    regularPrice: 24_000_000,
    stockType: 'unlimited',
  },
  {
    name: 'ترالی اورژانس پنج‌کشو مدلاین',
    excerpt: 'ترالی احیا (کرش کارت) با قفل مرکزی، سینی دفیبریلاتور و پایهٔ سرم.',
    description:
      'پنج کشو با تقسیم‌بندی قابل تنظیم برای داروها و لوازم احیا.\nقفل مرکزی و پلمب یکبار مصرف.\nسینی گردان دفیبریلاتور، پایهٔ سرم و تختهٔ CPR.\nگارانتی ۲۴ ماهه.',
    priceNote: 'برای خرید سازمانی و مراکز درمانی پیش‌فاکتور صادر می‌شود',
    categoryKey: 'trolleys',
    brandKey: 'medline',
    regularPrice: 78_000_000,
    stockType: 'call',
  },
  {
    name: 'ترالی پانسمان استیل دوطبقه مدلاین',
    excerpt: 'ترالی تمام استیل با دو طبقه و چرخ‌های بی‌صدا برای اتاق پانسمان.',
    description:
      'بدنهٔ تمام استیل ضدزنگ و قابل استریل.\nدو طبقه با لبهٔ برگشته برای جلوگیری از افتادن وسایل.\nچهار چرخ بی‌صدا که دو عدد آن ترمزدار است.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'trolleys',
    brandKey: 'medline',
    regularPrice: 19_500_000,
    salePrice: 17_900_000,
    stockType: 'unlimited',
  },
  {
    name: 'میز غذای بیمار اینواکر مدل Overbed Table',
    excerpt: 'میز روی تختی با تنظیم ارتفاع، مناسب غذا خوردن و مطالعهٔ بیمار در تخت.',
    description: 'صفحهٔ MDF مقاوم در برابر رطوبت.\nتنظیم ارتفاع با جک گازی.\nپایهٔ C شکل که زیر تخت جا می‌شود.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'trolleys',
    brandKey: 'invacare',
    regularPrice: 11_800_000,
    stockType: 'unlimited',
  },
  {
    name: 'ترالی دارو قفل‌دار مدلاین',
    excerpt: 'ترالی توزیع دارو با کشوهای قفل‌دار و سطح کار فوقانی.',
    description:
      'کشوهای قفل‌دار با جداکننده‌های قابل تنظیم.\nسطح کار فوقانی با لبهٔ محافظ.\nمناسب توزیع دارو در بخش‌های بستری.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'trolleys',
    brandKey: 'medline',
    regularPrice: 32_000_000,
    stockType: 'limited',
    stock: 2,
  },

  // --- چراغ معاینه (exam-lamps) ---
  {
    name: 'چراغ معاینه LED ریشتر مدل ri-magic',
    excerpt: 'چراغ معاینهٔ LED با نور سفید طبیعی و بازوی انعطاف‌پذیر.',
    description:
      'نور LED با دمای رنگ نزدیک به نور روز برای تشخیص صحیح رنگ پوست و بافت.\nبازوی انعطاف‌پذیر برای تنظیم دقیق جهت نور.\nمصرف انرژی بسیار کم و بدون گرما.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'exam-lamps',
    brandKey: 'riester',
    regularPrice: 38_000_000,
    stockType: 'unlimited',
    attributes: {
      'نوع نصب': ['پایه‌دار چرخ‌دار', 'دیواری', 'رومیزی'],
    },
    variations: [
      { values: { 'نوع نصب': 'پایه‌دار چرخ‌دار' }, regularPrice: 42_000_000, stockType: 'unlimited' },
      { values: { 'نوع نصب': 'دیواری' }, regularPrice: 38_000_000, stockType: 'unlimited' },
      { values: { 'نوع نصب': 'رومیزی' }, regularPrice: 38_500_000, stockType: 'limited', stock: 2 },
    ],
  },
  {
    name: 'چراغ قلمی معاینه ریشتر مدل ri-pen',
    excerpt: 'چراغ قلمی LED برای معاینهٔ مردمک، حلق و گوش.',
    description:
      'نور LED متمرکز و یکنواخت.\nگیرهٔ فلزی برای نگهداری در جیب روپوش.\nبا دو باتری نیم‌قلمی کار می‌کند.\nگارانتی ۱۲ ماهه.',
    priceNote: 'قیمت برای یک عدد است؛ برای خرید عمده تماس بگیرید',
    categoryKey: 'exam-lamps',
    brandKey: 'riester',
    regularPrice: 750_000,
    stockType: 'unlimited',
  },
  {
    name: 'چراغ پیشانی پزشکی ریشتر مدل ri-focus LED',
    excerpt: 'هدلایت پزشکی سبک با نور LED قوی برای جراحی‌های سرپایی و دندانپزشکی.',
    description:
      'نور LED متمرکز با قطر نقطهٔ نوری قابل تنظیم.\nهدبند راحت با تنظیم دور سر.\nباتری قابل شارژ با چند ساعت کارکرد پیوسته.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'exam-lamps',
    brandKey: 'riester',
    regularPrice: 29_000_000,
    salePrice: 26_500_000,
    stockType: 'limited',
    stock: 3,
  },
  {
    name: 'چراغ معاینهٔ سیار ریشتر مدل ri-magic XL',
    excerpt: 'چراغ معاینهٔ پرنور با شدت نور قابل تنظیم، مناسب اتاق معاینه و زنان و زایمان.',
    description:
      'شدت نور بالا با قابلیت کم و زیاد کردن.\nپایهٔ پنج‌پر چرخ‌دار و بازوی بلند.\nطول عمر LED بیش از ۵۰ هزار ساعت.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'exam-lamps',
    brandKey: 'riester',
    regularPrice: 56_000_000,
    stockType: 'call',
  },

  // --- دستکش (gloves) ---
  {
    name: 'دستکش لاتکس معاینه پودردار سوپرمکس (۱۰۰ عددی)',
    excerpt: 'دستکش لاتکس یکبار مصرف با حساسیت لمسی بالا، بستهٔ ۱۰۰ عددی.',
    description:
      'لاتکس طبیعی با کشسانی و حساسیت لمسی عالی.\nمناسب معاینات عمومی، آزمایشگاه و دندانپزشکی.\nلبهٔ مچ دار برای پوشیدن و درآوردن آسان.\nبرای افراد حساس به لاتکس، دستکش نیتریل توصیه می‌شود.',
    priceNote: 'قیمت برای یک بسته ۱۰۰ عددی است',
    categoryKey: 'gloves',
    brandKey: 'supermax',
    regularPrice: 380_000,
    stockType: 'unlimited',
    attributes: {
      سایز: ['S', 'M', 'L', 'XL'],
    },
    variations: [
      { values: { سایز: 'S' }, regularPrice: 380_000, stockType: 'unlimited' },
      { values: { سایز: 'M' }, regularPrice: 380_000, stockType: 'unlimited' },
      { values: { سایز: 'L' }, regularPrice: 380_000, stockType: 'unlimited' },
      { values: { سایز: 'XL' }, regularPrice: 420_000, stockType: 'out_of_stock' },
    ],
  },
  {
    name: 'دستکش نیتریل بدون پودر سوپرمکس (۱۰۰ عددی)',
    excerpt: 'دستکش نیتریل مقاوم در برابر پارگی و مواد شیمیایی، مناسب افراد حساس به لاتکس.',
    description:
      'نیتریل مصنوعی بدون لاتکس و بدون پودر.\nمقاومت بالا در برابر سوراخ شدن و مواد ضدعفونی‌کننده.\nنوک انگشتان بافت‌دار برای گرفتن بهتر ابزار.\nدر دو رنگ آبی و مشکی.',
    priceNote: 'قیمت برای یک بسته ۱۰۰ عددی است',
    categoryKey: 'gloves',
    brandKey: 'supermax',
    regularPrice: 520_000,
    salePrice: 470_000,
    stockType: 'unlimited',
    attributes: {
      سایز: ['S', 'M', 'L', 'XL'],
      رنگ: ['آبی', 'مشکی'],
    },
    variations: [
      { values: { سایز: 'S', رنگ: 'آبی' }, regularPrice: 520_000, salePrice: 470_000, stockType: 'unlimited' },
      { values: { سایز: 'M', رنگ: 'آبی' }, regularPrice: 520_000, salePrice: 470_000, stockType: 'unlimited' },
      { values: { سایز: 'L', رنگ: 'آبی' }, regularPrice: 520_000, salePrice: 470_000, stockType: 'unlimited' },
      { values: { سایز: 'XL', رنگ: 'آبی' }, regularPrice: 560_000, stockType: 'limited', stock: 12 },
      { values: { سایز: 'M', رنگ: 'مشکی' }, regularPrice: 590_000, stockType: 'unlimited' },
      { values: { سایز: 'L', رنگ: 'مشکی' }, regularPrice: 590_000, stockType: 'limited', stock: 0 },
    ],
  },
  {
    name: 'دستکش جراحی استریل لاتکس سوپرمکس',
    excerpt: 'دستکش جراحی استریل با بستهٔ جفتی، قیمت برای هر جفت و فروش در مضرب ۵۰ جفت.',
    description:
      'استریل‌شده با اشعهٔ گاما و بسته‌بندی جداگانهٔ هر جفت.\nطراحی آناتومیک برای کاهش خستگی دست در جراحی‌های طولانی.\nلبهٔ مچ بلند با نوار ضدلغزش.\nسایزبندی بر اساس استاندارد دستکش جراحی.',
    priceNote: 'قیمت برای یک جفت است؛ حداقل سفارش ۵۰ جفت',
    categoryKey: 'gloves',
    brandKey: 'supermax',
    regularPrice: 38_000,
    stockType: 'unlimited',
    quantityStep: 50,
    attributes: {
      سایز: ['6.5', '7', '7.5', '8'],
    },
    variations: [
      { values: { سایز: '6.5' }, regularPrice: 38_000, stockType: 'unlimited' },
      { values: { سایز: '7' }, regularPrice: 38_000, stockType: 'unlimited' },
      { values: { سایز: '7.5' }, regularPrice: 38_000, stockType: 'unlimited' },
      { values: { سایز: '8' }, regularPrice: 40_000, stockType: 'limited', stock: 30 },
    ],
  },
  {
    name: 'دستکش نیتریل هارتمن مدل Peha-soft nitrile fino (۱۵۰ عددی)',
    excerpt: 'دستکش نیتریل نازک و نرم آلمانی با حساسیت لمسی بالا، بستهٔ ۱۵۰ عددی.',
    description:
      'ضخامت کم برای حس لمسی نزدیک به دستکش لاتکس.\nبدون پودر و بدون لاتکس، مناسب پوست حساس.\nمقاوم در برابر بسیاری از مواد شیمیایی و داروهای شیمی‌درمانی.\nتولید اروپا با استانداردهای EN 455 و EN 374.',
    priceNote: 'قیمت برای یک بسته ۱۵۰ عددی است',
    categoryKey: 'gloves',
    brandKey: 'hartmann',
    regularPrice: 690_000,
    stockType: 'unlimited',
    attributes: {
      سایز: ['S', 'M', 'L'],
    },
    variations: [
      { values: { سایز: 'S' }, regularPrice: 690_000, stockType: 'limited', stock: 10 },
      { values: { سایز: 'M' }, regularPrice: 690_000, stockType: 'unlimited' },
      { values: { سایز: 'L' }, regularPrice: 690_000, stockType: 'unlimited' },
    ],
  },
  {
    name: 'دستکش وینیل بدون پودر مدلاین (۱۰۰ عددی)',
    excerpt: 'دستکش وینیل اقتصادی و بدون لاتکس برای کارهای کوتاه‌مدت درمانی و بهداشتی.',
    description:
      'بدون لاتکس و مناسب افراد دارای حساسیت.\nمناسب مراقبت از بیمار در منزل، آشپزخانه و نظافت.\nقیمت مناسب برای مصرف بالا.\nسایز یکسان مناسب اغلب دست‌ها (M).',
    priceNote: 'قیمت برای یک بسته ۱۰۰ عددی است',
    categoryKey: 'gloves',
    brandKey: 'medline',
    regularPrice: 290_000,
    salePrice: 255_000,
    stockType: 'unlimited',
  },
  {
    name: 'دستکش پلاستیکی یکبار مصرف مدلاین (۱۰۰ عددی)',
    excerpt: 'دستکش نایلونی یکبار مصرف مناسب کارهای بهداشتی سبک و مراقبت در منزل.',
    description:
      'دستکش پلی‌اتیلن سبک و ارزان.\nمناسب تعویض پوشک، تغذیهٔ بیمار و کارهای بهداشتی سبک.\nبستهٔ ۱۰۰ عددی در کیسهٔ زیپ‌دار.',
    categoryKey: 'gloves',
    brandKey: 'medline',
    regularPrice: 95_000,
    stockType: 'unlimited',
  },

  // --- ماسک (face-masks) ---
  {
    name: 'ماسک سه‌لایه پزشکی کشی مدلاین',
    excerpt: 'ماسک سه‌لایه با لایهٔ میانی ملت‌بلون، قیمت برای هر عدد و فروش در بسته‌های ۵۰ عددی.',
    description:
      'سه لایه شامل اسپان‌باند بیرونی، ملت‌بلون فیلتر و لایهٔ داخلی نرم.\nگیرهٔ بینی قابل شکل‌دهی و کش گوش نرم.\nبازدهی فیلتراسیون باکتریایی بالای ۹۵ درصد.\nیکبار مصرف؛ پس از ۴ ساعت یا در صورت مرطوب شدن تعویض شود.',
    priceNote: 'قیمت برای یک عدد است و فروش در بسته‌های ۵۰ عددی انجام می‌شود',
    categoryKey: 'face-masks',
    brandKey: 'medline',
    regularPrice: 5_000,
    stockType: 'unlimited',
    quantityStep: 50,
    attributes: {
      رنگ: ['آبی', 'سفید', 'مشکی'],
    },
    variations: [
      { values: { رنگ: 'آبی' }, regularPrice: 5_000, stockType: 'unlimited' },
      { values: { رنگ: 'سفید' }, regularPrice: 5_000, stockType: 'unlimited' },
      { values: { رنگ: 'مشکی' }, regularPrice: 6_000, stockType: 'unlimited' },
    ],
  },
  {
    name: 'ماسک N95 تری‌ام مدل 8210',
    excerpt: 'ماسک تنفسی N95 با فیلتراسیون حداقل ۹۵ درصد ذرات معلق، قیمت برای هر عدد.',
    description:
      'فیلتر الکترواستاتیک پیشرفتهٔ تری‌ام با مقاومت تنفسی کم.\nگیرهٔ بینی M-Noseclip برای کاهش مه‌گرفتگی عینک.\nبند دوتایی پشت سر برای آب‌بندی مناسب روی صورت.\nمناسب کادر درمان و محیط‌های پرگردوغبار.',
    priceNote: 'قیمت برای یک عدد است و فروش در بسته‌های ۱۰ عددی انجام می‌شود',
    categoryKey: 'face-masks',
    brandKey: '3m',
    regularPrice: 95_000,
    salePrice: 85_000,
    stockType: 'unlimited',
    quantityStep: 10,
  },
  {
    name: 'ماسک FFP2 تاشو تری‌ام مدل Aura 9320+',
    excerpt: 'ماسک سه‌تکهٔ تاشو با استاندارد FFP2 و بسته‌بندی بهداشتی تکی.',
    description:
      'طراحی سه‌پنل که با حرکت صورت هنگام صحبت کردن جابه‌جا نمی‌شود.\nلبهٔ بالایی شیاردار برای کاهش مه‌گرفتگی عینک.\nبسته‌بندی تکی برای نگهداری بهداشتی.\nاستاندارد EN 149:2001+A1:2009.',
    categoryKey: 'face-masks',
    brandKey: '3m',
    regularPrice: 130_000,
    stockType: 'unlimited',
    quantityStep: 10,
  },
  {
    name: 'ماسک جراحی بنددار هارتمن مدل Foliodress',
    excerpt: 'ماسک جراحی بنددار با استاندارد Type IIR، مقاوم در برابر پاشش مایعات.',
    description:
      'چهار بند برای بستن محکم پشت سر، مناسب اتاق عمل.\nمقاوم در برابر پاشش خون و مایعات بدن.\nلایهٔ داخلی نرم و بدون پرز.\nقیمت برای هر عدد؛ فروش در مضرب ۵۰ عدد.',
    priceNote: 'قیمت برای یک عدد است و فروش در بسته‌های ۵۰ عددی انجام می‌شود',
    categoryKey: 'face-masks',
    brandKey: 'hartmann',
    regularPrice: 8_000,
    stockType: 'limited',
    stock: 40,
    quantityStep: 50,
  },
  {
    name: 'ماسک FFP3 سوپاپ‌دار تری‌ام مدل 8833',
    excerpt: 'ماسک تنفسی FFP3 با سوپاپ بازدم Cool Flow برای محیط‌های پرخطر.',
    description:
      'بالاترین سطح حفاظت در ماسک‌های یکبار مصرف (FFP3).\nسوپاپ Cool Flow گرما و رطوبت داخل ماسک را کاهش می‌دهد.\nبالشتک فومی دور بینی برای راحتی بیشتر.\nبه دلیل وجود سوپاپ، برای اتاق عمل استریل مناسب نیست.',
    priceNote: 'قیمت برای یک عدد است و فروش در بسته‌های ۵ عددی انجام می‌شود',
    categoryKey: 'face-masks',
    brandKey: '3m',
    regularPrice: 260_000,
    stockType: 'out_of_stock',
    quantityStep: 5,
  },
  {
    name: 'ماسک سه‌لایه کودک مدلاین',
    excerpt: 'ماسک سه‌لایهٔ کوچک‌تر مخصوص کودکان ۴ تا ۱۲ سال با کش نرم.',
    description:
      'ابعاد مناسب صورت کودک و کش گوش نرم و بدون فشار.\nسه لایه با فیلتر ملت‌بلون.\nطرح‌ها و رنگ‌های شاد برای استفادهٔ راحت‌تر کودک.\nقیمت برای هر عدد؛ فروش در مضرب ۵۰ عدد.',
    categoryKey: 'face-masks',
    brandKey: 'medline',
    regularPrice: 5_000,
    stockType: 'unlimited',
    quantityStep: 50,
    attributes: {
      رنگ: ['صورتی', 'آبی', 'طرح‌دار'],
    },
    variations: [
      { values: { رنگ: 'صورتی' }, regularPrice: 5_000, stockType: 'unlimited' },
      { values: { رنگ: 'آبی' }, regularPrice: 5_000, stockType: 'unlimited' },
      { values: { رنگ: 'طرح‌دار' }, regularPrice: 6_000, stockType: 'limited', stock: 0 },
    ],
  },

  // --- سرنگ و سرسوزن (syringes) ---
  {
    name: 'سرنگ ۵ سی‌سی بی‌دی مدل Emerald',
    excerpt: 'سرنگ ۵ میلی‌لیتری سه‌تکه با سرسوزن ۲۲G، قیمت برای هر عدد و فروش در مضرب ۵۰.',
    description: 'پیستون روان با درجه‌بندی واضح و دقیق.\nسرسوزن تیز سه‌پخ برای تزریق کم‌درد.\nبسته‌بندی استریل تکی.\nتولید اروپا.',
    priceNote: 'قیمت برای یک عدد است؛ هر جعبه ۱۰۰ عددی است',
    categoryKey: 'syringes',
    brandKey: 'bd',
    regularPrice: 7_000,
    stockType: 'unlimited',
    quantityStep: 50,
  },
  {
    name: 'سرنگ ۲ سی‌سی بی‌دی مدل Emerald',
    excerpt: 'سرنگ ۲ میلی‌لیتری با سرسوزن ۲۳G برای تزریقات عضلانی و زیرجلدی.',
    description:
      'درجه‌بندی دقیق برای تزریق حجم‌های کم.\nسرسوزن با پوشش سیلیکونی برای ورود نرم‌تر.\nبسته‌بندی استریل تکی.\nقیمت برای هر عدد؛ فروش در مضرب ۵۰ عدد.',
    categoryKey: 'syringes',
    brandKey: 'bd',
    regularPrice: 6_000,
    salePrice: 5_000,
    stockType: 'unlimited',
    quantityStep: 50,
  },
  {
    name: 'سرنگ انسولین ۱ سی‌سی بی‌دی مدل Micro-Fine Plus',
    excerpt: 'سرنگ انسولین ۱۰۰ واحدی با سوزن ثابت ۳۰G و حجم مردهٔ کم.',
    description:
      'سوزن ثابت ۸ میلی‌متری ۳۰G برای تزریق کم‌درد.\nدرجه‌بندی ۱۰۰ واحدی خوانا.\nطراحی بدون فضای مرده برای جلوگیری از هدر رفتن انسولین.\nقیمت برای هر عدد؛ فروش در مضرب ۱۰ عدد.',
    categoryKey: 'syringes',
    brandKey: 'bd',
    regularPrice: 14_000,
    stockType: 'unlimited',
    quantityStep: 10,
  },
  {
    name: 'سرسوزن بی‌دی مدل Microlance 3',
    excerpt: 'سرسوزن یکبار مصرف با رنگ‌بندی استاندارد بر اساس گیج، قیمت برای هر عدد.',
    description:
      'نوک سه‌پخ با پوشش سیلیکونی برای کاهش درد تزریق.\nرنگ هاب بر اساس استاندارد ISO برای تشخیص سریع گیج.\nبسته‌بندی استریل تکی.\nفروش در مضرب ۱۰۰ عدد.',
    priceNote: 'قیمت برای یک عدد است؛ هر جعبه ۱۰۰ عددی است',
    categoryKey: 'syringes',
    brandKey: 'bd',
    regularPrice: 3_000,
    stockType: 'unlimited',
    quantityStep: 100,
    attributes: {
      گیج: ['21G سبز', '23G آبی', '25G نارنجی'],
    },
    variations: [
      { values: { گیج: '21G سبز' }, regularPrice: 3_000, stockType: 'unlimited' },
      { values: { گیج: '23G آبی' }, regularPrice: 3_000, stockType: 'unlimited' },
      { values: { گیج: '25G نارنجی' }, regularPrice: 4_000, stockType: 'unlimited' },
    ],
  },
  {
    name: 'آنژیوکت بی‌دی مدل Venflon Pro',
    excerpt: 'کانولای وریدی با پورت تزریق و دریچهٔ یک‌طرفه، قیمت برای هر عدد.',
    description:
      'بالهٔ تثبیت و پورت تزریق با درپوش برای تزریق‌های مکرر.\nکاتتر از جنس FEP با لبهٔ نرم برای کاهش آسیب به رگ.\nرنگ‌بندی استاندارد بر اساس گیج.\nفروش در مضرب ۵۰ عدد.',
    priceNote: 'قیمت برای یک عدد است و فروش در بسته‌های ۵۰ عددی انجام می‌شود',
    categoryKey: 'syringes',
    brandKey: 'bd',
    regularPrice: 26_000,
    stockType: 'unlimited',
    quantityStep: 50,
    attributes: {
      گیج: ['18G سبز', '20G صورتی', '22G آبی', '24G زرد'],
    },
    variations: [
      { values: { گیج: '18G سبز' }, regularPrice: 28_000, stockType: 'unlimited' },
      { values: { گیج: '20G صورتی' }, regularPrice: 26_000, stockType: 'unlimited' },
      { values: { گیج: '22G آبی' }, regularPrice: 26_000, stockType: 'unlimited' },
      { values: { گیج: '24G زرد' }, regularPrice: 29_000, stockType: 'limited', stock: 0 },
    ],
  },
  {
    name: 'سرنگ ۱۰ سی‌سی بی‌دی (جعبهٔ ۱۰۰ عددی)',
    excerpt: 'جعبهٔ ۱۰۰ عددی سرنگ ۱۰ میلی‌لیتری با سرسوزن ۲۱G.',
    description:
      'سرنگ سه‌تکه با لاستیک پیستون بدون لاتکس.\nمناسب تزریقات وریدی و رقیق‌سازی داروها.\nبسته‌بندی استریل تکی در جعبهٔ ۱۰۰ عددی.',
    priceNote: 'قیمت برای یک بسته ۱۰۰ عددی است',
    categoryKey: 'syringes',
    brandKey: 'bd',
    regularPrice: 580_000,
    stockType: 'limited',
    stock: 18,
  },

  // --- پانسمان و گاز استریل (dressings) ---
  {
    name: 'گاز استریل ۱۰×۱۰ هارتمن (بستهٔ ۱۶ لایه)',
    excerpt: 'گاز استریل تمام پنبه با بسته‌بندی تکی، قیمت برای هر بسته و فروش در مضرب ۱۲.',
    description:
      'الیاف ۱۰۰٪ پنبه با جذب بالا و بدون پرز.\nاستریل و مناسب پانسمان زخم‌های جراحی و سوختگی.\nهر بسته شامل ۵ عدد گاز ۱۶ لایه است.\nفروش در مضرب ۱۲ بسته.',
    priceNote: 'قیمت برای یک بسته ۵ عددی است',
    categoryKey: 'dressings',
    brandKey: 'hartmann',
    regularPrice: 38_000,
    stockType: 'unlimited',
    quantityStep: 12,
  },
  {
    name: 'چسب زخم ضدآب هارتمن مدل Cosmos (۲۰ عددی)',
    excerpt: 'چسب زخم ضدآب در اندازه‌های مختلف، مناسب جعبهٔ کمک‌های اولیه.',
    description:
      'لایهٔ ضدآب که زخم را هنگام شستن دست‌ها محافظت می‌کند.\nبالشتک جاذب که به زخم نمی‌چسبد.\nشامل ۲۰ عدد چسب زخم در چند اندازه.',
    categoryKey: 'dressings',
    brandKey: 'hartmann',
    regularPrice: 165_000,
    salePrice: 145_000,
    stockType: 'unlimited',
  },
  {
    name: 'پانسمان شفاف تگادرم تری‌ام ۱۰×۱۲ سانتی‌متر',
    excerpt: 'پانسمان فیلم شفاف برای پوشش محل کاتتر و زخم‌های سطحی، قیمت برای هر عدد.',
    description:
      'فیلم شفاف که امکان مشاهدهٔ زخم را بدون برداشتن پانسمان فراهم می‌کند.\nنفوذپذیر به بخار آب و مانع ورود آب و باکتری.\nفریم کاغذی برای چسباندن آسان.\nفروش در مضرب ۱۰ عدد.',
    categoryKey: 'dressings',
    brandKey: '3m',
    regularPrice: 72_000,
    stockType: 'unlimited',
    quantityStep: 10,
  },
  {
    name: 'چسب ضدحساسیت کاغذی تری‌ام مدل Micropore',
    excerpt: 'چسب کاغذی ضدحساسیت برای ثابت کردن پانسمان روی پوست حساس، قیمت برای هر رول.',
    description:
      'چسبندگی مطمئن و جدا شدن بدون آسیب به پوست.\nقابل پاره کردن با دست و تنفس‌پذیر.\nمناسب پوست حساس کودکان و سالمندان.\nطول هر رول ۹٫۱ متر؛ فروش در مضرب ۱۲ رول.',
    categoryKey: 'dressings',
    brandKey: '3m',
    regularPrice: 48_000,
    stockType: 'unlimited',
    quantityStep: 12,
    attributes: {
      عرض: ['۱٫۲۵ سانتی‌متر', '۲٫۵ سانتی‌متر', '۵ سانتی‌متر'],
    },
    variations: [
      { values: { عرض: '۱٫۲۵ سانتی‌متر' }, regularPrice: 48_000, stockType: 'unlimited' },
      { values: { عرض: '۲٫۵ سانتی‌متر' }, regularPrice: 69_000, stockType: 'unlimited' },
      { values: { عرض: '۵ سانتی‌متر' }, regularPrice: 115_000, stockType: 'limited', stock: 24 },
    ],
  },
  {
    name: 'پانسمان جاذب چسب‌دار هارتمن مدل Cosmopor E',
    excerpt: 'پانسمان استریل چسب‌دار با بالشتک جاذب برای زخم‌های پس از جراحی.',
    description:
      'بالشتک جاذب که به زخم نمی‌چسبد و تعویض آن بدون درد است.\nچسب ضدحساسیت با تنفس‌پذیری بالا.\nبسته‌بندی استریل تکی در ابعاد ۱۵×۸ سانتی‌متر.\nقیمت برای هر عدد؛ فروش در مضرب ۱۰ عدد.',
    priceNote: 'قیمت برای یک عدد است؛ هر جعبه ۲۵ عددی است',
    categoryKey: 'dressings',
    brandKey: 'hartmann',
    regularPrice: 42_000,
    salePrice: 37_000,
    stockType: 'unlimited',
    quantityStep: 10,
  },
  {
    name: 'باند کشی هارتمن مدل Idealbinde ۱۰ سانتی‌متری',
    excerpt: 'باند کشی پنبه‌ای با کشسانی کوتاه برای پیچ‌خوردگی و ورم اندام.',
    description:
      'ترکیب پنبه و ویسکوز با کشسانی کنترل‌شده.\nمناسب بانداژ حمایتی پس از آسیب‌دیدگی مفصل و درمان واریس.\nقابل شستشو و استفادهٔ مجدد.\nطول باند در حالت کشیده ۵ متر.',
    categoryKey: 'dressings',
    brandKey: 'hartmann',
    regularPrice: 185_000,
    stockType: 'limited',
    stock: 0,
  },

  // --- نوار تست قند (test-strips) ---
  {
    name: 'نوار تست قند خون آکیوچک مدل Instant (۵۰ عددی)',
    excerpt: 'نوار تست اصلی برای دستگاه آکیوچک Instant، بستهٔ ۵۰ عددی.',
    description:
      'سازگار فقط با دستگاه آکیوچک Instant.\nنیاز به کدگذاری ندارد.\nتاریخ انقضای حداقل ۱۲ ماه از زمان ارسال.\nنوارها را دور از رطوبت و نور مستقیم نگهداری کنید.',
    priceNote: 'قیمت برای یک بستهٔ ۵۰ عددی است',
    categoryKey: 'test-strips',
    brandKey: 'accu-chek',
    regularPrice: 1_350_000,
    salePrice: 1_250_000,
    stockType: 'unlimited',
  },
  {
    name: 'نوار تست قند خون آکیوچک مدل Guide (۵۰ عددی)',
    excerpt: 'نوار تست آکیوچک Guide با ظرف ضدریزش SmartPack.',
    description: 'سازگار با دستگاه آکیوچک Guide.\nلبهٔ پهن جذب خون برای تست آسان‌تر.\nتاریخ انقضای حداقل ۱۲ ماه.',
    priceNote: 'قیمت برای یک بستهٔ ۵۰ عددی است',
    categoryKey: 'test-strips',
    brandKey: 'accu-chek',
    regularPrice: 1_480_000,
    stockType: 'unlimited',
  },
  {
    name: 'نوار تست قند خون آکیوچک مدل Performa (۵۰ عددی)',
    excerpt: 'نوار تست اصلی دستگاه آکیوچک Performa با دقت بالا.',
    description: 'سازگار با دستگاه‌های آکیوچک Performa و Performa Nano.\nنیاز به کدگذاری ندارد.\nتاریخ انقضای حداقل ۹ ماه.',
    categoryKey: 'test-strips',
    brandKey: 'accu-chek',
    regularPrice: 1_150_000,
    stockType: 'limited',
    stock: 0,
  },
  {
    name: 'نوار تست قند خون بیورر مدل GL 44 (۵۰ عددی)',
    excerpt: 'نوار تست اصلی دستگاه‌های بیورر GL 44 و GL 50.',
    description: 'سازگار با دستگاه‌های بیورر GL 44 و GL 50 evo.\nنتیجه در ۵ ثانیه.\nتاریخ انقضای حداقل ۱۲ ماه.',
    categoryKey: 'test-strips',
    brandKey: 'beurer',
    regularPrice: 890_000,
    stockType: 'unlimited',
  },
  {
    name: 'نوار تست قند خون یوول مدل Accusure 710 (۵۰ عددی)',
    excerpt: 'نوار تست اقتصادی سازگار با دستگاه یوول Accusure 710.',
    description:
      'مناسب پایش روزانه با هزینهٔ کم.\nهر ویال ۲۵ عدد نوار؛ بسته شامل دو ویال است.\nپس از باز کردن ویال، نوارها را ظرف ۳ ماه مصرف کنید.',
    priceNote: 'قیمت برای یک بستهٔ ۵۰ عددی است',
    categoryKey: 'test-strips',
    brandKey: 'yuwell',
    regularPrice: 650_000,
    salePrice: 590_000,
    stockType: 'unlimited',
  },
  {
    name: 'لانست آکیوچک مدل Softclix (۲۰۰ عددی)',
    excerpt: 'سوزن قلم خون‌گیری آکیوچک Softclix، بستهٔ ۲۰۰ عددی.',
    description:
      'سازگار با قلم خون‌گیری Softclix.\nسوزن بسیار نازک برای خون‌گیری کم‌درد.\nبرای هر آزمایش از لانست جدید استفاده کنید.',
    categoryKey: 'test-strips',
    brandKey: 'accu-chek',
    regularPrice: 720_000,
    stockType: 'unlimited',
  },

  // --- ماساژور (massagers) ---
  {
    name: 'ماساژور تفنگی بیورر مدل MG 180',
    excerpt: 'ماساژور تفنگی قدرتمند با ۶ سری قابل تعویض برای ریکاوری عضلات پس از ورزش.',
    description:
      'ارتعاش ضربه‌ای عمیق برای کاهش گرفتگی و خستگی عضلات.\n۶ سری مختلف و چند سطح شدت قابل تنظیم.\nباتری قابل شارژ با حدود ۳ ساعت کارکرد.\nگارانتی ۲۴ ماهه شرکتی.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'massagers',
    brandKey: 'beurer',
    regularPrice: 7_900_000,
    salePrice: 6_990_000,
    stockType: 'unlimited',
  },
  {
    name: 'ماساژور گردن و شانه شیاتسو بیورر مدل MG 153',
    excerpt: 'ماساژور شیاتسو با سرهای چرخان و گرمای مادون قرمز برای گردن و شانه.',
    description:
      'چهار سر ماساژ چرخان با امکان تغییر جهت چرخش.\nعملکرد گرمایی برای شل شدن عضلات.\nبندهای دستی برای تنظیم شدت فشار ماساژ.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'massagers',
    brandKey: 'beurer',
    regularPrice: 6_400_000,
    stockType: 'unlimited',
  },
  {
    name: 'ماساژور پا مدیسانا مدل FM 888',
    excerpt: 'ماساژور پای شیاتسو با فشار هوا و گرما برای رفع خستگی پاها.',
    description:
      'ترکیب ماساژ غلتکی، فشار هوا و گرما.\nمناسب پاها تا سایز ۴۶.\nروکش قابل جدا شدن و شستشو.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'massagers',
    brandKey: 'medisana',
    regularPrice: 9_500_000,
    stockType: 'limited',
    stock: 5,
  },
  {
    name: 'ماساژور تفنگی مدیسانا مدل MG 100',
    excerpt: 'ماساژور تفنگی سبک و کم‌صدا با ۴ سری و ۶ سطح شدت.',
    description:
      'وزن کم و دستهٔ ارگونومیک برای ماساژ آسان پشت و شانه.\nصدای کم هنگام کار.\nشارژ با کابل USB-C.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'massagers',
    brandKey: 'medisana',
    regularPrice: 5_600_000,
    salePrice: 4_990_000,
    stockType: 'unlimited',
  },
  {
    name: 'بالش ماساژور شیاتسو بیورر مدل MG 147',
    excerpt: 'بالش ماساژور کوچک با گرما برای گردن، کمر و ران.',
    description:
      'چهار سر ماساژ چرخان با تغییر خودکار جهت.\nگرمای ملایم برای آرامش بیشتر.\nقابل استفاده در خانه، دفتر و خودرو با آداپتور.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'massagers',
    brandKey: 'beurer',
    regularPrice: 3_200_000,
    stockType: 'unlimited',
  },
  {
    name: 'ماساژور دستی چکشی بیورر مدل MG 70',
    excerpt: 'ماساژور دستی با دستهٔ بلند برای ماساژ ضربه‌ای پشت و شانه.',
    description:
      'ماساژ ضربه‌ای با شدت قابل تنظیم.\nدستهٔ بلند برای دسترسی به پشت بدون کمک دیگران.\nچراغ مادون قرمز برای گرمای موضعی.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'massagers',
    brandKey: 'beurer',
    regularPrice: 3_900_000,
    stockType: 'out_of_stock',
  },

  // --- دستگاه تنس و الکتروتراپی (tens) ---
  {
    name: 'دستگاه تنس امرن مدل E3 Intense',
    excerpt: 'دستگاه تنس خانگی با ۱۰ برنامهٔ درمانی برای کاهش درد عضلات و مفاصل.',
    description:
      'تحریک الکتریکی عصب از روی پوست برای کاهش دردهای مزمن و حاد.\nبرنامه‌های اختصاصی برای کمر، شانه، زانو و کف پا.\nدو کانال مستقل برای درمان هم‌زمان دو ناحیه.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'tens',
    brandKey: 'omron',
    regularPrice: 6_800_000,
    stockType: 'unlimited',
  },
  {
    name: 'دستگاه تنس و ای‌ام‌اس بیورر مدل EM 49',
    excerpt: 'دستگاه سه‌کاره تنس، ای‌ام‌اس و ماساژ با ۶۴ برنامهٔ از پیش تنظیم‌شده.',
    description:
      'TENS برای تسکین درد، EMS برای تقویت عضلات و حالت ماساژ برای آرامش.\nدو کانال قابل تنظیم جداگانه.\nهمراه با ۴ پد الکترود چسبی.\nگارانتی ۲۴ ماهه شرکتی.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'tens',
    brandKey: 'beurer',
    regularPrice: 5_200_000,
    salePrice: 4_650_000,
    stockType: 'unlimited',
  },
  {
    name: 'دستگاه تنس حرارتی بیورر مدل EM 59 Heat',
    excerpt: 'ترکیب تنس و گرما برای تسکین مؤثرتر دردهای کمر و مفاصل.',
    description:
      'پدهای گرمایی به‌همراه تحریک الکتریکی برای اثر بیشتر.\n۱۵ برنامهٔ از پیش تنظیم‌شده و حالت دستی.\nباتری قابل شارژ.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'tens',
    brandKey: 'beurer',
    regularPrice: 7_500_000,
    stockType: 'limited',
    stock: 6,
  },
  {
    name: 'پد الکترود یدک امرن (بستهٔ دو جفتی)',
    excerpt: 'پد ژله‌ای یدک برای دستگاه‌های تنس امرن، قابل استفادهٔ مکرر.',
    description:
      'ژل چسبنده با دوام بالا؛ هر پد تا حدود ۳۰ بار قابل استفاده است.\nسازگار با دستگاه‌های E3 Intense و E2 Elite.\nپس از استفاده روی ورقهٔ محافظ قرار دهید.',
    priceNote: 'قیمت برای یک بسته است',
    categoryKey: 'tens',
    brandKey: 'omron',
    regularPrice: 650_000,
    stockType: 'unlimited',
    quantityStep: 2,
  },

  // --- تشکچه و پد حرارتی (heating-pads) ---
  {
    name: 'تشکچه برقی حرارتی بیورر مدل HK 25',
    excerpt: 'پد حرارتی نرم با ۳ سطح دما و خاموش شدن خودکار پس از ۹۰ دقیقه.',
    description:
      'سه سطح گرما با گرم شدن سریع.\nسیستم ایمنی BSS در برابر گرمای بیش از حد.\nروکش نرم قابل شستشو در ماشین لباسشویی.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'heating-pads',
    brandKey: 'beurer',
    regularPrice: 3_900_000,
    salePrice: 3_500_000,
    stockType: 'unlimited',
  },
  {
    name: 'پد حرارتی گردن و شانه بیورر مدل HK 54',
    excerpt: 'پد حرارتی ارگونومیک متناسب با فرم گردن و شانه با بست چسبی.',
    description:
      'فرم ارگونومیک که گرما را به‌طور یکنواخت روی گردن و شانه پخش می‌کند.\n۶ سطح دما با نمایشگر روشن.\nخاموش شدن خودکار پس از ۲ ساعت.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'heating-pads',
    brandKey: 'beurer',
    regularPrice: 4_600_000,
    stockType: 'unlimited',
  },
  {
    name: 'پد حرارتی کمر و شکم بیورر مدل HK 35',
    excerpt: 'کمربند حرارتی برای تسکین درد کمر و دردهای قاعدگی.',
    description:
      'کمربند با بست چسبی که دور کمر یا شکم بسته می‌شود.\nسه سطح دما و خاموش شدن خودکار.\nقابل شستشو پس از جدا کردن کنترل.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'heating-pads',
    brandKey: 'beurer',
    regularPrice: 3_650_000,
    stockType: 'limited',
    stock: 9,
  },
  {
    name: 'پتوی برقی بیورر مدل HD 75',
    excerpt: 'پتوی برقی نرم با ۶ سطح دما و روکش قابل شستشو برای شب‌های سرد.',
    description:
      'ابعاد ۱۸۰ × ۱۳۰ سانتی‌متر با پارچهٔ بسیار نرم.\nشش سطح دما و خاموش شدن خودکار پس از ۳ ساعت.\nقابل شستشو در ماشین لباسشویی در دمای ۳۰ درجه.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'heating-pads',
    brandKey: 'beurer',
    regularPrice: 7_800_000,
    stockType: 'unlimited',
  },

  // --- شیردوش (breast-pumps) ---
  {
    name: 'شیردوش برقی تک مدلا مدل Swing',
    excerpt: 'شیردوش برقی تک با فناوری دوفازی مدلا، سبک و مناسب استفادهٔ روزانه.',
    description:
      'فناوری 2-Phase Expression که الگوی مکیدن طبیعی نوزاد را تقلید می‌کند.\nموتور کم‌صدا و وزن کم.\nهمراه با شیشه، قیف PersonalFit و آداپتور.\nگارانتی ۱۲ ماهه شرکتی.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'breast-pumps',
    brandKey: 'medela',
    regularPrice: 14_500_000,
    stockType: 'unlimited',
  },
  {
    name: 'شیردوش برقی دوطرفه مدلا مدل Swing Maxi',
    excerpt: 'شیردوش دوطرفه برای دوشیدن هم‌زمان هر دو سینه و صرفه‌جویی در زمان.',
    description:
      'دوشیدن هم‌زمان دو سینه تا ۱۸ درصد شیر بیشتر در زمان کمتر.\nباتری قابل شارژ برای استفاده در هر مکان.\nقیف‌های PersonalFit Flex با زاویهٔ ۱۰۵ درجه.\n___\nگارانتی ۱۲ ماهه شرکتی.',
    categoryKey: 'breast-pumps',
    brandKey: 'medela',
    regularPrice: 24_000_000,
    salePrice: 21_600_000,
    stockType: 'limited',
    stock: 4,
  },
  {
    name: 'شیردوش دستی مدلا مدل Harmony',
    excerpt: 'شیردوش دستی سبک با دستهٔ ارگونومیک و فناوری دوفازی.',
    description:
      'دستهٔ چرخان برای دوشیدن راحت با هر دو دست.\nبی‌صدا و بدون نیاز به برق.\nقطعات کم و شستشوی آسان.\nمناسب استفادهٔ گاه‌به‌گاه و سفر.',
    categoryKey: 'breast-pumps',
    brandKey: 'medela',
    regularPrice: 4_200_000,
    stockType: 'unlimited',
  },
  {
    name: 'شیردوش برقی فیلیپس اونت مدل SCF395',
    excerpt: 'شیردوش برقی تک با بالشتک ماساژدهنده و حالت تحریک ملایم.',
    description:
      'بالشتک ماساژدهندهٔ نرم برای جریان راحت‌تر شیر.\nحالت تحریک و ۳ سطح مکش.\nطراحی کم‌حجم که نیاز به خم شدن به جلو را کاهش می‌دهد.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'breast-pumps',
    brandKey: 'philips',
    regularPrice: 16_800_000,
    stockType: 'out_of_stock',
  },
  {
    name: 'شیردوش دستی فیلیپس اونت مدل SCF430',
    excerpt: 'شیردوش دستی راحت با بالشتک نرم و شیشهٔ Natural.',
    description: 'بالشتک سیلیکونی نرم با حس گرم روی پوست.\nدستهٔ سبک و راحت.\nهمراه با شیشهٔ Natural ۱۲۵ میلی‌لیتری.',
    categoryKey: 'breast-pumps',
    brandKey: 'philips',
    regularPrice: 5_100_000,
    salePrice: 4_590_000,
    stockType: 'unlimited',
  },

  // --- مراقبت از نوزاد (baby-care) ---
  {
    name: 'شیشه شیر فیلیپس اونت مدل Natural ۲۶۰ میلی‌لیتر',
    excerpt: 'شیشه شیر با سر پستانک شبیه سینهٔ مادر برای ترکیب آسان شیردهی و شیشه.',
    description:
      'سر پستانک پهن و نرم با گلبرگ‌های انعطاف‌پذیر.\nدریچهٔ ضدکولیک برای کاهش بلعیدن هوا.\nبدون BPA و قابل استریل.\nمناسب نوزادان بالای یک ماه.',
    categoryKey: 'baby-care',
    brandKey: 'philips',
    regularPrice: 980_000,
    stockType: 'unlimited',
  },
  {
    name: 'کیسهٔ ذخیرهٔ شیر مادر مدلا (۲۵ عددی)',
    excerpt: 'کیسهٔ استریل و دوجداره برای نگهداری شیر در یخچال و فریزر.',
    description:
      'کیسهٔ از پیش استریل‌شده با درزگیر دوبل.\nقابلیت ایستادن برای پر کردن آسان.\nبرچسب ثبت تاریخ و حجم روی هر کیسه.\nهر کیسه ۱۸۰ میلی‌لیتر.',
    priceNote: 'قیمت برای یک بستهٔ ۲۵ عددی است',
    categoryKey: 'baby-care',
    brandKey: 'medela',
    regularPrice: 760_000,
    stockType: 'unlimited',
  },
  {
    name: 'پوار بینی برقی براون مدل BNA100',
    excerpt: 'پوار بینی برقی بهداشتی با دو سری نرم برای پاکسازی بینی نوزاد.',
    description:
      'مکش ملایم و کنترل‌شده برای خارج کردن ترشحات بینی.\nدو سری نرم در اندازه‌های مختلف برای نوزاد و کودک.\nقطعات قابل شستشو در آب.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'baby-care',
    brandKey: 'braun',
    regularPrice: 3_400_000,
    salePrice: 3_050_000,
    stockType: 'unlimited',
  },
  {
    name: 'دستگاه استریل شیشه شیر فیلیپس اونت مدل SCF291',
    excerpt: 'استریل‌کنندهٔ بخار برای ۶ شیشه شیر در ۶ دقیقه.',
    description:
      'استریل با بخار داغ و بدون مواد شیمیایی.\nظرفیت ۶ شیشه شیر همراه با پستانک و لوازم جانبی.\nخاموش شدن خودکار پس از پایان چرخه.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'baby-care',
    brandKey: 'philips',
    regularPrice: 8_900_000,
    stockType: 'limited',
    stock: 3,
  },
  {
    name: 'دستگاه گرم‌کن شیشه شیر بیورر مدل BY 52',
    excerpt: 'گرم‌کن شیشه شیر و غذای کودک با حالت گرم نگه داشتن.',
    description:
      'گرم کردن سریع و یکنواخت شیر و غذای کودک.\nحالت نگهداری دما برای تغذیهٔ شبانه.\nسازگار با بیشتر شیشه‌ها و ظرف‌های غذای کودک.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'baby-care',
    brandKey: 'beurer',
    regularPrice: 3_300_000,
    stockType: 'unlimited',
  },

  // --- ترازوی نوزاد (baby-scales) ---
  {
    name: 'ترازوی نوزاد دیجیتال بیورر مدل BY 80',
    excerpt: 'ترازوی نوزاد با سینی پهن، دقت ۵ گرم و قابلیت ثبت وزن شیرخوردن.',
    description:
      'دقت ۵ گرم تا وزن ۱۰ کیلوگرم و ۱۰ گرم تا ۲۰ کیلوگرم.\nعملکرد HOLD برای نمایش وزن ثابت حتی اگر نوزاد تکان بخورد.\nسینی بزرگ و ایمن با لبه‌های برجسته.\nگارانتی ۲۴ ماهه شرکتی.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'baby-scales',
    brandKey: 'beurer',
    regularPrice: 5_900_000,
    stockType: 'unlimited',
  },
  {
    name: 'ترازوی نوزاد و کودک بیورر مدل BY 90',
    excerpt: 'ترازوی دوکاره: با برداشتن سینی برای توزین کودکان بزرگ‌تر هم قابل استفاده است.',
    description:
      'سینی قابل جدا شدن برای توزین نوزاد و کودک نوپا.\nنمایشگر بزرگ با نور پس‌زمینه.\nحداکثر ظرفیت ۲۰ کیلوگرم با سینی.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'baby-scales',
    brandKey: 'beurer',
    regularPrice: 7_400_000,
    salePrice: 6_700_000,
    stockType: 'limited',
    stock: 5,
  },
  {
    name: 'ترازوی نوزاد دیجیتال مدیسانا مدل BS 240',
    excerpt: 'ترازوی نوزاد سبک با عملکرد تارا و خاموش شدن خودکار.',
    description:
      'عملکرد تارا برای صفر کردن وزن پتو یا لباس نوزاد.\nدقت ۱۰ گرم و ظرفیت ۲۰ کیلوگرم.\nسطح صاف و بهداشتی قابل تمیز کردن.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'baby-scales',
    brandKey: 'medisana',
    regularPrice: 4_900_000,
    stockType: 'unlimited',
  },
  {
    name: 'ترازوی نوزاد مکانیکی مطبی مدلاین',
    excerpt: 'ترازوی عقربه‌ای نوزاد برای مطب اطفال و خانه‌های بهداشت.',
    description:
      'بدون نیاز به باتری و با دوام بالا.\nسینی پلاستیکی بزرگ و قابل ضدعفونی.\nظرفیت ۲۰ کیلوگرم با درجه‌بندی ۲۰ گرمی.\nگارانتی ۱۲ ماهه.',
    categoryKey: 'baby-scales',
    brandKey: 'medline',
    regularPrice: 4_800_000,
    stockType: 'call',
  },

  // --- ترازوی دیجیتال (bathroom-scales) ---
  {
    name: 'ترازوی دیجیتال شیشه‌ای بیورر مدل GS 10',
    excerpt: 'ترازوی شیشه‌ای باریک و شیک با نمایشگر بزرگ و روشن شدن با لمس پا.',
    description:
      'صفحهٔ شیشه‌ای ایمنی به ضخامت ۶ میلی‌متر.\nظرفیت ۱۸۰ کیلوگرم با دقت ۱۰۰ گرم.\nروشن و خاموش شدن خودکار.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'bathroom-scales',
    brandKey: 'beurer',
    regularPrice: 1_450_000,
    stockType: 'unlimited',
  },
  {
    name: 'ترازوی دیجیتال بیورر مدل GS 215 Relax',
    excerpt: 'ترازوی دیجیتال با طرح تصویری روی شیشه و ظرفیت ۱۸۰ کیلوگرم.',
    description: 'صفحهٔ شیشه‌ای با طرح آرامش‌بخش.\nنمایشگر LCD بزرگ و خوانا.\nهشدار اضافه‌بار و باتری ضعیف.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'bathroom-scales',
    brandKey: 'beurer',
    regularPrice: 1_950_000,
    salePrice: 1_750_000,
    stockType: 'unlimited',
  },
  {
    name: 'ترازوی دیجیتال مدیسانا مدل PS 400',
    excerpt: 'ترازوی شیشه‌ای ساده و دقیق با نمایشگر بزرگ.',
    description:
      'سطح شیشه‌ای ایمنی و سنسورهای دقیق.\nظرفیت ۱۸۰ کیلوگرم.\nخاموش شدن خودکار برای صرفه‌جویی در باتری.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'bathroom-scales',
    brandKey: 'medisana',
    regularPrice: 1_650_000,
    stockType: 'limited',
    stock: 11,
  },
  {
    name: 'ترازوی دیجیتال امرن مدل HN-289',
    excerpt: 'ترازوی دیجیتال سبک و باریک امرن در چند رنگ شاد.',
    description:
      'وزن کم و ضخامت تنها ۲۸ میلی‌متر.\nروشن شدن با ضربهٔ پا (Step-on).\nظرفیت ۱۵۰ کیلوگرم با دقت ۱۰۰ گرم.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'bathroom-scales',
    brandKey: 'omron',
    regularPrice: 1_750_000,
    stockType: 'unlimited',
    attributes: {
      رنگ: ['مشکی', 'سفید', 'صورتی', 'آبی'],
    },
    variations: [
      { values: { رنگ: 'مشکی' }, regularPrice: 1_750_000, stockType: 'unlimited' },
      { values: { رنگ: 'سفید' }, regularPrice: 1_750_000, stockType: 'unlimited' },
      { values: { رنگ: 'صورتی' }, regularPrice: 1_850_000, stockType: 'limited', stock: 4 },
      { values: { رنگ: 'آبی' }, regularPrice: 1_850_000, stockType: 'out_of_stock' },
    ],
  },
  {
    name: 'ترازوی مکانیکی عقربه‌ای بیورر مدل MS 01',
    excerpt: 'ترازوی عقربه‌ای بدون باتری با صفحهٔ بزرگ و خوانا.',
    description:
      'کاملاً مکانیکی و بدون نیاز به باتری.\nصفحهٔ مدرج بزرگ مناسب سالمندان.\nسطح ضدلغزش و ظرفیت ۱۳۵ کیلوگرم.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'bathroom-scales',
    brandKey: 'beurer',
    regularPrice: 1_350_000,
    stockType: 'unlimited',
  },

  // --- ترازوی تحلیلگر بدن (body-analyzers) ---
  {
    name: 'ترازوی تحلیلگر بدن امرن مدل BF511',
    excerpt: 'تحلیلگر ترکیب بدن با ۸ الکترود دست و پا؛ اندازه‌گیری چربی، عضله و چربی احشایی.',
    description:
      'اندازه‌گیری تمام‌بدن با الکترودهای دستی و پایی برای دقت بیشتر.\nنمایش درصد چربی، درصد عضلهٔ اسکلتی، چربی احشایی، BMI و متابولیسم پایه.\nتحلیل جداگانهٔ بازوها، پاها و تنه.\nحافظهٔ ۴ کاربر.\nگارانتی ۱۸ ماهه شرکتی.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'body-analyzers',
    brandKey: 'omron',
    regularPrice: 12_800_000,
    salePrice: 11_500_000,
    stockType: 'unlimited',
  },
  {
    name: 'ترازوی هوشمند بلوتوث‌دار بیورر مدل BF 720',
    excerpt: 'ترازوی تحلیلگر بدن با اتصال بلوتوث و ثبت خودکار در اپلیکیشن.',
    description:
      'اندازه‌گیری وزن، چربی، آب بدن، عضله و تودهٔ استخوانی.\nشناسایی خودکار تا ۸ کاربر.\nهمگام‌سازی با اپلیکیشن HealthManager Pro.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'body-analyzers',
    brandKey: 'beurer',
    regularPrice: 4_900_000,
    stockType: 'unlimited',
  },
  {
    name: 'ترازوی تحلیلگر بدن مدیسانا مدل BS 444 connect',
    excerpt: 'ترازوی هوشمند با تحلیل ترکیب بدن و اتصال به اپلیکیشن VitaDock.',
    description:
      'اندازه‌گیری چربی، آب، عضله و وزن استخوان.\nانتقال داده‌ها به تلفن همراه با بلوتوث.\nصفحهٔ شیشه‌ای با الکترودهای استیل.\nگارانتی ۲۴ ماهه شرکتی.',
    categoryKey: 'body-analyzers',
    brandKey: 'medisana',
    regularPrice: 4_300_000,
    salePrice: 3_850_000,
    stockType: 'limited',
    stock: 0,
  },
  {
    name: 'ترازوی تحلیلگر بدن امرن مدل HBF-702T',
    excerpt: 'تحلیلگر ترکیب بدن بلوتوث‌دار امرن با اندازه‌گیری دست و پا.',
    description:
      'الکترودهای دستی و پایی برای تحلیل دقیق ترکیب بدن.\nاتصال به اپلیکیشن OMRON connect.\nنمایش سن بدن و چربی احشایی.\nگارانتی ۱۸ ماهه شرکتی.',
    categoryKey: 'body-analyzers',
    brandKey: 'omron',
    regularPrice: 9_200_000,
    stockType: 'limited',
    stock: 3,
  },

  // --- کمک‌های اولیه (first-aid) ---
  {
    name: 'جعبهٔ کمک‌های اولیه خانگی مدلاین',
    excerpt: 'جعبهٔ کمک‌های اولیهٔ کامل با بیش از ۵۰ قلم لوازم برای خانه و محل کار.',
    description:
      'شامل گاز استریل، باند، چسب زخم، قیچی، پنس، دستکش و پد الکلی.\nجعبهٔ مقاوم با دستهٔ حمل و تقسیم‌بندی داخلی.\nراهنمای تصویری کمک‌های اولیه.\nمناسب منزل، خودرو و محیط کار.',
    priceNote: 'قیمت شامل ارسال رایگان در تهران است',
    categoryKey: 'first-aid',
    brandKey: 'medline',
    regularPrice: 1_850_000,
    salePrice: 1_650_000,
    stockType: 'unlimited',
  },
  {
    name: 'جعبهٔ کمک‌های اولیهٔ دیواری مدلاین',
    excerpt: 'کابینت کمک‌های اولیه دیواری مناسب ادارات، کارگاه‌ها و مدارس.',
    description:
      'بدنهٔ فلزی با درب شیشه‌ای و قفل.\nقفسه‌های داخلی برای نظم لوازم.\nمطابق با الزامات ایمنی محیط‌های کاری.\nلوازم داخل جعبه جداگانه فروخته می‌شود.',
    categoryKey: 'first-aid',
    brandKey: 'medline',
    regularPrice: 3_400_000,
    stockType: 'unlimited',
  },
  {
    name: 'پتوی نجات فویلی مدلاین',
    excerpt: 'پتوی اضطراری آلومینیومی برای حفظ دمای بدن مصدوم، قیمت برای هر عدد.',
    description:
      'بازتاب تا ۹۰ درصد گرمای بدن.\nابعاد ۲۱۰ × ۱۶۰ سانتی‌متر و بسیار سبک.\nمناسب کیف کمک‌های اولیه، خودرو و کوهنوردی.\nفروش در مضرب ۵ عدد.',
    categoryKey: 'first-aid',
    brandKey: 'medline',
    regularPrice: 120_000,
    stockType: 'unlimited',
    quantityStep: 5,
  },
  {
    name: 'کیسهٔ کمپرس سرد و گرم تری‌ام مدل Nexcare ColdHot',
    excerpt: 'کیسهٔ ژلی قابل استفادهٔ مجدد برای کمپرس سرد یا گرم.',
    description:
      'قابل استفاده پس از قرار دادن در فریزر یا آب گرم.\nژل انعطاف‌پذیر حتی در حالت سرد.\nهمراه با کاور پارچه‌ای برای تماس راحت با پوست.\nمناسب کوفتگی، ورم و دردهای عضلانی.',
    categoryKey: 'first-aid',
    brandKey: '3m',
    regularPrice: 320_000,
    stockType: 'unlimited',
  },

  // --- لباس کادر درمان (scrubs) ---
  {
    name: 'لباس کادر درمان (اسکراب) یقه هفت مدلاین',
    excerpt: 'ست بلوز و شلوار اسکراب با پارچهٔ کش‌دار و ضدچروک، مناسب شیفت‌های طولانی.',
    description:
      'پارچهٔ پلی‌استر و ویسکوز با کشسانی چهارطرفه.\nبلوز یقه هفت با سه جیب و شلوار کمرکش با بند.\nمقاوم در برابر شستشوی مکرر و رنگ‌ثابت.\n___\nجدول سایزبندی در تصاویر محصول آمده است؛ در صورت نیاز به تعویض سایز، تا ۷ روز فرصت دارید.',
    categoryKey: 'scrubs',
    brandKey: 'medline',
    regularPrice: 2_450_000,
    stockType: 'unlimited',
    attributes: {
      سایز: ['S', 'M', 'L', 'XL', 'XXL'],
      رنگ: ['سرمه‌ای', 'سبز', 'آبی نفتی'],
    },
    variations: [
      { values: { سایز: 'S', رنگ: 'سرمه‌ای' }, regularPrice: 2_450_000, stockType: 'unlimited' },
      { values: { سایز: 'M', رنگ: 'سرمه‌ای' }, regularPrice: 2_450_000, stockType: 'unlimited' },
      { values: { سایز: 'L', رنگ: 'سرمه‌ای' }, regularPrice: 2_450_000, stockType: 'unlimited' },
      { values: { سایز: 'XL', رنگ: 'سرمه‌ای' }, regularPrice: 2_600_000, stockType: 'limited', stock: 6 },
      { values: { سایز: 'XXL', رنگ: 'سرمه‌ای' }, regularPrice: 2_600_000, stockType: 'limited', stock: 0 },
      { values: { سایز: 'S', رنگ: 'سبز' }, regularPrice: 2_450_000, stockType: 'unlimited' },
      { values: { سایز: 'M', رنگ: 'سبز' }, regularPrice: 2_450_000, stockType: 'unlimited' },
      { values: { سایز: 'L', رنگ: 'سبز' }, regularPrice: 2_450_000, stockType: 'limited', stock: 8 },
      { values: { سایز: 'M', رنگ: 'آبی نفتی' }, regularPrice: 2_450_000, stockType: 'unlimited' },
      { values: { سایز: 'L', رنگ: 'آبی نفتی' }, regularPrice: 2_450_000, stockType: 'unlimited' },
      { values: { سایز: 'XL', رنگ: 'آبی نفتی' }, regularPrice: 2_600_000, stockType: 'unlimited' },
    ],
  },
  {
    name: 'گان جراحی یکبار مصرف استریل مدلاین',
    excerpt: 'گان جراحی استریل با سرآستین کشباف و بستن از پشت، قیمت برای هر عدد.',
    description:
      'پارچهٔ اس‌ام‌اس (SMS) مقاوم در برابر نفوذ مایعات.\nسرآستین کشباف و بند کمری برای تناسب بهتر.\nبسته‌بندی استریل تکی همراه با حوله دست.\nفروش در مضرب ۱۰ عدد.',
    priceNote: 'قیمت برای یک عدد است و فروش در بسته‌های ۱۰ عددی انجام می‌شود',
    categoryKey: 'scrubs',
    brandKey: 'medline',
    regularPrice: 185_000,
    salePrice: 165_000,
    stockType: 'unlimited',
    quantityStep: 10,
  },
  {
    name: 'روپوش پزشکی سفید مدلاین',
    excerpt: 'روپوش سفید پزشکی و آزمایشگاهی با پارچهٔ نخی مرغوب و دوخت تمیز.',
    description:
      'پارچهٔ نخ و پلی‌استر با ظاهر مرتب پس از شستشو.\nسه جیب جلو و جای خودکار روی سینه.\nدکمه‌های محکم و یقهٔ کلاسیک.\nمناسب پزشکان، داروسازان و دانشجویان.',
    categoryKey: 'scrubs',
    brandKey: 'medline',
    regularPrice: 1_850_000,
    stockType: 'unlimited',
    attributes: {
      سایز: ['S', 'M', 'L', 'XL'],
    },
    variations: [
      { values: { سایز: 'S' }, regularPrice: 1_850_000, stockType: 'unlimited' },
      { values: { سایز: 'M' }, regularPrice: 1_850_000, stockType: 'unlimited' },
      { values: { سایز: 'L' }, regularPrice: 1_850_000, stockType: 'unlimited' },
      { values: { سایز: 'XL' }, regularPrice: 1_950_000, stockType: 'limited', stock: 7 },
    ],
  },
  {
    name: 'کلاه جراحی پارچه‌ای مدلاین',
    excerpt: 'کلاه اتاق عمل پارچه‌ای با بند پشت سر، قابل شستشو.',
    description: 'پارچهٔ نخی خنک و قابل شستشو.\nبند قابل تنظیم پشت سر.\nمناسب جراحان، پرستاران اتاق عمل و دندانپزشکان.',
    categoryKey: 'scrubs',
    brandKey: 'medline',
    regularPrice: 290_000,
    stockType: 'limited',
    stock: 25,
  },

  // --- جوراب واریس (compression-stockings) ---
  {
    name: 'جوراب واریس زیر زانو مدی مدل mediven plus',
    excerpt: 'جوراب واریس طبی کلاس ۲ زیر زانو با فشار درجه‌بندی‌شده، ساخت آلمان.',
    description:
      'فشار درجه‌بندی‌شده از مچ به سمت بالا برای بهبود بازگشت خون وریدی.\nمناسب واریس متوسط، ورم پا و پس از جراحی واریس.\nنوار ضدلغزش در لبهٔ بالایی.\nسایز بر اساس دور مچ و ساق پا انتخاب می‌شود.\nگارانتی کیفیت ۶ ماهه در صورت استفادهٔ صحیح.',
    priceNote: 'قیمت برای یک جفت است',
    categoryKey: 'compression-stockings',
    brandKey: 'medi',
    regularPrice: 4_800_000,
    salePrice: 4_350_000,
    stockType: 'unlimited',
    attributes: {
      سایز: ['I', 'II', 'III', 'IV', 'V'],
      رنگ: ['بژ', 'مشکی'],
    },
    variations: [
      { values: { سایز: 'I', رنگ: 'بژ' }, regularPrice: 4_800_000, salePrice: 4_350_000, stockType: 'unlimited' },
      { values: { سایز: 'II', رنگ: 'بژ' }, regularPrice: 4_800_000, salePrice: 4_350_000, stockType: 'unlimited' },
      { values: { سایز: 'III', رنگ: 'بژ' }, regularPrice: 4_800_000, salePrice: 4_350_000, stockType: 'unlimited' },
      { values: { سایز: 'IV', رنگ: 'بژ' }, regularPrice: 4_800_000, stockType: 'limited', stock: 3 },
      { values: { سایز: 'V', رنگ: 'بژ' }, regularPrice: 4_950_000, stockType: 'out_of_stock' },
      { values: { سایز: 'II', رنگ: 'مشکی' }, regularPrice: 4_800_000, stockType: 'unlimited' },
      { values: { سایز: 'III', رنگ: 'مشکی' }, regularPrice: 4_800_000, stockType: 'limited', stock: 5 },
      { values: { سایز: 'IV', رنگ: 'مشکی' }, regularPrice: 4_800_000, stockType: 'limited', stock: 2 },
    ],
  },
  {
    name: 'جوراب واریس ران مدی مدل mediven elegance',
    excerpt: 'جوراب واریس بالای ران با ظاهر شیک و شفاف و نوار سیلیکونی نگهدارنده.',
    description:
      'بافت نازک و شفاف با ظاهری شبیه جوراب‌شلواری معمولی.\nفشار کلاس ۲ مناسب واریس و نارسایی وریدی.\nنوار سیلیکونی توری در لبهٔ ران برای جلوگیری از سر خوردن.\nقیمت برای یک جفت است.',
    priceNote: 'قیمت برای یک جفت است',
    categoryKey: 'compression-stockings',
    brandKey: 'medi',
    regularPrice: 6_400_000,
    stockType: 'unlimited',
    attributes: {
      سایز: ['I', 'II', 'III', 'IV'],
      رنگ: ['بژ', 'مشکی'],
    },
    variations: [
      { values: { سایز: 'I', رنگ: 'بژ' }, regularPrice: 6_400_000, stockType: 'unlimited' },
      { values: { سایز: 'II', رنگ: 'بژ' }, regularPrice: 6_400_000, stockType: 'unlimited' },
      { values: { سایز: 'III', رنگ: 'بژ' }, regularPrice: 6_400_000, stockType: 'limited', stock: 4 },
      { values: { سایز: 'I', رنگ: 'مشکی' }, regularPrice: 6_400_000, stockType: 'limited', stock: 2 },
      { values: { سایز: 'II', رنگ: 'مشکی' }, regularPrice: 6_400_000, stockType: 'unlimited' },
    ],
  },
  {
    name: 'جوراب ضدآمبولی مدی مدل thrombexin 18',
    excerpt: 'جوراب ضدترومبوز بیمارستانی برای پیشگیری از لخته در بیماران بستری و پس از جراحی.',
    description:
      'فشار ۱۸ میلی‌متر جیوه برای پیشگیری از ترومبوز ورید عمقی.\nسفید رنگ و مناسب استفاده در بیمارستان.\nدریچهٔ بازرسی در پنجه برای بررسی گردش خون.\nسایز بر اساس دور ران و ساق انتخاب شود.',
    categoryKey: 'compression-stockings',
    brandKey: 'medi',
    regularPrice: 1_950_000,
    stockType: 'unlimited',
    attributes: {
      سایز: ['S', 'M', 'L', 'XL'],
    },
    variations: [
      { values: { سایز: 'S' }, regularPrice: 1_950_000, stockType: 'unlimited' },
      { values: { سایز: 'M' }, regularPrice: 1_950_000, stockType: 'unlimited' },
      { values: { سایز: 'L' }, regularPrice: 1_950_000, stockType: 'unlimited' },
    ],
  },
  {
    name: 'جوراب‌شلواری واریس بارداری مدی مدل mediven maternity',
    excerpt: 'جوراب‌شلواری طبی دوران بارداری با قسمت شکمی کشسان و قابل تنظیم.',
    description:
      'فشار طبی روی پاها بدون فشار بر شکم.\nبخش شکمی نرم که همراه با رشد شکم کش می‌آید.\nکاهش ورم و سنگینی پا در دوران بارداری.\nقیمت برای یک عدد جوراب‌شلواری است.',
    categoryKey: 'compression-stockings',
    brandKey: 'medi',
    regularPrice: 7_900_000,
    stockType: 'limited',
    stock: 2,
  },

  // --- زانوبند و کمربند طبی (orthopedic-supports) ---
  {
    name: 'زانوبند طبی مدی مدل Genumedi',
    excerpt: 'زانوبند طبی با پد سیلیکونی دور کشکک برای درد و آرتروز زانو.',
    description:
      'پد سیلیکونی دور کشکک با نقاط ماساژ برای کاهش درد.\nبافت کشسان تنفس‌پذیر و راحت برای استفادهٔ روزانه.\nنوار سیلیکونی بالا و پایین برای جلوگیری از سر خوردن.\nسایز بر اساس دور ران ۱۲ سانتی‌متر بالای زانو انتخاب شود.',
    categoryKey: 'orthopedic-supports',
    brandKey: 'medi',
    regularPrice: 5_900_000,
    salePrice: 5_300_000,
    stockType: 'unlimited',
    attributes: {
      سایز: ['S', 'M', 'L', 'XL'],
    },
    variations: [
      { values: { سایز: 'S' }, regularPrice: 5_900_000, salePrice: 5_300_000, stockType: 'unlimited' },
      { values: { سایز: 'M' }, regularPrice: 5_900_000, salePrice: 5_300_000, stockType: 'unlimited' },
      { values: { سایز: 'L' }, regularPrice: 5_900_000, stockType: 'limited', stock: 4 },
      { values: { سایز: 'XL' }, regularPrice: 6_100_000, stockType: 'limited', stock: 1 },
    ],
  },
  {
    name: 'کمربند طبی کمر مدی مدل Lumbamed basic',
    excerpt: 'کمربند طبی کمری با فنرهای حمایتی برای کمردرد و دیسک کمر.',
    description:
      'فنرهای انعطاف‌پذیر در پشت برای حمایت از ستون فقرات کمری.\nبست دوطرفه برای تنظیم فشار.\nپارچهٔ تنفس‌پذیر و مناسب زیر لباس.\nسایز بر اساس دور کمر انتخاب شود.',
    categoryKey: 'orthopedic-supports',
    brandKey: 'medi',
    regularPrice: 7_200_000,
    stockType: 'unlimited',
  },
  {
    name: 'مچ‌بند طبی مدی مدل Manumed',
    excerpt: 'مچ‌بند طبی با پد ژله‌ای برای درد و التهاب مچ دست و سندرم تونل کارپال.',
    description:
      'پد ژله‌ای روی مفصل مچ برای ماساژ ملایم هنگام حرکت.\nبافت کشسان که حرکت طبیعی انگشتان را محدود نمی‌کند.\nمناسب آسیب‌های ورزشی و دردهای ناشی از کار با کامپیوتر.',
    categoryKey: 'orthopedic-supports',
    brandKey: 'medi',
    regularPrice: 3_600_000,
    stockType: 'unlimited',
  },
  {
    name: 'گردنبند طبی نرم مدلاین',
    excerpt: 'گردنبند طبی فومی برای حمایت از گردن در گردن‌درد و پس از آسیب‌های خفیف.',
    description:
      'فوم نرم با روکش نخی قابل شستشو.\nبست چسبی پشت گردن برای تنظیم آسان.\nمحدود کردن ملایم حرکت گردن برای کاهش درد.\nسایز یکسان قابل تنظیم.',
    categoryKey: 'orthopedic-supports',
    brandKey: 'medline',
    regularPrice: 850_000,
    salePrice: 760_000,
    stockType: 'unlimited',
  },
  {
    name: 'قوزک‌بند طبی مدی مدل Levamed',
    excerpt: 'قوزک‌بند طبی با پدهای ژله‌ای برای پیچ‌خوردگی و بی‌ثباتی مچ پا.',
    description:
      'پدهای ژله‌ای دو طرف قوزک برای ماساژ و کاهش تورم.\nبافت تنفس‌پذیر مناسب استفاده داخل کفش.\nمناسب پس از پیچ‌خوردگی و برای پیشگیری در ورزش.\nگارانتی کیفیت ۶ ماهه.',
    categoryKey: 'orthopedic-supports',
    brandKey: 'medi',
    regularPrice: 4_800_000,
    stockType: 'limited',
    stock: 0,
  },
];
