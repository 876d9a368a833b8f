import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * What a member of staff may do in the back office. Each back-office route names the one it needs (its `staff` in the
 * route table); the API checks it on every call, the back office hides what a member cannot use.
 */
export const PERMISSIONS = [
  /** Orders, their documents, the dashboard, and the texts sent about them. */
  'orders.view',
  /** Moving an order along, notes, shipments, and money the store received or checked. */
  'orders.manage',
  /** Money sent back to a customer, alone or with a cancellation. */
  'orders.refund',
  /** Customers' profiles and address books. */
  'customers.view',
  /** Customers' personal data taken out of the shop in bulk. */
  'customers.export',
  /** Products, categories, brands, the spreadsheet and shared catalogues. */
  'catalogue.manage',
  /** Stories, announcements, articles and signup links. */
  'content.manage',
  /** The store's settings, its shipping and payment methods, closures and text templates. */
  'settings.manage',
  /** Sales figures and their spreadsheet. */
  'sales.view',
  /** Who is staff and in which role, their sessions and second factors, and the journal. */
  'staff.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'orders', 'catalogue', 'content', 'support'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES, {
  error: (issue) => (issue.input === undefined ? messages.required : messages.invalidValue),
});
export type StaffRole = z.infer<typeof StaffRoleSchema>;

export const staffRoleLabel: Record<StaffRole, string> = {
  owner: 'مدیر فروشگاه',
  orders: 'سفارش‌ها',
  catalogue: 'کاتالوگ',
  content: 'محتوا',
  support: 'پشتیبانی',
};

/** What each role is for, in the words the back office uses when it gives one. */
export const staffRoleDescription: Record<StaffRole, string> = {
  owner: 'همهٔ بخش‌ها، از جمله نقش کارمندان، تنظیمات و تاریخچهٔ تغییرات',
  orders: 'سفارش‌ها، دریافت و عودت وجه، مشتریان و گزارش فروش',
  catalogue: 'کالاها، دسته‌بندی‌ها، برندها، فایل اکسل و کاتالوگ‌های اشتراکی',
  content: 'استوری‌ها، اطلاعیه‌ها، مقاله‌ها و لینک‌های ثبت‌نام',
  support: 'دیدن سفارش‌ها و مشتریان، بی تغییر، عودت یا خروجی',
};

/** What each role may do: the one table the API checks and the back office reads. */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  orders: ['orders.view', 'orders.manage', 'orders.refund', 'customers.view', 'sales.view'],
  catalogue: ['catalogue.manage'],
  content: ['content.manage'],
  support: ['orders.view', 'customers.view'],
};

export const roleCan = (role: StaffRole | null | undefined, permission: Permission): boolean =>
  role ? rolePermissions[role].includes(permission) : false;

/** Whether a role meets what a back-office route needs (a route table's `staff`): `member` asks only for a role. */
export const roleMeets = (role: StaffRole | null | undefined, needed: Permission | 'member'): boolean =>
  needed === 'member' ? Boolean(role) : roleCan(role, needed);

/** What the back office says about roles. */
export const staffMessages = {
  notPermitted: 'نقش شما اجازهٔ این کار را نمی‌دهد.',
  ownRole: 'نمی‌توانید نقش خودتان را تغییر دهید؛ مدیر دیگری باید این کار را بکند.',
  lastOwner: 'آخرین مدیر فروشگاه را نمی‌توان برداشت؛ نخست نقش مدیر را به کس دیگری بدهید.',
} as const;
