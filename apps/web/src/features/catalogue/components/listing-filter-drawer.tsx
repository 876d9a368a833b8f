import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@shop/contract/persian';
import { useState } from 'react';
import { bottomSheetSx, dialogPaper } from '../../../components/ui/drawer-dialog.ts';
import { useCloseOnBack } from '../../../components/ui/use-close-on-back.ts';
import type { ListingChange, ListingChangeOptions, ListingParams } from '../api/use-listing-params.ts';
import { ListingFilterPanel } from './listing-filter-panel.tsx';

interface ListingFilterDrawerProps {
  params: ListingParams;
  onChange: (change: ListingChange, options: ListingChangeOptions) => void;
  onReset: (options: ListingChangeOptions) => void;
  canReset: boolean;
  /** How many of the drawer's filters are on, shown on the button that opens it. */
  activeCount: number;
  /** How many goods the filters select, as the listing says it. */
  resultText: string | undefined;
}

/**
 * Phones: a «فیلترها» button opens the filters from the bottom; the goods update behind it as they change. Back
 * closes it over the filtered goods. Each change replaces the history entry the drawer sits on, and the drawer takes a
 * new one on top, so that Back then steps through the changes as through the sidebar's, with none of its own between.
 */
export function ListingFilterDrawer({ params, onChange, onReset, canReset, activeCount, resultText }: ListingFilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  useCloseOnBack(open, close, { keepOnSearchChange: true });
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        startIcon={
          <Badge badgeContent={toPersianDigits(activeCount)} invisible={activeCount === 0} color="primary">
            <TuneIcon />
          </Badge>
        }
        sx={{ bgcolor: 'background.paper', flexShrink: 0, height: 40 }}
      >
        فیلترها
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={close}
        slotProps={dialogPaper('listing-drawer-heading', { ...bottomSheetSx, maxHeight: '85vh' })}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id="listing-drawer-heading" component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: 18, flex: 1 }}>
            فیلترها
          </Typography>
          <Button size="small" color="error" onClick={() => onReset({ replace: true })} disabled={!canReset}>
            پاک کردن فیلترها
          </Button>
          <IconButton aria-label="بستن" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ overflowY: 'auto', px: 2, py: 1.5 }}>
          <ListingFilterPanel params={params} onChange={(change) => onChange(change, { replace: true })} />
        </Box>
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          <Button fullWidth variant="contained" size="large" onClick={close}>
            {resultText === undefined ? 'نمایش کالاها' : `نمایش ${resultText}`}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
