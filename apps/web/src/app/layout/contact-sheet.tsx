import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { bottomSheetSx, dialogPaper } from '../../components/ui/drawer-dialog.ts';
import { useCloseOnBack } from '../../components/ui/use-close-on-back.ts';
import { contactLinks } from '../../lib/contact-links.ts';
import { useGeneralSettings } from '../../lib/store-settings.ts';
import { contactIcons, contactTarget } from './contact-icons.tsx';

/** The phone's way to the store: a sheet from the bottom bar, each way named beside its picture. */
export function ContactSheet({ onClose }: { onClose: () => void }) {
  const { data: settings } = useGeneralSettings();
  useCloseOnBack(true, onClose);
  return (
    <Drawer anchor="bottom" open onClose={onClose} slotProps={dialogPaper('contact-sheet-title', { ...bottomSheetSx, pb: 1 })}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
        <Typography id="contact-sheet-title" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          تماس با فروشگاه
        </Typography>
        <IconButton aria-label="بستن" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <List>
        {settings &&
          contactLinks(settings).map((link) => (
            <ListItemButton key={link.key} component="a" href={link.href} target={contactTarget(link)} rel="noopener">
              <ListItemIcon sx={{ color: 'primary.main', minWidth: 44 }}>{contactIcons[link.key]}</ListItemIcon>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
      </List>
    </Drawer>
  );
}
