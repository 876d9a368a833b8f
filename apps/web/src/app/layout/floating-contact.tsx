import CloseIcon from '@mui/icons-material/Close';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import { contactLinks } from '../../lib/contact-links.ts';
import { useGeneralSettings } from '../../lib/store-settings.ts';
import { contactIcons, contactTarget } from './contact-icons.tsx';

/**
 * Support phone, store phone and the messaging apps, one click away on a desktop, in the page's margin. Phones reach
 * them from the bottom bar instead, where no button floats over what the customer reads.
 */
export function FloatingContact() {
  const { data: settings } = useGeneralSettings();
  if (!settings) return null;
  return (
    <Box component="aside" aria-label="تماس با فروشگاه" sx={{ display: { xs: 'none', md: 'block' } }}>
      <SpeedDial
        ariaLabel="راه‌های تماس با فروشگاه"
        icon={<PhoneIcon />}
        openIcon={<CloseIcon />}
        sx={{ position: 'fixed', right: 16, bottom: 24 }}
        FabProps={{ color: 'primary', size: 'medium' }}
      >
        {contactLinks(settings).map((link) => (
          <SpeedDialAction
            key={link.key}
            icon={contactIcons[link.key]}
            slotProps={{
              tooltip: { title: link.label, placement: 'left' },
              fab: {
                component: 'a',
                href: link.href,
                target: contactTarget(link),
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
