// Demo teasers of the store's blog for the home page: buying and care guides, posted a few days to two months apart.
import type { IconKind } from './demo-catalogue.ts';

export interface DemoArticle {
  title: string;
  excerpt: string;
  /** The post's address under the blog. */
  slug: string;
  icon: IconKind;
  daysAgo: number;
}

export const demoArticles: DemoArticle[] = [
  {
    title: 'راهنمای خرید فشارسنج خانگی',
    excerpt:
      'بازویی یا مچی، دیجیتال یا عقربه‌ای؟ پیش از خرید فشارسنج بدانید کدام مدل برای شما دقیق‌تر است و اندازهٔ کاف را چطور انتخاب کنید.',
    slug: 'home-blood-pressure-monitor-buying-guide',
    icon: 'heart',
    daysAgo: 3,
  },
  {
    title: 'نکات نگهداری از اکسیژن‌ساز',
    excerpt:
      'شست‌وشوی فیلتر، جای مناسب دستگاه و آب مخزن رطوبت‌ساز؛ با چند عادت ساده عمر اکسیژن‌ساز را بیشتر و خلوص اکسیژن را پایدار نگه دارید.',
    slug: 'oxygen-concentrator-care',
    icon: 'oxygen',
    daysAgo: 11,
  },
  {
    title: 'دماسنج دیجیتال، لیزری یا گوشی؛ کدام را بخریم؟',
    excerpt: 'مقایسهٔ دقت، سرعت و کاربرد انواع دماسنج برای کودک و بزرگسال، و نکته‌هایی برای اندازه‌گیری درست تب در خانه.',
    slug: 'choosing-a-thermometer',
    icon: 'thermometer',
    daysAgo: 19,
  },
  {
    title: 'چطور با دستگاه تست قند خون نتیجهٔ درست بگیریم',
    excerpt: 'از شستن دست‌ها تا نگهداری نوار تست؛ خطاهای رایجی که عدد قند خون را جابه‌جا می‌کنند و راه پرهیز از آن‌ها.',
    slug: 'blood-glucose-meter-accuracy',
    icon: 'drop',
    daysAgo: 30,
  },
  {
    title: 'راهنمای انتخاب ویلچر مناسب',
    excerpt:
      'ویلچر دستی، تاشو یا برقی؟ عرض نشیمن، وزن ویلچر و جای استفاده از آن را پیش از خرید بسنجید تا با نیاز بیمار و خانه جور باشد.',
    slug: 'choosing-a-wheelchair',
    icon: 'wheelchair',
    daysAgo: 44,
  },
  {
    title: 'تشک مواج برای پیشگیری از زخم بستر؛ راهنمای خرید',
    excerpt:
      'تشک مواج سلولی یا حبابی؟ چه زمانی بیمار به تشک مواج نیاز دارد و هنگام خرید به توان پمپ، صدای دستگاه و جنس تشک چطور توجه کنیم.',
    slug: 'anti-bedsore-air-mattress-guide',
    icon: 'bed',
    daysAgo: 58,
  },
];
