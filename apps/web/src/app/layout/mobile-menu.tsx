import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Category } from '@shop/contract/catalogue';
import { paths } from '@shop/contract/paths';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { dialogPaper } from '../../components/ui/drawer-dialog.ts';
import { useCloseOnBack } from '../../components/ui/use-close-on-back.ts';
import { useCategories } from '../../features/catalogue/index.ts';
import { useAccountEntry } from './account-entry.ts';
import type { MenuItem } from './site-menu.ts';

interface MobileMenuProps {
  title: string;
  items: MenuItem[];
  blogUrl: string | undefined;
  onClose: () => void;
}

/** A top-level category, its own link, and a button that opens its children beneath it. */
function CategoryEntry({ category, subcategories }: { category: Category; subcategories: Category[] }) {
  const [open, setOpen] = useState(false);
  const childrenId = `menu-category-${category.id}`;
  return (
    <>
      <ListItem
        disablePadding
        secondaryAction={
          subcategories.length > 0 && (
            <IconButton
              edge="end"
              aria-label={`زیردسته‌های ${category.name}`}
              aria-expanded={open}
              aria-controls={childrenId}
              onClick={() => setOpen(!open)}
            >
              {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          )
        }
      >
        {/* Links in an overlay replace its history entry: Back from the new page does not reopen the menu. */}
        <ListItemButton component={RouterLink} to={paths.listing({ category: category.id })} replace>
          <ListItemText primary={category.name} />
        </ListItemButton>
      </ListItem>
      {subcategories.length > 0 && (
        <Collapse in={open} id={childrenId} unmountOnExit>
          <List disablePadding>
            {subcategories.map((child) => (
              <ListItemButton
                key={child.id}
                component={RouterLink}
                to={paths.listing({ category: child.id })}
                replace
                sx={{ pl: 4 }}
              >
                <ListItemText primary={child.name} slotProps={{ primary: { variant: 'body2' } }} />
              </ListItemButton>
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}

function CategoryTree() {
  const { data, isPending } = useCategories();
  if (isPending) {
    return (
      <Box sx={{ px: 2 }} aria-hidden>
        {[120, 96, 140, 104].map((width) => (
          <Skeleton key={width} width={width} height={40} />
        ))}
      </Box>
    );
  }
  const categories = data?.results ?? [];
  return (
    <List disablePadding aria-label="دسته‌بندی‌ها">
      {categories
        .filter((category) => category.parent === null)
        .map((category) => (
          <CategoryEntry
            key={category.id}
            category={category}
            subcategories={categories.filter((child) => child.parent === category.id)}
          />
        ))}
    </List>
  );
}

/**
 * The phone's menu: it opens from the right, the side its button is on in right-to-left, with the account, the
 * shop's pages and its categories. Back, Escape, the backdrop and the close button close it.
 */
export function MobileMenu({ title, items, blogUrl, onClose }: MobileMenuProps) {
  const account = useAccountEntry();
  useCloseOnBack(true, onClose);
  return (
    // MUI flips a horizontal anchor in right-to-left: 'left' is the start side, the right edge of the screen.
    <Drawer anchor="left" open onClose={onClose} slotProps={dialogPaper('mobile-menu-title', { width: 300, maxWidth: '85vw' })}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="mobile-menu-title" component="h2" sx={{ flex: 1, fontWeight: 700, color: 'primary.main' }}>
          {title}
        </Typography>
        <IconButton aria-label="بستن منو" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="منوی اصلی" sx={{ overflowY: 'auto' }}>
        <List disablePadding>
          <ListItemButton component={RouterLink} to={account.to} state={account.state} replace>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <PersonOutlineIcon />
            </ListItemIcon>
            <ListItemText primary={account.label} />
          </ListItemButton>
          <Divider />
          {items.map((item) => (
            <ListItemButton key={item.to} component={RouterLink} to={item.to} replace>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
          {blogUrl && (
            <ListItemButton component="a" href={blogUrl} target="_blank" rel="noopener">
              <ListItemText primary="وبلاگ" />
            </ListItemButton>
          )}
        </List>
        <Divider />
        <ListSubheader component="h3" sx={{ lineHeight: '40px', fontWeight: 700 }}>
          دسته‌بندی‌ها
        </ListSubheader>
        <CategoryTree />
      </Box>
    </Drawer>
  );
}
