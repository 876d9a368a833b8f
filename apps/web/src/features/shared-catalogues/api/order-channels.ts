import type { GeneralSettings } from '@shop/contract/settings';
import { baleLink, eitaaLink, telegramLink, whatsappLink } from '../../../lib/contact-links.ts';

/** A messenger a catalogue's order can be sent on: the store's chat on it. */
export interface OrderChannel {
  key: 'whatsapp' | 'telegram' | 'eitaa' | 'bale';
  label: string;
  href: string;
  /** Whether the chat opens with the message typed in; on the others it is pasted from the clipboard. */
  prefilled: boolean;
}

/**
 * Every messenger the store's general settings name, WhatsApp first (the store's own number, else the shop's). WhatsApp
 * and Telegram are filtered in Iran, so Eitaa and Bale, which take no text in their links, are offered beside them.
 */
export function orderChannels(settings: GeneralSettings | undefined, message: string): OrderChannel[] {
  if (!settings) return [];
  const whatsapp = settings.contacts_store_whatsapp || settings.whatsapp;
  const channels: (OrderChannel | false)[] = [
    Boolean(whatsapp) && { key: 'whatsapp', label: 'واتس‌اپ', href: whatsappLink(whatsapp, message), prefilled: true },
    Boolean(settings.telegram) && {
      key: 'telegram',
      label: 'تلگرام',
      href: telegramLink(settings.telegram, message),
      prefilled: true,
    },
    Boolean(settings.eitaa) && { key: 'eitaa', label: 'ایتا', href: eitaaLink(settings.eitaa), prefilled: false },
    Boolean(settings.bale) && { key: 'bale', label: 'بله', href: baleLink(settings.bale), prefilled: false },
  ];
  return channels.filter((channel): channel is OrderChannel => Boolean(channel));
}
