import Chip from '@mui/material/Chip';

/**
 * The order waits for the store: a card transfer to check, or a new order paid on delivery. A dark amber, so that its
 * small white text reads at 4.5:1 (MUI's own warning orange does not).
 */
export function AwaitingChip() {
  return <Chip size="small" label="منتظر فروشگاه" sx={{ bgcolor: '#8d4a00', color: 'common.white', fontWeight: 600 }} />;
}
