import { paths } from '@shop/contract/paths';

export interface MenuItem {
  to: string;
  label: string;
}

/** The shop's main pages, in the header on a desktop and in the drawer on a phone. */
export const siteMenu: MenuItem[] = [
  { to: paths.home, label: 'صفحه اصلی' },
  { to: paths.products, label: 'فروشگاه' },
  { to: paths.contacts, label: 'تماس با ما' },
  { to: paths.about, label: 'درباره ما' },
];
