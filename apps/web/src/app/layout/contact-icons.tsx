import ChatIcon from '@mui/icons-material/Chat';
import ForumIcon from '@mui/icons-material/Forum';
import InstagramIcon from '@mui/icons-material/Instagram';
import SendIcon from '@mui/icons-material/Send';
import SmsIcon from '@mui/icons-material/Sms';
import StoreIcon from '@mui/icons-material/Store';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { ReactElement } from 'react';
import type { ContactLink } from '../../lib/contact-links.ts';

/** The picture of each way to reach the store, in the desktop's floating menu and the phone's contact sheet. */
export const contactIcons: Record<ContactLink['key'], ReactElement> = {
  support: <SupportAgentIcon />,
  store: <StoreIcon />,
  whatsapp: <WhatsAppIcon />,
  sms: <SmsIcon />,
  telegram: <SendIcon />,
  eitaa: <ChatIcon />,
  bale: <ForumIcon />,
  instagram: <InstagramIcon />,
};

/** Links that leave for an app's web address open in a new tab; tel: and sms: hand over to the phone. */
export const contactTarget = (link: ContactLink) => (link.href.startsWith('http') ? '_blank' : undefined);
