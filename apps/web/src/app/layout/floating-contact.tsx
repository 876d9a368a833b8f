import ChatIcon from '@mui/icons-material/Chat';
import CloseIcon from '@mui/icons-material/Close';
import InstagramIcon from '@mui/icons-material/Instagram';
import PhoneIcon from '@mui/icons-material/Phone';
import SendIcon from '@mui/icons-material/Send';
import SmsIcon from '@mui/icons-material/Sms';
import StoreIcon from '@mui/icons-material/Store';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import type { ReactElement } from 'react';
import { type ContactLink, contactLinks } from '../../lib/contact-links.ts';
import { useGeneralSettings } from '../../lib/store-settings.ts';

const icons: Record<ContactLink['key'], ReactElement> = {
  support: <SupportAgentIcon />,
  store: <StoreIcon />,
  whatsapp: <WhatsAppIcon />,
  sms: <SmsIcon />,
  telegram: <SendIcon />,
  eitaa: <ChatIcon />,
  instagram: <InstagramIcon />,
};

/** Support phone, store phone and the messaging apps, one tap away on every page. */
export function FloatingContact() {
  const { data: settings } = useGeneralSettings();
  if (!settings) return null;
  return (
    <Box component="aside" aria-label="تماس با فروشگاه">
      <SpeedDial
        ariaLabel="راه‌های تماس با فروشگاه"
        icon={<PhoneIcon />}
        openIcon={<CloseIcon />}
        sx={{ position: 'fixed', right: 16, bottom: { xs: 'calc(80px + var(--floating-offset, 0px))', md: 24 } }}
        FabProps={{ color: 'primary', size: 'medium' }}
      >
        {contactLinks(settings).map((link) => (
          <SpeedDialAction
            key={link.key}
            icon={icons[link.key]}
            slotProps={{
              tooltip: { title: link.label, placement: 'left' },
              fab: {
                component: 'a',
                href: link.href,
                target: link.href.startsWith('http') ? '_blank' : undefined,
                rel: 'noopener',
                'aria-label': link.label,
              } as object,
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
