/**
 * What search engines and shared links show of the storefront's pages, written once for the server's meta tags and
 * the storefront's document titles.
 */
export const pageTexts = {
  /** Until the store's settings name the store. */
  storeTitle: 'فروشگاه تجهیزات پزشکی',
  products: 'فروشگاه',
  homeDescription: (storeTitle: string) =>
    `خرید اینترنتی تجهیزات پزشکی خانگی و بیمارستانی از ${storeTitle}: فشارسنج، اکسیژن‌ساز، دماسنج، ویلچر و لوازم مصرفی پزشکی با ضمانت اصالت کالا و ارسال به سراسر ایران.`,
  productsDescription: (storeTitle: string) =>
    `همهٔ محصولات ${storeTitle} با قیمت روز به تومان: جست‌وجو و مقایسهٔ تجهیزات پزشکی بر اساس دسته، برند، قیمت و موجودی.`,
  aboutDescription: (storeTitle: string) =>
    `دربارهٔ ${storeTitle}: فروشگاه اینترنتی تجهیزات پزشکی خانگی و بیمارستانی با کالای اصل، گارانتی معتبر و ارسال به سراسر ایران.`,
  contactsDescription: (storeTitle: string) => `راه‌های تماس با ${storeTitle}: تلفن، پیام‌رسان، ایمیل و نشانی فروشگاه روی نقشه.`,
  categoryDescription: (categoryName: string, storeTitle: string) =>
    `خرید اینترنتی ${categoryName} از ${storeTitle} با قیمت روز، ضمانت اصالت کالا و ارسال به سراسر ایران.`,
} as const;

/** A page's own name first, then the store's, as browser tabs and search results show them. */
export const pageTitle = (...parts: string[]) => parts.filter(Boolean).join(' | ');
