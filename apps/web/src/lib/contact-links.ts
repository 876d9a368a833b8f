import { toLatinDigits } from '@shop/contract/persian';
import type { GeneralSettings } from '@shop/contract/settings';

/** 0912… → 98912…: the international form messaging apps want. */
export function internationalMobile(phone: string): string {
  const digits = toLatinDigits(phone).replace(/\D/g, '');
  if (digits.startsWith('98')) return digits;
  return digits.startsWith('0') ? `98${digits.slice(1)}` : digits;
}

export const telLink = (phone: string) => `tel:${toLatinDigits(phone).replace(/[^\d+]/g, '')}`;
export const smsLink = (phone: string) => `sms:${toLatinDigits(phone).replace(/[^\d+]/g, '')}`;
export const whatsappLink = (phone: string, text?: string) =>
  `https://wa.me/${internationalMobile(phone)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
/** Telegram puts `text` in the chat's message box, for a person's or a bot's chat. */
export const telegramLink = (id: string, text?: string) =>
  `https://t.me/${id.replace(/^@/, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
export const eitaaLink = (id: string) => `https://eitaa.com/${id.replace(/^@/, '')}`;
export const baleLink = (id: string) => `https://ble.ir/${id.replace(/^@/, '')}`;
export const instagramLink = (id: string) => `https://instagram.com/${id.replace(/^@/, '')}`;

export interface ContactLink {
  key: 'support' | 'store' | 'whatsapp' | 'sms' | 'telegram' | 'eitaa' | 'bale' | 'instagram';
  label: string;
  href: string;
}

/** Every way to reach the store, in the order of the floating contact menu; empty settings are left out. */
export function contactLinks(settings: GeneralSettings): ContactLink[] {
  const links: (ContactLink | false)[] = [
    Boolean(settings.contacts_support_tel) && {
      key: 'support',
      label: 'تماس با پشتیبانی',
      href: telLink(settings.contacts_support_tel),
    },
    Boolean(settings.contacts_store_tel) && {
      key: 'store',
      label: 'تماس با فروشگاه',
      href: telLink(settings.contacts_store_tel),
    },
    Boolean(settings.whatsapp) && { key: 'whatsapp', label: 'واتس‌اپ', href: whatsappLink(settings.whatsapp) },
    Boolean(settings.sms) && { key: 'sms', label: 'پیامک', href: smsLink(settings.sms) },
    Boolean(settings.telegram) && { key: 'telegram', label: 'تلگرام', href: telegramLink(settings.telegram) },
    Boolean(settings.eitaa) && { key: 'eitaa', label: 'ایتا', href: eitaaLink(settings.eitaa) },
    Boolean(settings.bale) && { key: 'bale', label: 'بله', href: baleLink(settings.bale) },
    Boolean(settings.instagram) && { key: 'instagram', label: 'اینستاگرام', href: instagramLink(settings.instagram) },
  ];
  return links.filter((link): link is ContactLink => Boolean(link));
}
