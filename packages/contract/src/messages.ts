import { toPersianDigits } from './persian.ts';

/** Every Persian sentence that both the API and the storefront show, written once. */
export const messages = {
  required: 'این فیلد الزامی است.',
  invalidValue: 'مقدار وارد شده معتبر نیست.',
  invalidNumber: 'یک عدد معتبر وارد کنید.',
  invalidInteger: 'یک عدد صحیح وارد کنید.',
  invalidId: 'شناسه نامعتبر است.',
  invalidBoolean: 'مقدار باید true یا false باشد.',
  invalidEmail: 'نشانی ایمیل معتبر نیست.',
  invalidJson: 'بدنه درخواست معتبر نیست.',
  controlCharacter: 'مقدار وارد شده نویسه‌های نامعتبر دارد.',
  notFound: 'یافت نشد.',
  pageNotFound: 'صفحه مورد نظر یافت نشد.',
  productNotFound: 'محصول یافت نشد.',
  catalogueNotFound: 'کاتالوگ یافت نشد.',
  notAuthenticated: 'اطلاعات ورود ارسال نشده است.',
  invalidToken: 'توکن نامعتبر است.',
  noAccess: 'دسترسی ندارید.',
  tooManyRequests: 'تعداد درخواست‌ها بیش از حد مجاز است. لطفا کمی بعد دوباره تلاش کنید.',
  internalServerError: 'خطای داخلی سرور',
  serviceUnavailable: 'سرویس موقتا در دسترس نیست. لطفا کمی بعد دوباره تلاش کنید.',
  unknownError: 'خطای ناشناخته',
  offline: 'اتصال اینترنت قطع است، لطفا اتصال خود را بررسی کنید.',
  noServerResponse: 'ارتباط با سرور برقرار نشد.',
  somethingWentWrong: 'مشکلی پیش آمد، لطفا بعدا دوباره تلاش کنید.',
  requestTooLarge: 'حجم درخواست بیش از حد مجاز است.',
  unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
  methodNotAllowed: 'این روش درخواست مجاز نیست.',
  badRequest: 'درخواست معتبر نیست.',
  invalidUrl: 'نشانی درخواست معتبر نیست.',
  invalidHost: 'نام میزبان درخواست معتبر نیست.',
  urlTooLong: 'نشانی درخواست بیش از حد طولانی است.',
  headersTooLarge: 'سرآیندهای درخواست بیش از حد بزرگ است.',
  requestTimeout: 'زمان ارسال درخواست به پایان رسید.',

  mobileInvalid: 'شماره موبایل نادرست است.',
  mobileFormat: 'شماره موبایل باید ۱۱ رقم و با ۰۹ شروع شود.',
  codeInvalid: 'کد باید ۴ رقم باشد.',
  firstNameRequired: 'لطفا نام را وارد کنید',
  lastNameRequired: 'لطفا نام خانوادگی را وارد کنید',
  genderRequired: 'لطفا جنسیت را انتخاب کنید',
  countryRequired: 'لطفا کشور را انتخاب کنید',
  stateRequired: 'لطفا استان را انتخاب کنید',
  cityRequired: 'لطفا شهر را انتخاب کنید',
  addressRequired: 'لطفا آدرس را وارد کنید',
  contactNameRequired: 'لطفا نام خود را وارد کنید',
  emailRequired: 'لطفا ایمیل را وارد کنید',
  contactMessageRequired: 'لطفا متن پیام را بنویسید',
  postalCodeInvalid: 'کد پستی باید دقیقا ۱۰ رقم باشد',
  nationalCodeLength: 'کد ملی باید دقیقا ۱۰ رقم باشد',
  nationalCodeInvalid: 'کد ملی نامعتبر است',
  startRequired: 'لطفا ساعت شروع را وارد کنید',
  endRequired: 'لطفا ساعت پایان را وارد کنید',
  timeFormat: 'ساعت باید به شکل HH:mm باشد',
  selectOption: 'لطفا یک گزینه را انتخاب کنید',
  favoriteNeedsLogin: 'برای افزودن به علاقه‌مندی‌ها لطفا وارد شوید',
  noItemToOrder: 'کالایی برای سفارش وجود ندارد',
  linkCopied: 'لینک کپی شد',

  codeWrong: 'کد وارد شده نادرست است، لطفا دوباره تلاش کنید.',
  codeExpired: 'کد منقضی شده است. لطفا کد جدید دریافت کنید.',
  codeTriesExhausted: 'تعداد تلاش‌های نادرست از حد مجاز گذشت. لطفا کد جدید دریافت کنید.',
  smsFailed: 'ارسال پیامک ناموفق بود. لطفا کمی بعد دوباره تلاش کنید.',
  birthDateInvalid: 'تاریخ تولد نامعتبر است.',
  imageWrongFormat: 'تصویر باید از نوع JPEG، PNG یا WebP باشد.',
  avatarTooLarge: 'حجم تصویر نباید بیشتر از ۵ مگابایت باشد.',
  countryNotFound: 'کشور انتخاب‌شده یافت نشد.',
  stateNotFound: 'استان انتخاب‌شده یافت نشد.',
  cityNotFound: 'شهر انتخاب‌شده یافت نشد.',
  stateNotInCountry: 'این استان در کشور انتخاب‌شده نیست.',
  cityNotInState: 'این شهر در استان انتخاب‌شده نیست.',
  addressNotFound: 'آدرس یافت نشد.',
  signupLinkNotFound: 'لینک ثبت‌نام نامعتبر است، یا استفاده شده یا منقضی شده است.',
  favoriteNotFound: 'این محصول در علاقه‌مندی‌های شما نیست.',
  dayRequired: 'لطفا روز را انتخاب کنید',
  scheduleNotFound: 'ساعت کاری یافت نشد.',
  startBeforeEnd: 'ساعت شروع باید پیش از ساعت پایان باشد',
  idempotencyKeyInvalid: 'کلید تکرار (Idempotency-Key) باید از ۱ تا ۲۵۵ نویسهٔ لاتین، رقم یا نشانه و بدون فاصله باشد.',
  idempotencyKeyReused:
    'این کلید تکرار (Idempotency-Key) پیش‌تر با درخواست دیگری فرستاده شده است؛ برای درخواست تازه کلید تازه بفرستید.',
} as const;

/** Sentences that carry a number or a time; digits are shown in Persian. */
export const messageWith = {
  /** A text longer than its field takes; the spec words no limit, so the shop says the number of characters. */
  maxLength: (max: number) => `حداکثر ${toPersianDigits(max)} نویسه مجاز است.`,
  /** A 429: how long to wait before trying again. */
  retryAfter: (seconds: number) =>
    `تعداد درخواست‌ها بیش از حد مجاز است. لطفا ${toPersianDigits(seconds)} ثانیه دیگر دوباره تلاش کنید.`,
  /** A new code asked for before the last one's time ran out. */
  codeResendWait: (seconds: number) => `برای دریافت کد جدید لطفا ${toPersianDigits(seconds)} ثانیه دیگر صبر کنید.`,
  /** An uploaded picture with more pixels than the shop decodes. */
  imageTooManyPixels: (megapixels: number) =>
    `ابعاد تصویر بیش از حد بزرگ است؛ تصویر باید حداکثر ${toPersianDigits(megapixels)} مگاپیکسل باشد.`,
  scheduleOverlap: (start: string, end: string) =>
    `این بازه با ساعت کاری ${toPersianDigits(start)} تا ${toPersianDigits(end)} در همین روز هم‌پوشانی دارد.`,
};
