import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import type { MenuItem } from './site-menu.ts';

export function MobileMenu({ items, blogUrl, onClose }: { items: MenuItem[]; blogUrl: string | undefined; onClose: () => void }) {
  return (
    <Drawer anchor="right" open onClose={onClose}>
      <List sx={{ width: 240 }} component="nav" aria-label="منوی اصلی">
        {items.map((item) => (
          <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
        {blogUrl && (
          <ListItemButton component="a" href={blogUrl} target="_blank" rel="noopener">
            <ListItemText primary="وبلاگ" />
          </ListItemButton>
        )}
      </List>
    </Drawer>
  );
}
