/**
 * What the storefront's toasts say after a customer's action (spec section 8). Apart from `messages`, which the API
 * shares, so that the first JavaScript of every page does not carry the account screens' sentences.
 */
export const toasts = {
  welcome: 'خوش آمدید',
  codeResent: 'کد مجددا ارسال شد',
  codeResendFailed: 'خطا در ارسال مجدد کد',
  signInNeeded: 'برای ادامه ابتدا وارد شوید',
  /** Here rather than with the cart's messages: the product page says it, and the cart's schemas stay out of its script. */
  cartNeedsSignIn: 'برای افزودن به سبد خرید ابتدا وارد شوید',
  addressAdded: 'آدرس با موفقیت اضافه شد',
  addressAddFailed: 'خطا در افزودن آدرس',
  addressEdited: 'آدرس با موفقیت ویرایش شد',
  addressEditFailed: 'خطا در ویرایش آدرس',
  addressDeleted: 'آدرس با موفقیت حذف شد',
  addressDeleteFailed: 'خطا در حذف آدرس',
  addressDeleteConfirm: 'آیا از حذف این آدرس اطمینان دارید؟',
  avatarUpdated: 'تصویر پروفایل به‌روزرسانی شد',
  avatarUpdateFailed: 'خطا در به‌روزرسانی تصویر پروفایل',
  profileUpdated: 'اطلاعات شما به‌روزرسانی شد',
  profileUpdateFailed: 'خطا در به‌روزرسانی اطلاعات',
  profileRecorded: 'اطلاعات شما ثبت شد',
  profileRecordFailed: 'خطا در ثبت اطلاعات',
  favoriteAdded: 'محصول به علاقه‌مندی‌ها اضافه شد',
  favoriteRemoved: 'محصول از علاقه‌مندی‌ها حذف شد',
  favoriteAddFailed: 'افزودن به علاقه‌مندی‌ها ناموفق بود',
  favoriteRemoveFailed: 'حذف از علاقه‌مندی‌ها ناموفق بود',
  scheduleCreated: 'ساعت کاری ایجاد شد',
  scheduleCreateFailed: 'خطا در افزودن ساعت کاری جدید',
  scheduleEdited: 'ساعت کاری ویرایش شد',
  scheduleEditFailed: 'خطا در ویرایش ساعت کاری',
  scheduleDeleteConfirm: 'آیا از حذف این ساعت کاری اطمینان دارید؟',
  cartClearConfirm: 'آیا از خالی کردن سبد خرید اطمینان دارید؟',
  signupSent: 'اطلاعات با موفقیت ارسال شد',
  signupSendFailed: 'خطا در ارسال اطلاعات',
  deleted: 'حذف شد',
  deleteFailed: 'حذف ناموفق بود',
} as const;
