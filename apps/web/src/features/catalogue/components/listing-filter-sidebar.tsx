import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ListingChange, ListingParams } from '../api/use-listing-params.ts';
import { ListingFilterPanel } from './listing-filter-panel.tsx';

interface ListingFilterSidebarProps {
  params: ListingParams;
  onChange: (change: ListingChange) => void;
  onReset: () => void;
  canReset: boolean;
}

/** Desktop: the filters stay in view beside the goods while the customer scrolls through them. */
export function ListingFilterSidebar({ params, onChange, onReset, canReset }: ListingFilterSidebarProps) {
  return (
    <Box
      component="aside"
      aria-labelledby="listing-filters-heading"
      sx={{
        position: 'sticky',
        top: 88,
        maxHeight: 'calc(100vh - 104px)',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        p: 2,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="listing-filters-heading" component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: 18 }}>
          فیلترها
        </Typography>
        <Button size="small" color="error" onClick={onReset} disabled={!canReset}>
          پاک کردن فیلترها
        </Button>
      </Box>
      <ListingFilterPanel params={params} onChange={onChange} />
    </Box>
  );
}
